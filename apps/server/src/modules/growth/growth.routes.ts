import { IdParamSchema } from '@mathsight/contract/common.ts';
import { growthPaths } from '@mathsight/contract/growth.paths.ts';
import {
  ClassBaselineQuerySchema,
  ClassBaselineSchema,
  ClassGrowthQuerySchema,
  ClassGrowthSchema,
  GrowthByClassCsvQuerySchema,
  GrowthByClassQuerySchema,
  GrowthByClassSchema,
  StudentGrowthPdfQuerySchema,
  StudentGrowthReportSchema,
} from '@mathsight/contract/growth.ts';
import { SchoolStudentParamsSchema } from '@mathsight/contract/school-students.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import { sendDownload } from '../../http/send-download.ts';
import { sendSerialisedJson } from '../../http/serialised-json.ts';
import type { GrowthService } from './growth.service.ts';
import { classBaselineCsv, classGrowthCsv, growthByClassCsv } from './growth-csv.ts';
import { growthPdf } from './growth-pdf.ts';

const tags = ['reports'];

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'class';

/**
 * Baseline and growth (spec §7 "growth", "growth PDFs"; decision 0017): a class per student, the
 * school by class and year group, their CSVs (the screens' rows and columns) and the class's growth
 * PDF (a page per student). Any Confirmed teacher of the school; 404 for another school's class.
 */
export async function growthRoutes(app: FastifyInstance, { growth }: { growth: GrowthService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: 'schoolMember' as const };

  r.get(
    growthPaths.growth(':id'),
    {
      config: access,
      schema: {
        tags,
        params: IdParamSchema,
        querystring: ClassGrowthQuerySchema,
        response: { 200: ClassGrowthSchema },
      },
    },
    (request) => growth.classGrowth(callerOf(request), request.params.id, request.query),
  );

  r.get(
    growthPaths.growthCsv(':id'),
    { config: access, schema: { tags, params: IdParamSchema, querystring: ClassGrowthQuerySchema } },
    async (request, reply) => {
      const g = await growth.classGrowth(callerOf(request), request.params.id, request.query);
      return sendDownload(reply, {
        filename: `${slug(g.group.name)}-growth-${g.strand}.csv`,
        body: classGrowthCsv(g),
      });
    },
  );

  r.get(
    growthPaths.growthPdf(':id'),
    { config: access, schema: { tags, params: IdParamSchema, querystring: ClassGrowthQuerySchema } },
    async (request, reply) => {
      const {
        growth: g,
        topics,
        schoolName,
      } = await growth.classGrowthForPdf(callerOf(request), request.params.id, request.query);
      const pdf = await growthPdf(g, topics, { schoolName, today: new Date() });
      return sendDownload(reply, {
        filename: `${slug(g.group.name)}-growth-${g.strand}.pdf`,
        body: pdf,
        contentType: 'application/pdf',
      });
    },
  );

  r.get(
    growthPaths.studentGrowth(':id', ':studentId'),
    {
      config: access,
      schema: { tags, params: SchoolStudentParamsSchema, response: { 200: StudentGrowthReportSchema } },
    },
    (request) => growth.studentGrowth(callerOf(request), request.params.id, request.params.studentId),
  );

  r.get(
    growthPaths.studentGrowthPdf(':id', ':studentId'),
    {
      config: access,
      schema: { tags, params: SchoolStudentParamsSchema, querystring: StudentGrowthPdfQuerySchema },
    },
    async (request, reply) => {
      const {
        growth: g,
        topics,
        schoolName,
      } = await growth.studentGrowthForPdf(
        callerOf(request),
        request.params.id,
        request.params.studentId,
        request.query,
      );
      const pdf = await growthPdf(g, topics, { schoolName, today: new Date() });
      const s = g.students[0];
      return sendDownload(reply, {
        filename: `${slug(`${s?.firstName ?? ''} ${s?.lastName ?? ''}`)}-growth-${g.strand}.pdf`,
        body: pdf,
        contentType: 'application/pdf',
      });
    },
  );

  r.get(
    growthPaths.baseline(':id'),
    {
      config: access,
      schema: {
        tags,
        params: IdParamSchema,
        querystring: ClassBaselineQuerySchema,
        response: { 200: ClassBaselineSchema },
      },
    },
    (request) => growth.classBaseline(callerOf(request), request.params.id, request.query),
  );

  r.get(
    growthPaths.baselineCsv(':id'),
    { config: access, schema: { tags, params: IdParamSchema, querystring: ClassBaselineQuerySchema } },
    async (request, reply) => {
      const b = await growth.classBaseline(callerOf(request), request.params.id, request.query);
      return sendDownload(reply, {
        filename: `${slug(b.group.name)}-baseline.csv`,
        body: classBaselineCsv(b),
      });
    },
  );

  r.get(
    growthPaths.growthByClass(':id'),
    {
      config: access,
      schema: {
        tags,
        params: IdParamSchema,
        querystring: GrowthByClassQuerySchema,
        response: { 200: GrowthByClassSchema },
      },
    },
    async (request, reply) =>
      sendSerialisedJson(
        reply,
        await growth.growthByClassJson(callerOf(request), request.params.id, request.query),
      ),
  );

  r.get(
    growthPaths.growthByClassCsv(':id'),
    { config: access, schema: { tags, params: IdParamSchema, querystring: GrowthByClassCsvQuerySchema } },
    async (request, reply) => {
      const g = await growth.growthByClass(callerOf(request), request.params.id, request.query);
      const view = request.query.view;
      return sendDownload(reply, {
        filename: `school-${view}-${g.strand}.csv`,
        body: growthByClassCsv(g, view),
      });
    },
  );
}
