import { defineModule } from '../../app-context.ts';
import { AccountRepository } from './account.repository.ts';
import { accountRoutes } from './account.routes.ts';
import { AccountService } from './account.service.ts';

/** A user's own account. */
export const accountModule = defineModule({
  name: 'account',
  build: (shared, earlier) => ({
    account: new AccountService(
      new AccountRepository(shared.database.db),
      earlier.auth,
      earlier.emailConfirmations,
      earlier.emailPreferences,
      shared.mail,
      shared.contextChanges,
      shared.revocations,
      shared.config,
    ),
  }),
  routes: (scope, own, shared) => accountRoutes(scope, own, shared.config),
});
