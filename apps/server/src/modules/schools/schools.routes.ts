import { IdParamSchema } from '@mathsight/contract/common.ts';
import { groupPaths } from '@mathsight/contract/groups.paths.ts';
import { schoolSettingsPaths } from '@mathsight/contract/school-settings.paths.ts';
import {
  MotivationalFeaturesRequestSchema,
  UpdateSchoolRequestSchema,
} from '@mathsight/contract/school-settings.ts';
import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import {
  CreatedGroupSchema,
  CreateGroupRequestSchema,
  CreateSchoolRequestSchema,
  GroupInvitationSchema,
  JoinSchoolRequestSchema,
  JoinSchoolResponseSchema,
  SCHOOL_SEARCH_TAKE,
  SchoolSchema,
  SchoolSearchFilterSchema,
  SchoolSearchResultSchema,
} from '@mathsight/contract/schools.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import { PagingQuerySchema, parsePaging } from '../../http/paging.ts';
import type { SchoolsService } from './schools.service.ts';

/** Spec §7 "Schools": search, add, read and join a school; make its classes; a class's code. */
export async function schoolsRoutes(app: FastifyInstance, { schools }: { schools: SchoolsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['schools'];

  r.get(
    schoolPaths.schools,
    {
      config: { access: 'teacher' },
      schema: { tags, querystring: PagingQuerySchema, response: { 200: SchoolSearchResultSchema } },
    },
    (request) =>
      schools.search(
        callerOf(request),
        parsePaging(request.query, {
          take: SCHOOL_SEARCH_TAKE,
          maxTake: SCHOOL_SEARCH_TAKE,
          filter: SchoolSearchFilterSchema,
        }),
      ),
  );

  r.post(
    schoolPaths.schools,
    {
      config: { access: 'teacher' },
      schema: { tags, body: CreateSchoolRequestSchema, response: { 201: SchoolSchema } },
    },
    async (request, reply) => reply.code(201).send(await schools.create(callerOf(request), request.body)),
  );

  r.get(
    schoolPaths.school(':id'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: IdParamSchema, response: { 200: SchoolSchema } },
    },
    (request) => schools.get(callerOf(request), request.params.id),
  );

  r.put(
    schoolPaths.school(':id'),
    {
      config: { access: 'schoolAdministrator' },
      schema: {
        tags,
        params: IdParamSchema,
        body: UpdateSchoolRequestSchema,
        response: { 200: SchoolSchema },
      },
    },
    (request) => schools.update(callerOf(request), request.params.id, request.body),
  );

  r.put(
    schoolSettingsPaths.motivationalFeatures(':id'),
    {
      config: { access: 'schoolAdministrator' },
      schema: {
        tags,
        params: IdParamSchema,
        body: MotivationalFeaturesRequestSchema,
        response: { 200: SchoolSchema },
      },
    },
    (request) => schools.setMotivationalFeatures(callerOf(request), request.params.id, request.body.enabled),
  );

  r.post(
    schoolPaths.teachers(':id'),
    {
      config: { access: 'teacher' },
      schema: {
        tags,
        params: IdParamSchema,
        body: JoinSchoolRequestSchema,
        response: { 201: JoinSchoolResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await schools.join(callerOf(request), request.params.id, request.body)),
  );

  r.post(
    schoolPaths.groups(':id'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: IdParamSchema,
        body: CreateGroupRequestSchema,
        response: { 201: CreatedGroupSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await schools.createGroup(callerOf(request), request.params.id, request.body)),
  );

  r.get(
    groupPaths.invitation(':id'),
    {
      config: { access: 'classTeacher' },
      schema: { tags, params: IdParamSchema, response: { 200: GroupInvitationSchema } },
    },
    (request) => schools.groupInvitation(callerOf(request), request.params.id),
  );
}
