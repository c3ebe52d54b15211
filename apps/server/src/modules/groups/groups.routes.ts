import { groupPaths } from '@mathsight/contract/api-paths.ts';
import { GroupIdParamSchema } from '@mathsight/contract/assignments.ts';
import { GroupStudentListSchema } from '@mathsight/contract/groups.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../../auth/authenticate.ts';

/** Spec §7 "Groups": a class's students (for choosing some students of a class when setting work). */
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
}
