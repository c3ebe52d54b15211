import { defineModule } from '../../app-context.ts';
import { ParentHomeRepository } from './parent-home.repository.ts';
import { parentHomeRoutes } from './parent-home.routes.ts';
import { ParentHomeService } from './parent-home.service.ts';

/** The parent's home: a child's week, the weekly email switch, and the notices of ended links. */
export const parentHomeModule = defineModule({
  name: 'parent-home',
  build: (shared, earlier) => {
    const parentHome = new ParentHomeService(
      new ParentHomeRepository(shared.database.db),
      earlier.studentProfile,
      earlier.leagues,
      shared.mail,
      shared.config,
      shared.now,
    );
    if (shared.config.weeklyInsightsEmails) {
      // The email that a link ended, within a few minutes; off where the weekly emails are (tests, jobs).
      let timer: NodeJS.Timeout | undefined;
      let running: Promise<unknown> = Promise.resolve();
      const tick = () => {
        running = running
          .then(() => parentHome.sendLinkEndedEmails())
          .catch((error: unknown) => shared.log.warn({ error: String(error) }, 'link-ended emails failed'));
      };
      shared.lifecycle.onReady(() => {
        timer = setInterval(tick, shared.config.weeklyInsightsCheckMinutes * 60_000);
        timer.unref();
        tick();
      });
      shared.lifecycle.onClose(async () => {
        clearInterval(timer);
        await running;
      });
    }
    return { parentHome };
  },
  routes: (scope, own) => parentHomeRoutes(scope, own),
});
