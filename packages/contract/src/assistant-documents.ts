import { z } from 'zod';
import { ASSISTANT_INSTRUCTION_MAX, AssistantFigureSchema } from './assistant.ts';
import { IdSchema, TextSchema } from './common.ts';

/**
 * The assistant's documents (issue 29 point 4, spec §7 "Second service (v1)": teacher-assistant
 * csv-summarizer and assignment-student-report; pdf-generator). Each needs a non-empty instruction
 * (spec §5); every figure is the server's own computation.
 */
export const ASSISTANT_DOCUMENT_MESSAGES = {
  csvInstruction: 'Say what you want to know about the CSV (for example "who scored below 50%")',
  reportInstruction: 'Say what the report is for (for example "parents\' evening")',
  pdfInstruction: 'Give the PDF a title',
  instructionLength: 'Keep the instruction under 1,000 characters',
  csvEmpty: 'Choose a CSV file with a header row and at least one row',
  csvSize: 'The CSV is too large: keep it under 1 MB and 5,000 rows',
  pdfSource: 'Choose an answer or a conversation to export, or give the text',
  sections: 'Give at most 500 sections of at most 20,000 characters',
  pdfLength: 'Keep the PDF under 500,000 characters of text',
} as const;

/** 1 MB of text and 5,000 rows: a class list or a marksheet, never a database dump. */
export const CSV_SUMMARY_MAX_CHARS = 1_000_000;
export const CSV_SUMMARY_MAX_ROWS = 5000;
export const PDF_TEXT_MAX_CHARS = 500_000;

const instruction = (message: string) =>
  TextSchema.trim()
    .min(1, message)
    .max(ASSISTANT_INSTRUCTION_MAX, ASSISTANT_DOCUMENT_MESSAGES.instructionLength);

/** POST /flow/v1/schools/{id}/teacher-assistant/csv-summarizer. */
export const CsvSummaryRequestSchema = z.object({
  instruction: instruction(ASSISTANT_DOCUMENT_MESSAGES.csvInstruction),
  csv: TextSchema.min(1, ASSISTANT_DOCUMENT_MESSAGES.csvEmpty).max(
    CSV_SUMMARY_MAX_CHARS,
    ASSISTANT_DOCUMENT_MESSAGES.csvSize,
  ),
  /** The file's name, shown in the summary's title only. */
  fileName: TextSchema.trim().max(200).optional(),
});
export type CsvSummaryRequest = z.infer<typeof CsvSummaryRequestSchema>;

/** One column as the server read it. Values are data: shown as text, never evaluated or obeyed. */
export const CsvColumnSummarySchema = z.object({
  name: z.string(),
  kind: z.enum(['number', 'text']),
  blanks: z.number().int().min(0),
  count: z.number().int().min(0),
  mean: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  median: z.number().nullable(),
  distinct: z.number().int().min(0),
  /** The most frequent values (text columns), most frequent first. */
  topValues: z.array(z.object({ value: z.string(), count: z.number().int().min(1) })),
});
export type CsvColumnSummary = z.infer<typeof CsvColumnSummarySchema>;

export const CsvSummarySchema = z.object({
  title: z.string(),
  rowCount: z.number().int().min(0),
  columns: z.array(CsvColumnSummarySchema),
  /** Cells starting with =, +, -, @ (spreadsheet formulas), counted and shown as plain text. */
  formulaCellCount: z.number().int().min(0),
  /** The first formula cells, as text (row 1 is the first row after the header). */
  formulaCells: z.array(z.object({ row: z.number().int().min(1), column: z.string(), text: z.string() })),
  /** What the instruction was read as ('below', 'average', … or 'summary'). */
  answeredAs: z.string(),
  /** Plain text, paragraphs split by a blank line. */
  text: z.string(),
  figures: z.array(AssistantFigureSchema),
  suggestions: z.array(z.string()),
});
export type CsvSummary = z.infer<typeof CsvSummarySchema>;

/** POST /flow/v1/schools/{id}/teacher-assistant/assignment-student-report. */
export const StudentReportRequestSchema = z.object({
  instruction: instruction(ASSISTANT_DOCUMENT_MESSAGES.reportInstruction),
  assignmentId: IdSchema,
  groupId: IdSchema.optional(),
});
export type StudentReportRequest = z.infer<typeof StudentReportRequestSchema>;

export const StudentReportLineSchema = z.object({
  studentId: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  groupId: z.number().int().nullable(),
  status: z.string(),
  scorePercent: z.number().nullable(),
  correctCount: z.number().int().min(0),
  answeredCount: z.number().int().min(0),
  questionCount: z.number().int().min(0),
  /** The misconceptions behind the student's wrong first attempts (names). */
  misconceptions: z.array(z.string()),
  practiseNext: z.string(),
  parentsEvening: z.string(),
});
export type StudentReportLine = z.infer<typeof StudentReportLineSchema>;

export const StudentReportSchema = z.object({
  assignmentId: IdSchema,
  workName: z.string(),
  groupId: z.number().int().nullable(),
  instruction: z.string(),
  questionCount: z.number().int().min(0),
  students: z.array(StudentReportLineSchema),
});
export type StudentReport = z.infer<typeof StudentReportSchema>;

export const PdfSectionSchema = z.object({
  heading: TextSchema.trim().max(200).optional(),
  text: TextSchema.max(20_000, ASSISTANT_DOCUMENT_MESSAGES.sections),
});
export type PdfSection = z.infer<typeof PdfSectionSchema>;

/**
 * POST /flow/v1/schools/{id}/pdf-generator: a PDF (application/pdf) of one of the caller's
 * conversations (or one answer in it, `messageId`), or of text sections the screen already shows
 * (a CSV summary, student reports). The instruction is the PDF's title.
 */
export const PdfRequestSchema = z
  .object({
    instruction: instruction(ASSISTANT_DOCUMENT_MESSAGES.pdfInstruction),
    conversationId: IdSchema.optional(),
    messageId: IdSchema.optional(),
    sections: z.array(PdfSectionSchema).min(1).max(500, ASSISTANT_DOCUMENT_MESSAGES.sections).optional(),
  })
  .refine((r) => r.conversationId !== undefined || r.sections !== undefined, {
    message: ASSISTANT_DOCUMENT_MESSAGES.pdfSource,
    path: ['conversationId'],
  })
  // A document, not a dump: the text of all sections together stays under the body limit.
  .refine((r) => (r.sections ?? []).reduce((n, s) => n + s.text.length, 0) <= PDF_TEXT_MAX_CHARS, {
    message: ASSISTANT_DOCUMENT_MESSAGES.pdfLength,
    path: ['sections'],
  });
export type PdfRequest = z.infer<typeof PdfRequestSchema>;

/** The report as text sections (for the PDF and for copying). */
export function studentReportSections(report: StudentReport): PdfSection[] {
  return report.students.map((s) => ({
    heading: `${s.firstName} ${s.lastName}`,
    text: [
      `${s.status}. ${s.correctCount} of ${s.questionCount} right${s.scorePercent === null ? '' : ` (${s.scorePercent}%)`}.`,
      s.misconceptions.length > 0
        ? `Misconceptions: ${s.misconceptions.join('; ')}.`
        : 'No misconception shown.',
      `Practise next: ${s.practiseNext}`,
      `For parents' evening: ${s.parentsEvening}`,
    ].join('\n'),
  }));
}
