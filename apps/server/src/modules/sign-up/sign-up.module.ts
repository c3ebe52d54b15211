import { defineModule } from '../../app-context.ts';
import { SignUpRepository } from './sign-up.repository.ts';
import { signUpRoutes } from './sign-up.routes.ts';
import { SignUpService } from './sign-up.service.ts';

/** Signing up. */
export const signUpModule = defineModule({
  name: 'sign-up',
  build: (shared, earlier) => ({
    signUp: new SignUpService(
      new SignUpRepository(shared.database.db),
      earlier.auth,
      earlier.emailConfirmations,
      shared.config,
    ),
  }),
  routes: (scope, own, shared) => signUpRoutes(scope, own, shared.config),
});
