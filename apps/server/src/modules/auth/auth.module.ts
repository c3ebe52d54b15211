import { defineModule } from '../../app-context.ts';
import { AuthRepository } from './auth.repository.ts';
import { authRoutes } from './auth.routes.ts';
import { AuthService } from './auth.service.ts';

/** Sign-in, refresh and sign-out. */
export const authModule = defineModule({
  name: 'auth',
  build: (shared) => ({
    auth: new AuthService(
      new AuthRepository(shared.database.db),
      shared.tokens,
      shared.revocations,
      shared.config,
      shared.log,
    ),
  }),
  routes: (scope, own, shared) => authRoutes(scope, own, shared.config),
});
