import { defineModule } from '../../app-context.ts';
import { GoogleOidc } from './google-oidc.ts';
import { GoogleSignInRepository } from './google-sign-in.repository.ts';
import { googleSignInRoutes } from './google-sign-in.routes.ts';
import { GoogleSignInService } from './google-sign-in.service.ts';

/** Google sign-in and sign-up (issue 28). */
export const googleSignInModule = defineModule({
  name: 'google-sign-in',
  build: (shared, earlier) => ({
    googleSignIn: new GoogleSignInService(
      new GoogleSignInRepository(shared.database.db),
      new GoogleOidc(shared.config.google),
      earlier.auth,
      shared.config,
    ),
  }),
  routes: (scope, own, shared) => googleSignInRoutes(scope, own, shared.config),
});
