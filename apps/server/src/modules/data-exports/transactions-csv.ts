import type { AssignmentKind } from '@mathsight/contract/assignments.ts';
import { STRAND_NAMES, type Strand } from '@mathsight/contract/content.ts';
import type { CsvCell } from '../../http/csv-safe.ts';
import type { AnswerExportRow, ExportPerson, SchoolDayRange } from './data-exports.repository.ts';
import { ukIsoTime } from './uk-time.ts';

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

/**
 * One answer's row (with its student's details), in the order of the contract's TRANSACTIONS_CSV_COLUMNS (numbers as numbers, blank
 * for none). Practice is marked by its W/P answer id, its work kind "Practice" and its work name.
 */
export function transactionCells(row: AnswerExportRow, person: ExportPerson): CsvCell[] {
  const practice = row.key.source === 'practice';
  return [
    `${practice ? 'P' : 'W'}${row.key.id}`,
    ukIsoTime(row.answeredAtSeconds),
    row.studentId,
    person.lastName,
    person.firstName,
    person.upn,
    // Set work: the class it was set through; practice: the student's classes now.
    practice ? person.classes : row.workClassName,
    person.yearGroup,
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

/**
 * answers-<class or school>-<from>-to-<to>.csv, the class's code in lower-case letters, digits and dashes
 * (the header's name for clients other than the web app, which names the file it saves itself).
 */
export function transactionsCsvName(range: SchoolDayRange, className: string | null): string {
  const scope =
    className
      ?.toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'class';
  return `answers-${className === null ? 'school' : scope}-${range.from}-to-${range.to}.csv`;
}
