import {
  type DiagnosticReport,
  type DiagnosticReportTable,
  TOPIC_REPORT_MISCONCEPTIONS,
  type TopicClassRow,
  type TopicReport,
  type TopicYearRow,
} from '@mathsight/contract/topic-reports.ts';
import { type CsvCell, toSafeCsv } from '../../http/csv-safe.ts';
import { plainMaths } from './plain-maths.ts';

/**
 * The two reports as CSV with the screen's rows and columns (numbers as numbers, blank where the
 * screen shows a dash; a proficiency's four counts and each misconception in columns of their own).
 * The web's tables use the same headings (features/topic-reports).
 */

const MISCONCEPTION_HEADERS = Array.from({ length: TOPIC_REPORT_MISCONCEPTIONS }, (_, i) => [
  `Misconception ${i + 1}`,
  `Students ${i + 1}`,
]).flat();

export const TOPIC_CSV_HEADERS = [
  'Kind',
  'Name',
  'Year group',
  'Students',
  'Students who answered',
  'First answers',
  'Right first time %',
  'Secure',
  'Developing',
  'Not yet',
  'Not enough answers yet',
  ...MISCONCEPTION_HEADERS,
];

function figures(r: TopicYearRow | TopicClassRow): CsvCell[] {
  const misconceptions = Array.from({ length: TOPIC_REPORT_MISCONCEPTIONS }, (_, i) => {
    const m = r.misconceptions[i];
    return m ? [m.name, m.studentCount] : ['', ''];
  }).flat();
  return [
    r.studentCount,
    r.answeredStudents,
    r.answers,
    r.scorePercent,
    r.proficiency.secure,
    r.proficiency.developing,
    r.proficiency.notYet,
    r.proficiency.notEnough,
    ...misconceptions,
  ];
}

/** The year groups' rows, then the classes'. */
export function topicReportCsv(report: TopicReport): string {
  return toSafeCsv([
    TOPIC_CSV_HEADERS,
    ...report.yearGroups.map((y) => ['Year group', y.name, y.name, ...figures(y)]),
    ...report.classes.map((c) => ['Class', c.code, c.yearGroupName ?? '', ...figures(c)]),
  ]);
}

export function diagnosticReportCsv(report: DiagnosticReport, table: DiagnosticReportTable): string {
  const quiz = report.quiz;
  if (table === 'questions') {
    return toSafeCsv([
      ['Question', 'Text', 'Answered', 'Right', 'Right first time %'],
      ...(quiz?.questions ?? []).map((q) => [
        `Q${q.sequence}`,
        plainMaths(q.stem),
        q.answered,
        q.correct,
        q.correctPercent,
      ]),
    ]);
  }
  const named = report.scope.kind === 'class';
  return toSafeCsv([
    [
      'Misconception',
      'Questions',
      'Students who chose it',
      '% of those who answered',
      ...(named ? ['Students'] : []),
    ],
    ...(quiz?.misconceptions ?? []).map((m) => [
      m.name,
      m.questionSequences.map((s) => `Q${s}`).join(', '),
      m.studentCount,
      m.percentOfAnswered,
      ...(named ? [(m.students ?? []).map((s) => `${s.firstName} ${s.lastName}`).join('; ')] : []),
    ]),
  ]);
}

/** A file name from typed names: letters, digits and dashes only. */
export function csvFileName(...parts: string[]): string {
  return `${parts
    .join('-')
    .replace(/[^A-Za-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()}.csv`;
}
