import type { ClassLeague, GroupLeague, LeagueStudent, SchoolLeague } from '@mathsight/contract/leagues.ts';
import { toSafeCsv } from '../../http/csv-safe.ts';

/**
 * The leagues as CSV: the rows and columns of the screens, numbers as numbers (toSafeCsv neutralises
 * names a spreadsheet would read as formulas).
 */
const EFFORT_HEADER = [
  'Effort points',
  'Questions answered',
  'Retries',
  'Time on task (minutes)',
  'Work completed',
];

const effortCells = (e: Omit<LeagueStudent, 'rank' | 'studentId' | 'firstName' | 'lastName' | 'classes'>) => [
  e.effortPoints,
  e.questionsAnswered,
  e.retries,
  e.timeOnTaskMinutes,
  e.workCompleted,
];

export function classLeagueCsv(league: ClassLeague): string {
  return toSafeCsv([
    ['Rank', 'First name', 'Last name', ...EFFORT_HEADER],
    ...league.students.map((s) => [s.rank, s.firstName, s.lastName, ...effortCells(s)]),
  ]);
}

export function schoolLeagueCsv(league: SchoolLeague): string {
  return toSafeCsv([
    ['Rank', 'First name', 'Last name', 'Classes', ...EFFORT_HEADER],
    ...league.students.map((s) => [s.rank, s.firstName, s.lastName, s.classes.join(', '), ...effortCells(s)]),
  ]);
}

export function groupLeagueCsv(league: GroupLeague): string {
  return toSafeCsv([
    ['Rank', 'Class', 'Year groups', 'Students', 'Effort points per student', ...EFFORT_HEADER],
    ...league.groups.map((g) => [
      g.rank,
      g.name,
      g.yearGroups.join(', '),
      g.studentCount,
      g.pointsPerStudent,
      ...effortCells(g.totals),
    ]),
  ]);
}

/** "class-league-8A-week-2026-11-23.csv". */
export function leagueFileName(kind: string, period: { period: string; start: string }, name?: string) {
  const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${[kind, name && slug(name), period.period, period.start].filter(Boolean).join('-')}.csv`;
}
