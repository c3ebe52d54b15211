import { IdParamSchema, listOf } from '@mathsight/contract/common.ts';
import { YearGroupSchema } from '@mathsight/contract/content.ts';
import { schoolStructurePaths } from '@mathsight/contract/school-structure.paths.ts';
import { DepartmentSchema } from '@mathsight/contract/school-structure.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { SchoolStructureService } from './school-structure.service.ts';

/** Spec §7 "Schools": the school's year groups and departments. */
export async function schoolStructureRoutes(
  app: FastifyInstance,
  { schoolStructure }: { schoolStructure: SchoolStructureService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['schools'];

  r.get(
    schoolStructurePaths.yearGroups(':id'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: IdParamSchema, response: { 200: listOf(YearGroupSchema) } },
    },
    async (request) => {
      const items = await schoolStructure.yearGroups(callerOf(request), request.params.id);
      return { items, total: items.length };
    },
  );

  r.get(
    schoolStructurePaths.departments(':id'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: IdParamSchema, response: { 200: listOf(DepartmentSchema) } },
    },
    async (request) => {
      const items = await schoolStructure.departments(callerOf(request), request.params.id);
      return { items, total: items.length };
    },
  );
}
