import { defineModule } from '../../app-context.ts';
import { EmailConfirmationsRepository } from './email-confirmations.repository.ts';
import { emailConfirmationsRoutes } from './email-confirmations.routes.ts';
import { EmailConfirmationService } from './email-confirmations.service.ts';

/** Confirming an email address. */
export const emailConfirmationsModule = defineModule({
  name: 'email-confirmations',
  build: (shared) => ({
    emailConfirmations: new EmailConfirmationService(
      new EmailConfirmationsRepository(shared.database.db),
      shared.mail,
      shared.contextChanges,
      shared.config,
    ),
  }),
  routes: (scope, own, shared) => emailConfirmationsRoutes(scope, own, shared.config),
});
