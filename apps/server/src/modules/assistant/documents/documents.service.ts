import type {
  CsvSummary,
  CsvSummaryRequest,
  PdfRequest,
  PdfSection,
  StudentReport,
  StudentReportRequest,
} from '@mathsight/contract/assistant-documents.ts';
import {
  CSV_SUMMARY_MAX_ROWS,
  ASSISTANT_DOCUMENT_MESSAGES as M,
} from '@mathsight/contract/assistant-documents.ts';
import type { Caller } from '../../../auth/authenticate.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import type { SchoolAccessService } from '../../../school-access/school-access.service.ts';
import type { AssistantData } from '../assistant-data.ts';
import {
  type AssistantStore,
  assertWorkInScope,
  assistantAccess,
  assistantScope,
} from '../assistant-scope.ts';
import { readCsv } from './csv-read.ts';
import { summariseCsv } from './csv-summary.ts';
import { studentReport } from './student-report.ts';

/**
 * The assistant's documents (issue 29 point 4): a CSV summarised, a report per student for one work,
 * and the text a PDF is made of. Same scope as ask: a Confirmed teacher of a school whose
 * `teacher-assistant` flag is on (404 otherwise), their own classes, students and conversations.
 */
export class DocumentsService {
  constructor(
    private readonly repo: AssistantStore,
    private readonly access: SchoolAccessService,
    private readonly data: AssistantData,
  ) {}

  async csvSummary(caller: Caller, schoolId: number, request: CsvSummaryRequest): Promise<CsvSummary> {
    await assistantAccess(this.repo, this.access, caller, schoolId);
    const table = readCsv(request.csv);
    if (!table) throw badRequest(M.csvEmpty);
    if (table.rows.length > CSV_SUMMARY_MAX_ROWS) throw badRequest(M.csvSize);
    return summariseCsv(table, request.instruction, request.fileName || 'CSV summary');
  }

  async studentReport(
    caller: Caller,
    schoolId: number,
    request: StudentReportRequest,
  ): Promise<StudentReport> {
    const { classes } = await assistantScope(this.repo, this.access, caller, schoolId);
    await assertWorkInScope(this.access, caller, schoolId, classes, request.assignmentId);
    if (request.groupId !== undefined && !classes.some((c) => c.groupId === request.groupId))
      throw notFound();
    const [grid, held] = await Promise.all([
      this.data.grid(caller, request.assignmentId, request.groupId),
      this.data.misconceptions(caller, request.assignmentId, request.groupId),
    ]);
    const mine = new Set(classes.map((c) => c.groupId));
    return studentReport(grid, held, request.instruction, (g) => g !== null && mine.has(g));
  }

  /** The PDF's sections: the given text, or the caller's own conversation (one answer of it). */
  async pdfSections(caller: Caller, schoolId: number, request: PdfRequest): Promise<PdfSection[]> {
    await assistantAccess(this.repo, this.access, caller, schoolId);
    if (request.conversationId === undefined) return request.sections ?? [];
    const row = await this.repo.conversation(request.conversationId, caller.userId, schoolId);
    if (!row) throw notFound();
    let messages = await this.repo.messages(row.id);
    if (request.messageId !== undefined) {
      const i = messages.findIndex((m) => m.id === request.messageId && m.role === 'assistant');
      if (i < 0) throw notFound();
      const question = messages[i - 1];
      messages = [
        ...(question?.role === 'teacher' ? [question] : []),
        messages[i] as (typeof messages)[number],
      ];
    }
    return messages.map((m) => ({ heading: m.role === 'teacher' ? 'You asked' : 'Assistant', text: m.text }));
  }
}
