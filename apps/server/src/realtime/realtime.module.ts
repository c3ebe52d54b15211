import { defineModule } from '../app-context.ts';
import { LiveAnswersRepository } from '../live-answers/live-answers.repository.ts';
import { LiveAnswers } from '../live-answers/live-answers.ts';
import { realtimeRoutes } from './realtime.routes.ts';

/**
 * Live answers: every node hears every stored answer (NOTIFY) and forwards it to its subscribed
 * sockets. Listed before quiz-sessions, so that the answers stored at shutdown are sent before the
 * feed stops (stops run last added first).
 */
export function realtimeModule() {
  let live: LiveAnswers | undefined;
  return defineModule({
    name: 'realtime',
    build: async ({ database, access, lifecycle }) => {
      live = new LiveAnswers(database, new LiveAnswersRepository(database.db), access);
      await live.start();
      const started = live;
      lifecycle.onClose(() => started.stop());
      return {};
    },
    routes: async (scope, _own, { tokens, revocations }) => {
      if (live) await realtimeRoutes(scope, { tokens, revocations, live });
    },
  });
}
