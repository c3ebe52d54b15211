import type {
  EffortReport,
  ProficiencyReport,
  StudentOverviewList,
} from '@mathsight/contract/student-reports.ts';
import { type CsvCell, toSafeCsv } from '../../http/csv-safe.ts';

/**
 * The students' reports as CSV files: the same rows and columns as the screens (numbers as numbers:
 * measures and standard errors in logits, effort in points), UTF-8 with a byte-order mark, every
 * cell made safe (toSafeCsv).
 */

export function overviewCsv(list: StudentOverviewList): string {
  return toSafeCsv([
    [
      'Last name',
      'First name',
      'Classes',
      'Year groups',
      'Proficiency',
      'Measure',
      'Standard error',
      'Answers',
      `Effort points (${list.term.name})`,
      'Last active',
    ],
    ...list.items.map((s) => [
      s.lastName,
      s.firstName,
      s.groups.map((g) => g.code).join(', '),
      s.yearGroups.map((y) => y.name).join(', '),
      s.proficiency?.label ?? 'not enough answers yet',
      s.proficiency?.measure ?? null,
      s.proficiency?.standardError ?? null,
      s.proficiency?.answerCount ?? 0,
      s.effortPoints,
      s.lastActiveAt,
    ]),
  ]);
}

/** One row a student; for each topic its label, measure and standard error (blank: no answers yet). */
export function proficiencyCsv(report: ProficiencyReport): string {
  return toSafeCsv([
    [
      'Last name',
      'First name',
      ...report.topics.flatMap((t) => [t.name, `${t.name}: measure`, `${t.name}: standard error`]),
    ],
    ...report.students.map((s): CsvCell[] => {
      const byTopic = new Map(s.topics.map((m) => [m.topicUnitId, m]));
      return [
        s.lastName,
        s.firstName,
        ...report.topics.flatMap((t): CsvCell[] => {
          const m = byTopic.get(t.topicUnitId);
          return m ? [m.label, m.measure, m.standardError] : ['', null, null];
        }),
      ];
    }),
  ]);
}

/** One row a student: their effort in the period, as the effort table shows it. */
export function effortCsv(report: EffortReport): string {
  return toSafeCsv([
    [
      'Last name',
      'First name',
      'Work completed',
      'Questions answered',
      'Retries',
      'Time on task (minutes)',
      `Effort points (${report.from} to ${report.to})`,
    ],
    ...report.students.map((s) => [
      s.lastName,
      s.firstName,
      s.effort.workCompleted,
      s.effort.questionsAnswered,
      s.effort.retries,
      s.effort.timeOnTaskMinutes,
      s.effort.effortPoints,
    ]),
  ]);
}

/** `<what>-<class code>-<YYYY-MM-DD>.csv`, the code in lower-case letters, digits and dashes. */
export function reportCsvName(what: string, code: string | null, today: Date): string {
  const slug =
    (code ?? 'all')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'class';
  return `${what}-${slug}-${today.toISOString().slice(0, 10)}.csv`;
}
