import { IdParamSchema } from '@mathsight/contract/common.ts';
import { lessonProgressPaths } from '@mathsight/contract/lesson-progress.paths.ts';
import {
  LessonProgressQuerySchema,
  LessonProgressReportSchema,
} from '@mathsight/contract/lesson-progress.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import { sendDownload } from '../../http/send-download.ts';
import type { LessonProgressService } from './lesson-progress.service.ts';
import { lessonProgressCsv, lessonProgressCsvName } from './lesson-progress-csv.ts';

/**
 * Issue 26, spec §7 Reports "lesson-progress": one class's progress through a piece of work's lesson
 * flows, and its CSV (the same rows). Any Confirmed teacher of the school (403 for others, before
 * validation); which classes they read is the service's (404).
 */
export async function lessonProgressRoutes(
  app: FastifyInstance,
  { lessonProgress }: { lessonProgress: LessonProgressService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  r.get(
    lessonProgressPaths.lessonProgress(':id'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: IdParamSchema,
        querystring: LessonProgressQuerySchema,
        response: { 200: LessonProgressReportSchema },
      },
    },
    (request) => lessonProgress.report(callerOf(request), request.params.id, request.query),
  );

  r.get(
    lessonProgressPaths.lessonProgressCsv(':id'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: IdParamSchema, querystring: LessonProgressQuerySchema },
    },
    async (request, reply) => {
      const report = await lessonProgress.report(callerOf(request), request.params.id, request.query);
      return sendDownload(reply, {
        filename: lessonProgressCsvName(report),
        body: lessonProgressCsv(report),
      });
    },
  );
}
