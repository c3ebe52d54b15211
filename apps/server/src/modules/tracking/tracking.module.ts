import { defineModule } from '../../app-context.ts';
import { NightlyJob } from '../../jobs/nightly-job.ts';
import { pruneTrackingEvents } from './prune-tracking.ts';
import { TrackingRepository } from './tracking.repository.ts';
import { trackingRoutes } from './tracking.routes.ts';
import { TrackingService } from './tracking.service.ts';

/** The web app's analytics, kept with consent in the project's own database (issue 32 point 1). */
export const trackingModule = defineModule({
  name: 'tracking',
  build: ({ database, config, lifecycle, log, now }) => {
    const repo = new TrackingRepository(database.db);
    if (config.nightlyPrune) {
      const job = new NightlyJob(
        async (signal) => {
          const pruned = await pruneTrackingEvents(
            repo,
            config.trackingRetentionDays,
            now?.() ?? new Date(),
            signal,
          );
          if (pruned > 0) log.info({ pruned }, 'old tracking events deleted');
        },
        { name: 'tracking prune', log, now },
      );
      lifecycle.onReady(() => job.start());
      lifecycle.onClose(() => job.stop());
    }
    return { tracking: new TrackingService(repo, now) };
  },
  routes: (scope, own) => trackingRoutes(scope, own),
});
