import { defineModule } from '../../app-context.ts';
import { ContentRepository } from './content.repository.ts';
import { contentRoutes } from './content.routes.ts';
import { ContentService } from './content.service.ts';

/** The curriculum and the question bank's content (partners read it too). */
export const contentModule = defineModule({
  name: 'content',
  build: (shared) => ({ content: new ContentService(new ContentRepository(shared.database.db)) }),
  routes: (scope, own) => contentRoutes(scope, own),
});
