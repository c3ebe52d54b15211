import {
  ClassMessageListSchema,
  ClassMessageRequestSchema,
  ClassMessageSchema,
  ClassMessageValidationSchema,
} from '@mathsight/contract/class-notifications.ts';
import { IdParamSchema } from '@mathsight/contract/common.ts';
import { schoolSettingsPaths } from '@mathsight/contract/school-settings.paths.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { ClassNotificationsService } from './class-notifications.service.ts';

/**
 * Spec §7 Groups: teacher-group notifications. A class's teachers and the school's administrators
 * message its students (`classTeacher`, but a teacher of the school who does not teach the class gets
 * 404 from `assertCanMessageClass`, not 403).
 */
export async function classNotificationsRoutes(
  app: FastifyInstance,
  { classNotifications }: { classNotifications: ClassNotificationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['groups'];

  r.post(
    schoolSettingsPaths.validateClassMessage(':id'),
    {
      config: { access: 'classTeacher' },
      schema: {
        tags,
        params: IdParamSchema,
        body: ClassMessageRequestSchema,
        response: { 200: ClassMessageValidationSchema },
      },
    },
    (request) => classNotifications.validate(callerOf(request), request.params.id),
  );

  r.post(
    schoolSettingsPaths.classMessages(':id'),
    {
      config: { access: 'classTeacher' },
      schema: {
        tags,
        params: IdParamSchema,
        body: ClassMessageRequestSchema,
        response: { 201: ClassMessageSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await classNotifications.send(callerOf(request), request.params.id, request.body)),
  );

  r.get(
    schoolSettingsPaths.classMessages(':id'),
    {
      config: { access: 'classTeacher' },
      schema: { tags, params: IdParamSchema, response: { 200: ClassMessageListSchema } },
    },
    (request) => classNotifications.history(callerOf(request), request.params.id),
  );
}
