import { IdParamSchema } from '@mathsight/contract/common.ts';
import { notificationPaths } from '@mathsight/contract/notifications.paths.ts';
import {
  MarkAllNotificationsReadRequestSchema,
  MarkAllNotificationsReadResultSchema,
  NavigationContextSchema,
  NavigationQuerySchema,
  NOTIFICATIONS_PAGE_SIZE,
  NotificationListFilterSchema,
  NotificationListSchema,
  NotificationSchema,
  UpdateNotificationRequestSchema,
} from '@mathsight/contract/notifications.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import { PagingQuerySchema, parsePaging } from '../../http/paging.ts';
import type { NotificationsService } from './notifications.service.ts';

/** Spec §7 "Notifications" and the navigation context's badges. */
export async function notificationsRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  r.get(
    notificationPaths.userNotifications(':id'),
    {
      config: { access: 'teacherSelf' },
      schema: {
        tags,
        params: IdParamSchema,
        querystring: PagingQuerySchema,
        response: { 200: NotificationListSchema },
      },
    },
    (request) =>
      notifications.list(
        callerOf(request),
        request.params.id,
        parsePaging(request.query, {
          take: NOTIFICATIONS_PAGE_SIZE,
          maxTake: 100,
          filter: NotificationListFilterSchema,
        }),
      ),
  );

  r.put(
    notificationPaths.notification(':id'),
    {
      config: { access: 'teacherSelf' },
      schema: {
        tags,
        params: IdParamSchema,
        body: UpdateNotificationRequestSchema,
        response: { 200: NotificationSchema },
      },
    },
    (request) => notifications.update(callerOf(request), request.params.id, request.body.read),
  );

  r.put(
    notificationPaths.markAllRead(':id'),
    {
      config: { access: 'teacherSelf' },
      schema: {
        tags,
        params: IdParamSchema,
        body: MarkAllNotificationsReadRequestSchema,
        response: { 200: MarkAllNotificationsReadResultSchema },
      },
    },
    (request) => notifications.markAllRead(callerOf(request), request.params.id, request.body.schoolId),
  );

  r.get(
    notificationPaths.navigationContext(':id'),
    {
      config: { access: 'teacherSelf' },
      schema: {
        tags,
        params: IdParamSchema,
        querystring: NavigationQuerySchema,
        response: { 200: NavigationContextSchema },
      },
    },
    (request) => notifications.navigation(callerOf(request), request.params.id, request.query.schoolId),
  );
}
