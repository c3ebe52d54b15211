import { IdParamSchema } from '@mathsight/contract/common.ts';
import { schoolParentPaths } from '@mathsight/contract/school-parents.paths.ts';
import {
  ParentCoverageSchema,
  ParentLinkParamsSchema,
  SCHOOL_PARENTS_MAX_TAKE,
  SCHOOL_PARENTS_PAGE_SIZE,
  SchoolParentFilterSchema,
  SchoolParentListSchema,
} from '@mathsight/contract/school-parents.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate.ts';
import { PagingQuerySchema, parsePaging } from '../../http/paging.ts';
import type { SchoolParentsService } from './school-parents.service.ts';

/** Spec §2 settings/parents: the school's parents, the share of students with one, and unlinking. */
export async function schoolParentsRoutes(
  app: FastifyInstance,
  { schoolParents }: { schoolParents: SchoolParentsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['schools'];

  r.get(
    schoolParentPaths.parents(':id'),
    {
      // Every Confirmed teacher; which parents they see is parentsVisibleTo's (the service).
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: IdParamSchema,
        querystring: PagingQuerySchema,
        response: { 200: SchoolParentListSchema },
      },
    },
    (request) =>
      schoolParents.list(
        callerOf(request),
        request.params.id,
        parsePaging(request.query, {
          take: SCHOOL_PARENTS_PAGE_SIZE,
          maxTake: SCHOOL_PARENTS_MAX_TAKE,
          filter: SchoolParentFilterSchema,
        }),
      ),
  );

  r.get(
    schoolParentPaths.coverage(':id'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: IdParamSchema, response: { 200: ParentCoverageSchema } },
    },
    (request) => schoolParents.coverage(callerOf(request), request.params.id),
  );

  r.delete(
    schoolParentPaths.link(':id', ':parentId', ':studentId'),
    {
      config: { access: 'schoolAdministrator' },
      schema: { tags, params: ParentLinkParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await schoolParents.unlink(
        callerOf(request),
        request.params.id,
        request.params.parentId,
        request.params.studentId,
      );
      return reply.code(204).send(null);
    },
  );
}
