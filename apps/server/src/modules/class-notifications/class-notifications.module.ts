import { defineModule } from '../../app-context.ts';
import { ClassNotificationsRepository } from './class-notifications.repository.ts';
import { classNotificationsRoutes } from './class-notifications.routes.ts';
import { ClassNotificationsService } from './class-notifications.service.ts';

/** Notes to a class. */
export const classNotificationsModule = defineModule({
  name: 'class-notifications',
  build: (shared) => ({
    classNotifications: new ClassNotificationsService(
      new ClassNotificationsRepository(shared.database.db),
      shared.access,
    ),
  }),
  routes: (scope, own) => classNotificationsRoutes(scope, own),
});
