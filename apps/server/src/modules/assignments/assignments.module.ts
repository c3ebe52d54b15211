import { defineModule } from '../../app-context.ts';
import { AssignmentsRepository } from './assignments.repository.ts';
import { assignmentsRoutes } from './assignments.routes.ts';
import { AssignmentsService } from './assignments.service.ts';

/** Setting and running work. */
export const assignmentsModule = defineModule({
  name: 'assignments',
  build: (shared) => ({
    assignments: new AssignmentsService(new AssignmentsRepository(shared.database.db), shared.access, {
      workChanges: shared.workChanges,
      now: shared.now,
    }),
  }),
  // Set work's pages are the plan's (its service has no routes of its own).
  routes: (scope, own, _shared, earlier) => assignmentsRoutes(scope, { ...own, plan: earlier.plan }),
});
