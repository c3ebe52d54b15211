import { defineModule } from '../../app-context.ts';
import { GroupsRepository } from './groups.repository.ts';
import { groupsRoutes } from './groups.routes.ts';
import { GroupsService } from './groups.service.ts';

/** Classes: their students (added, removed, moved: through the one membership owner) and teachers. */
export const groupsModule = defineModule({
  name: 'groups',
  build: (shared) => ({
    groups: new GroupsService(new GroupsRepository(shared.database.db), shared.access, {
      argon2: shared.config.argon2,
      membership: shared.membership,
      contextChanges: shared.contextChanges,
    }),
  }),
  routes: (scope, own) => groupsRoutes(scope, own),
});
