import type { AssignmentKind } from '@mathsight/contract/assignments.ts';
import { STRAND_NAMES, type Strand } from '@mathsight/contract/content.ts';
import type { CsvCell } from '../../http/csv-safe.ts';
import type { AnswerExportRow, SchoolDayRange } from './data-exports.repository.ts';

/**
 * The transaction CSV's columns (issue 26 point 2): one row per answer, as a data manager reads it into
 * a spreadsheet or their school's data tool. Ids are the app's own, so rows join with the other exports;
 * an answer id is unique in the file (W for set work, P for practice: the two are stored apart).
 */
export const TRANSACTIONS_CSV_HEADER = [
  'Answer id',
  'Answered at (UK time)',
  'Student id',
  'Last name',
  'First name',
  'UPN',
  'Class',
  'Year group',
  'Work id',
  'Work name',
  'Work kind',
  'Question id',
  'Topic',
  'Strand',
  'Letter chosen',
  'Right letter',
  'Right or wrong',
  'Misconception',
  'Attempt',
  'Time taken (s)',
  'Confidence (1-5)',
] as const;

/** What the screens call each kind of work (the web's ASSIGNMENT_KIND_LABELS), and practice. */
const WORK_KIND_NAMES: Record<AssignmentKind, string> = {
  TopicQuiz: 'Topic quiz',
  DiagnosticQuiz: 'Diagnostic quiz',
  RetrievalPractice: 'Retrieval practice',
  FollowUp: 'Follow-up',
  CustomQuiz: 'Custom quiz',
};
export const PRACTICE_KIND_NAME = 'Practice';

const isStrand = (strand: string): strand is Strand => strand in STRAND_NAMES;
const isWorkKind = (kind: string): kind is AssignmentKind => kind in WORK_KIND_NAMES;

/** One answer's row, in TRANSACTIONS_CSV_HEADER's order (numbers as numbers, blank for none). */
export function transactionCells(row: AnswerExportRow): CsvCell[] {
  const practice = row.key.source === 'practice';
  return [
    `${practice ? 'P' : 'W'}${row.key.id}`,
    row.answeredAtUk,
    row.studentId,
    row.lastName,
    row.firstName,
    row.upn,
    row.className,
    row.yearGroup,
    row.workId,
    practice ? (row.practiceTopic ? `Practice: ${row.practiceTopic}` : 'Practice') : row.workName,
    practice
      ? PRACTICE_KIND_NAME
      : row.workKind && isWorkKind(row.workKind)
        ? WORK_KIND_NAMES[row.workKind]
        : row.workKind,
    row.questionId,
    row.topic,
    isStrand(row.strand) ? STRAND_NAMES[row.strand] : row.strand,
    row.letter,
    row.rightLetter,
    row.isCorrect ? 'Right' : 'Wrong',
    row.misconception,
    row.attempt,
    Math.round(row.timeTakenMs / 100) / 10,
    row.confidence,
  ];
}

/** answers-<class or school>-<from>-to-<to>.csv, in lower-case letters, digits, dots and dashes. */
export function transactionsCsvName(range: SchoolDayRange, className: string | null): string {
  const scope = (className ?? 'school')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `answers-${scope || 'class'}-${range.from}-to-${range.to}.csv`;
}
