import { SchoolStudentParamsSchema } from '@mathsight/contract/school-students.ts';
import { studentProfilePaths } from '@mathsight/contract/student-profile.paths.ts';
import {
  StudentEffortSchema,
  StudentMisconceptionsSchema,
  StudentPredictionsSchema,
  StudentProfileSchema,
  StudentTopicsExportQuerySchema,
  StudentWorkSchema,
} from '@mathsight/contract/student-profile.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import { sendDownload } from '../../http/send-download.ts';
import type { StudentProfileService } from './student-profile.service.ts';
import { topicsCsv, topicsCsvName } from './topics-csv.ts';

/**
 * Issue 14 point 6, spec §2 `/{schoolId}/students/{studentId}/*`: the student page, one call per tab,
 * for a Confirmed teacher of the school (403 for others before validation; 404 for another school's
 * student or a school that is not the caller's).
 */
export async function studentProfileRoutes(
  app: FastifyInstance,
  { studentProfile }: { studentProfile: StudentProfileService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['students'];
  const params = SchoolStudentParamsSchema;

  r.get(
    studentProfilePaths.profile(':id', ':studentId'),
    { config: { access: 'schoolMember' }, schema: { tags, params, response: { 200: StudentProfileSchema } } },
    (request) => studentProfile.profile(callerOf(request), request.params.id, request.params.studentId),
  );

  r.get(
    studentProfilePaths.topicsExport(':id', ':studentId'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params, querystring: StudentTopicsExportQuerySchema },
    },
    async (request, reply) => {
      const profile = await studentProfile.profile(
        callerOf(request),
        request.params.id,
        request.params.studentId,
      );
      return sendDownload(reply, { filename: topicsCsvName(profile, new Date()), body: topicsCsv(profile) });
    },
  );

  r.get(
    studentProfilePaths.misconceptions(':id', ':studentId'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params, response: { 200: StudentMisconceptionsSchema } },
    },
    (request) =>
      studentProfile.misconceptions(callerOf(request), request.params.id, request.params.studentId),
  );

  r.get(
    studentProfilePaths.work(':id', ':studentId'),
    { config: { access: 'schoolMember' }, schema: { tags, params, response: { 200: StudentWorkSchema } } },
    (request) => studentProfile.work(callerOf(request), request.params.id, request.params.studentId),
  );

  r.get(
    studentProfilePaths.predictions(':id', ':studentId'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params, response: { 200: StudentPredictionsSchema } },
    },
    (request) => studentProfile.predictions(callerOf(request), request.params.id, request.params.studentId),
  );

  r.get(
    studentProfilePaths.effort(':id', ':studentId'),
    { config: { access: 'schoolMember' }, schema: { tags, params, response: { 200: StudentEffortSchema } } },
    (request) =>
      studentProfile.effortThisTerm(callerOf(request), request.params.id, request.params.studentId),
  );
}
