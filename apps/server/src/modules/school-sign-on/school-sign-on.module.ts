import { defineModule } from '../../app-context.ts';
import { loadTokenKey, TokenCipher } from '../../sync-providers/token-cipher.ts';
import { SchoolSignOnRepository } from './school-sign-on.repository.ts';
import { schoolSignOnRoutes } from './school-sign-on.routes.ts';
import { SchoolSignOnService } from './school-sign-on.service.ts';

/** Signing in through the school's provider, Clever (issue 28 point 2). */
export const schoolSignOnModule = defineModule({
  name: 'school-sign-on',
  build: (shared, earlier) => {
    const { config } = shared;
    if (!earlier.auth) throw new Error('school-sign-on needs the auth module built first');
    return {
      schoolSignOn: new SchoolSignOnService(
        new SchoolSignOnRepository(shared.database.db),
        earlier.auth,
        new TokenCipher(loadTokenKey(config.sync.tokenKey, config.dataDir, config.isProduction)),
        config.sync,
        config.publicUrl,
      ),
    };
  },
  routes: (scope, own) => schoolSignOnRoutes(scope, own),
});
