import { defineModule } from '../../app-context.ts';
import { NightlyJob } from '../../jobs/nightly-job.ts';
import { RosterSyncRepository } from './roster-sync.repository.ts';
import { rosterSyncRoutes } from './roster-sync.routes.ts';
import { RosterSyncService } from './roster-sync.service.ts';

/** Classes synced from Clever, Google Classroom and Wonde (issue 28 point 3): previews, applies, mis-syncs. */
export const rosterSyncModule = defineModule({
  name: 'roster-sync',
  build: ({ database, access, membership, log, lifecycle, config, now }, earlier) => {
    if (!earlier.syncConnections)
      throw new Error('roster-sync needs the sync-connections module built first');
    const rosterSync = new RosterSyncService(
      new RosterSyncRepository(database.db),
      access,
      earlier.syncConnections,
      membership,
      log,
    );
    if (config.nightlySync) {
      const scheduler = new NightlyJob((signal) => rosterSync.runNightly(signal), {
        name: 'nightly sync',
        log,
        now,
      });
      lifecycle.onReady(() => scheduler.start());
      lifecycle.onClose(() => scheduler.stop());
    }
    lifecycle.onClose(() => rosterSync.settled());
    return { rosterSync };
  },
  routes: (scope, own) => rosterSyncRoutes(scope, own),
});
