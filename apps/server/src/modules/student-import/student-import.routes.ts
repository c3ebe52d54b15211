import { IdParamSchema } from '@mathsight/contract/common.ts';
import { schoolStudentPaths } from '@mathsight/contract/school-students.paths.ts';
import {
  SignInSlipsRequestSchema,
  StudentImportCheckSchema,
  StudentImportRequestSchema,
  StudentImportResultSchema,
  StudentImportValidationSchema,
} from '@mathsight/contract/student-import.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import { sendDownload } from '../../http/send-download.ts';
import type { StudentImportService } from './student-import.service.ts';

/**
 * A file of 2,000 students from a wide MIS export (UPN, names, DOB, class, year, email and more), sent
 * as JSON text, is well under 1 MiB, the app's default; the file's own limit is 1.5 million characters
 * (STUDENT_IMPORT_MAX_CHARS), which JSON escaping and UTF-8 can make about 4 MiB at worst.
 */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

/** Issue 13 point 3, spec §7 "Schools": validate-import, the student collection, and sign-in slips. */
export async function studentImportRoutes(
  app: FastifyInstance,
  { studentImport }: { studentImport: StudentImportService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['schools'];

  r.post(
    schoolStudentPaths.validateImport(':id'),
    {
      config: { access: 'schoolAdministrator' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        params: IdParamSchema,
        body: StudentImportCheckSchema,
        response: { 200: StudentImportValidationSchema },
      },
    },
    (request) => studentImport.validate(callerOf(request), request.params.id, request.body),
  );

  r.post(
    schoolStudentPaths.collection(':id'),
    {
      config: { access: 'schoolAdministrator' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        params: IdParamSchema,
        body: StudentImportRequestSchema,
        response: { 201: StudentImportResultSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await studentImport.import(callerOf(request), request.params.id, request.body)),
  );

  r.post(
    schoolStudentPaths.signInSlips(':id'),
    {
      config: { access: 'schoolAdministrator' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, params: IdParamSchema, body: SignInSlipsRequestSchema },
    },
    async (request, reply) => {
      const pdf = await studentImport.signInSlips(callerOf(request), request.params.id, request.body);
      return sendDownload(reply, {
        filename: 'sign-in-slips.pdf',
        body: pdf,
        contentType: 'application/pdf',
      });
    },
  );
}
