import { GroupIdParamSchema } from '@mathsight/contract/assignments.ts';
import { IdParamSchema } from '@mathsight/contract/common.ts';
import { groupPaths } from '@mathsight/contract/groups.paths.ts';
import {
  AddClassStudentsRequestSchema,
  AddedClassStudentsSchema,
  GroupDetailSchema,
  GroupStudentCollectionRequestSchema,
  GroupStudentListSchema,
  GroupStudentsChangedSchema,
  GroupTeacherListSchema,
  MoveGroupStudentsRequestSchema,
  SchoolGroupListSchema,
  SetGroupTeachersRequestSchema,
  UpdateGroupRequestSchema,
} from '@mathsight/contract/groups.ts';
import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { GroupsService } from './groups.service.ts';

/**
 * Spec §7 "Groups": a class's students (for choosing some students of a class when setting work),
 * and adding students to it by name (the join-class flow's student entries); running the school's
 * classes (issue 13): the list, one class, edit and delete, its teachers, students in, out and moved,
 * and a teacher's classes.
 */
export async function groupsRoutes(app: FastifyInstance, { groups }: { groups: GroupsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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

  const tags = ['groups'];

  r.get(
    schoolPaths.groups(':id'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: IdParamSchema, response: { 200: SchoolGroupListSchema } },
    },
    (request) => groups.schoolGroups(callerOf(request), request.params.id),
  );

  r.get(
    groupPaths.teacherGroups(':id'),
    {
      // The teacher themselves, or an administrator of their school (the service; 404 otherwise).
      config: { access: 'teacherSelf' },
      schema: { tags, params: IdParamSchema, response: { 200: SchoolGroupListSchema } },
    },
    (request) => groups.teacherGroups(callerOf(request), request.params.id),
  );

  r.get(
    groupPaths.group(':id'),
    {
      config: { access: 'classTeacher' },
      schema: { tags, params: IdParamSchema, response: { 200: GroupDetailSchema } },
    },
    (request) => groups.detail(callerOf(request), request.params.id),
  );

  r.put(
    groupPaths.group(':id'),
    {
      config: { access: 'classTeacher' },
      schema: {
        tags,
        params: IdParamSchema,
        body: UpdateGroupRequestSchema,
        response: { 200: GroupDetailSchema },
      },
    },
    (request) => groups.update(callerOf(request), request.params.id, request.body),
  );

  r.delete(
    groupPaths.group(':id'),
    {
      config: { access: 'classTeacher' },
      schema: { tags, params: IdParamSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await groups.delete(callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    groupPaths.teachers(':id'),
    {
      config: { access: 'classTeacher' },
      schema: { tags, params: IdParamSchema, response: { 200: GroupTeacherListSchema } },
    },
    (request) => groups.teachers(callerOf(request), request.params.id),
  );

  r.put(
    groupPaths.teachers(':id'),
    {
      config: { access: 'classTeacher' },
      schema: {
        tags,
        params: IdParamSchema,
        body: SetGroupTeachersRequestSchema,
        response: { 200: GroupTeacherListSchema },
      },
    },
    (request) => groups.setTeachers(callerOf(request), request.params.id, request.body),
  );

  r.put(
    groupPaths.addStudents(':id'),
    {
      config: { access: 'classTeacher' },
      schema: {
        tags,
        params: IdParamSchema,
        body: GroupStudentCollectionRequestSchema,
        response: { 200: GroupStudentsChangedSchema },
      },
    },
    (request) => groups.addMembers(callerOf(request), request.params.id, request.body),
  );

  r.put(
    groupPaths.removeStudents(':id'),
    {
      config: { access: 'classTeacher' },
      schema: {
        tags,
        params: IdParamSchema,
        body: GroupStudentCollectionRequestSchema,
        response: { 200: GroupStudentsChangedSchema },
      },
    },
    (request) => groups.removeMembers(callerOf(request), request.params.id, request.body),
  );

  r.put(
    groupPaths.moveStudents(':id'),
    {
      config: { access: 'classTeacher' },
      schema: {
        tags,
        params: IdParamSchema,
        body: MoveGroupStudentsRequestSchema,
        response: { 200: GroupStudentsChangedSchema },
      },
    },
    (request) => groups.moveMembers(callerOf(request), request.params.id, request.body),
  );
}
