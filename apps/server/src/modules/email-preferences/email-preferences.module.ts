import { defineModule } from '../../app-context.ts';
import { EmailPreferencesRepository } from './email-preferences.repository.ts';
import { emailPreferencesRoutes } from './email-preferences.routes.ts';
import { EmailPreferencesService } from './email-preferences.service.ts';

/** Which emails a user receives. */
export const emailPreferencesModule = defineModule({
  name: 'email-preferences',
  build: (shared) => ({
    emailPreferences: new EmailPreferencesService(
      new EmailPreferencesRepository(shared.database.db),
      shared.unsubscribeTokens,
    ),
  }),
  routes: (scope, own, shared) => emailPreferencesRoutes(scope, own, shared.config),
});
