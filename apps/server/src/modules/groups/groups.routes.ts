import { groupPaths } from '@mathsight/contract/api-paths.ts';
import { GroupIdParamSchema } from '@mathsight/contract/assignments.ts';
import {
  AddClassStudentsRequestSchema,
  AddedClassStudentsSchema,
  GroupStudentListSchema,
} from '@mathsight/contract/groups.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../../auth/authenticate.ts';

/**
 * Spec §7 "Groups": a class's students (for choosing some students of a class when setting work),
 * and adding students to it by name (the join-class flow's student entries).
 */
export async function groupsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { groups } = ctx.services;

  r.get(
    groupPaths.students(':groupId'),
    {
      config: { access: 'schoolMember' },
      schema: { tags: ['groups'], params: GroupIdParamSchema, response: { 200: GroupStudentListSchema } },
    },
    (request) => groups.students(callerOf(request), request.params.groupId),
  );

  r.post(
    groupPaths.students(':groupId'),
    {
      config: { access: 'classTeacher' },
      schema: {
        tags: ['groups'],
        params: GroupIdParamSchema,
        body: AddClassStudentsRequestSchema,
        response: { 201: AddedClassStudentsSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await groups.addStudents(callerOf(request), request.params.groupId, request.body)),
  );
}
