import { defineModule } from '../../app-context.ts';
import { PasswordResetsRepository } from './password-resets.repository.ts';
import { passwordResetsRoutes } from './password-resets.routes.ts';
import { PasswordResetsService } from './password-resets.service.ts';

/** Forgotten passwords. */
export const passwordResetsModule = defineModule({
  name: 'password-resets',
  build: (shared) => ({
    passwordResets: new PasswordResetsService(
      new PasswordResetsRepository(shared.database.db),
      shared.mail,
      shared.revocations,
      shared.config,
      shared.log,
    ),
  }),
  routes: (scope, own, shared) => passwordResetsRoutes(scope, own, shared.config),
});
