import { defineModule } from '../../app-context.ts';
import { ParentHomeRepository } from './parent-home.repository.ts';
import { parentHomeRoutes } from './parent-home.routes.ts';
import { ParentHomeService } from './parent-home.service.ts';

/** The parent's home: a child's week, and the parent's weekly email switch. */
export const parentHomeModule = defineModule({
  name: 'parent-home',
  build: (shared, earlier) => ({
    parentHome: new ParentHomeService(
      new ParentHomeRepository(shared.database.db),
      earlier.studentProfile,
      earlier.leagues,
      shared.now,
    ),
  }),
  routes: (scope, own) => parentHomeRoutes(scope, own),
});
