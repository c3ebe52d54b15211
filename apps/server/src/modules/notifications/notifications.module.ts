import { defineModule } from '../../app-context.ts';
import { NotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { NotificationsService } from './notifications.service.ts';

/** A user's notifications. */
export const notificationsModule = defineModule({
  name: 'notifications',
  build: (shared) => ({
    notifications: new NotificationsService(new NotificationsRepository(shared.database.db)),
  }),
  routes: (scope, own) => notificationsRoutes(scope, own),
});
