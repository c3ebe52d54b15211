import { defineModule } from '../../app-context.ts';
import { ChatSupportIdentity } from '../../auth/chat-support.ts';
import { loadOrCreateSecret } from '../../auth/secrets-sql.ts';
import { MeCache } from './me-cache.ts';
import { UsersRepository } from './users.repository.ts';
import { usersRoutes } from './users.routes.ts';
import { UsersService } from './users.service.ts';

/** users/me and a user's settings; its cache goes with every context change (membership included). */
export const usersModule = defineModule({
  name: 'users',
  build: async ({ database, contextChanges }) => {
    const meCache = new MeCache();
    contextChanges.onChange((change) => meCache.evict(change));
    contextChanges.onResubscribed(() => meCache.clear());
    const chatSupport = new ChatSupportIdentity(await loadOrCreateSecret(database.db, 'chat-support'));
    return {
      users: new UsersService(new UsersRepository(database.db), chatSupport, contextChanges, meCache),
    };
  },
  routes: (scope, own) => usersRoutes(scope, own),
});
