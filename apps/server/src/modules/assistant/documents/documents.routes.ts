import { assistantDocumentPaths as paths } from '@mathsight/contract/assistant-documents.paths.ts';
import {
  CsvSummaryRequestSchema,
  CsvSummarySchema,
  PdfRequestSchema,
  StudentReportRequestSchema,
  StudentReportSchema,
} from '@mathsight/contract/assistant-documents.ts';
import { IdParamSchema } from '@mathsight/contract/common.ts';
import { fileNamePart } from '@mathsight/contract/file-name-part.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../../auth/authenticate.ts';
import { sendDownload } from '../../../http/send-download.ts';
import type { DocumentsService } from './documents.service.ts';
import { assistantPdf } from './documents-pdf.ts';

/** Room for a 1 MB CSV in its JSON string (escaped quotes and newlines), and no more. */
const CSV_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * The assistant's documents (issue 29 point 4; spec §7: teacher-assistant csv-summarizer and
 * assignment-student-report, and pdf-generator beside them). Any Confirmed teacher of the school; the
 * service answers 404 while the `teacher-assistant` flag is off and for what is not the caller's.
 */
export async function documentsRoutes(
  app: FastifyInstance,
  { assistantDocuments: docs }: { assistantDocuments: DocumentsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assistant'];
  const access = { access: 'schoolMember' as const };

  r.post(
    paths.csvSummarizer(':id'),
    {
      config: access,
      bodyLimit: CSV_BODY_LIMIT,
      schema: {
        tags,
        params: IdParamSchema,
        body: CsvSummaryRequestSchema,
        response: { 200: CsvSummarySchema },
      },
    },
    (request) => docs.csvSummary(callerOf(request), request.params.id, request.body),
  );

  r.post(
    paths.studentReport(':id'),
    {
      config: access,
      schema: {
        tags,
        params: IdParamSchema,
        body: StudentReportRequestSchema,
        response: { 200: StudentReportSchema },
      },
    },
    (request) => docs.studentReport(callerOf(request), request.params.id, request.body),
  );

  r.post(
    paths.pdf(':id'),
    {
      config: access,
      bodyLimit: CSV_BODY_LIMIT,
      schema: { tags, params: IdParamSchema, body: PdfRequestSchema },
    },
    async (request, reply) => {
      const sections = await docs.pdfSections(callerOf(request), request.params.id, request.body);
      const pdf = await assistantPdf({ title: request.body.instruction, sections, today: new Date() });
      return sendDownload(reply, {
        filename: `${fileNamePart(request.body.instruction, 'assistant')}.pdf`,
        body: pdf,
        contentType: 'application/pdf',
      });
    },
  );
}
