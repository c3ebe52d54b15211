import { defineModule } from '../../app-context.ts';
import { liveLessonHubRoutes } from './live-lesson-hub.routes.ts';
import { LiveLessonHub } from './live-lesson-hub.ts';
import { LiveLessonsRepository } from './live-lessons.repository.ts';
import { liveLessonsRoutes } from './live-lessons.routes.ts';
import { LiveLessonsService } from './live-lessons.service.ts';
import { LiveVotesService } from './live-votes.service.ts';

/**
 * Live lessons (issue 31): the lesson's calls, and its hub (NOTIFY fan-out on every node). Listed
 * after the modules whose services it sets work and stores answers with (assignments, question bank,
 * quiz sessions, insights).
 */
export const liveLessonsModule = defineModule({
  name: 'live-lessons',
  build: async ({ database, access, config, lifecycle, now }, earlier) => {
    const repo = new LiveLessonsRepository(database.db);
    let hub: LiveLessonHub | undefined;
    const liveLessons = new LiveLessonsService({
      repo,
      access,
      assignments: earlier.assignments,
      questionBank: earlier.questionBank,
      quizSessions: earlier.quizSessions,
      insightActions: earlier.insightActions,
      changes: { changed: (id, cause) => hub?.changed(id, cause) },
      publicUrl: config.publicUrl,
      now,
    });
    const started = new LiveLessonHub(database, repo, liveLessons);
    hub = started;
    await started.start();
    lifecycle.onClose(() => started.stop());
    return { liveLessons, liveVotes: new LiveVotesService(liveLessons), liveLessonHub: started };
  },
  routes: async (scope, own, { tokens, revocations }) => {
    const { liveLessons, liveVotes, liveLessonHub } = own;
    await liveLessonsRoutes(scope, { liveLessons, liveVotes });
    await liveLessonHubRoutes(scope, { liveLessons, hub: liveLessonHub, tokens, revocations });
  },
});
