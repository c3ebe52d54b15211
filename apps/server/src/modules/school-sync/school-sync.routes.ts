import { IdParamSchema } from '@mathsight/contract/common.ts';
import { schoolSyncPaths } from '@mathsight/contract/school-sync.paths.ts';
import {
  RosterHealthSchema,
  STUDENT_IMPORTS_MAX_TAKE,
  STUDENT_IMPORTS_PAGE_SIZE,
  StudentImportHistorySchema,
} from '@mathsight/contract/school-sync.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import { PagingQuerySchema, parsePaging } from '../../http/paging.ts';
import type { SchoolSyncService } from './school-sync.service.ts';

/** Spec §2 settings/sync: the school's student import history and the roster's loose ends. */
export async function schoolSyncRoutes(
  app: FastifyInstance,
  { schoolSync }: { schoolSync: SchoolSyncService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['schools'];

  r.get(
    schoolSyncPaths.studentImports(':id'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: IdParamSchema,
        querystring: PagingQuerySchema,
        response: { 200: StudentImportHistorySchema },
      },
    },
    (request) =>
      schoolSync.imports(
        callerOf(request),
        request.params.id,
        parsePaging(request.query, { take: STUDENT_IMPORTS_PAGE_SIZE, maxTake: STUDENT_IMPORTS_MAX_TAKE }),
      ),
  );

  r.get(
    schoolSyncPaths.rosterHealth(':id'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: IdParamSchema, response: { 200: RosterHealthSchema } },
    },
    (request) => schoolSync.rosterHealth(callerOf(request), request.params.id),
  );
}
