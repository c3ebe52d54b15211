import { defineModule } from '../../app-context.ts';
import { SchoolSyncRepository } from './school-sync.repository.ts';
import { schoolSyncRoutes } from './school-sync.routes.ts';
import { SchoolSyncService } from './school-sync.service.ts';

/** Syncing a school with its management system. */
export const schoolSyncModule = defineModule({
  name: 'school-sync',
  build: (shared) => ({
    schoolSync: new SchoolSyncService(new SchoolSyncRepository(shared.database.db), shared.access),
  }),
  routes: (scope, own) => schoolSyncRoutes(scope, own),
});
