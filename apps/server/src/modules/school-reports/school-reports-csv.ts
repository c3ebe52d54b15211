import {
  BEHIND_REASON_TEXT,
  type ClassReportRow,
  type GroupReport,
  type GroupReportTable,
  type LabelCounts,
  type SchoolReport,
  type SchoolReportTable,
  type YearGroupReportRow,
} from '@mathsight/contract/school-reports.ts';
import { type CsvCell, toSafeCsv } from '../../http/csv-safe.ts';

/**
 * Each report table as a CSV with the screen's rows and columns (numbers as numbers, blank where the
 * screen shows a dash). The web's tables use the same headings (school-reports feature).
 */

const LABEL_HEADERS = ['Secure', 'Developing', 'Not yet', 'Not enough answers yet'];
const labels = (p: LabelCounts): CsvCell[] => [p.secure, p.developing, p.notYet, p.notEnough];
/** A class's or year's counts are of strand measures (a student per strand), as the screen says. */
const STRAND_MEASURE_HEADERS = LABEL_HEADERS.map((h) => `Strand measures: ${h.toLowerCase()}`);
const ATTAINMENT_HEADERS = [
  'Students',
  'Work due',
  'Handed in',
  'Completion %',
  'Score %',
  ...STRAND_MEASURE_HEADERS,
  'Level vs expected (logits)',
  'Standard error',
];
const attainment = (r: Omit<YearGroupReportRow, 'yearGroupId' | 'name' | 'classCount'>): CsvCell[] => [
  r.studentCount,
  r.workDue,
  r.handedIn,
  r.completionPercent,
  r.scorePercent,
  ...labels(r.proficiency),
  r.levelGap,
  r.levelGapSe,
];

export function classesCsv(classes: ClassReportRow[]): string {
  return toSafeCsv([
    ['Class', 'Year group', ...ATTAINMENT_HEADERS, 'Falling behind'],
    ...classes.map((c) => [
      c.code,
      c.yearGroupName ?? '',
      ...attainment(c),
      c.behind.map((b) => BEHIND_REASON_TEXT[b]).join('; '),
    ]),
  ]);
}

export function yearGroupsCsv(rows: YearGroupReportRow[]): string {
  return toSafeCsv([
    ['Year group', 'Classes', ...ATTAINMENT_HEADERS],
    ...rows.map((y) => [y.name, y.classCount, ...attainment(y)]),
  ]);
}

export function schoolReportCsv(report: SchoolReport, table: SchoolReportTable): string {
  switch (table) {
    case 'yearGroups':
      return yearGroupsCsv(report.yearGroups);
    case 'classes':
      return classesCsv(report.classes);
    case 'misconceptions':
      return toSafeCsv([
        ['Misconception', 'Times chosen', 'Classes', 'Chosen most by'],
        ...report.misconceptions.map((m) => [m.name, m.answers, m.classCount, m.topGroupCode ?? '']),
      ]);
    case 'topics':
      return toSafeCsv([
        ['Year group', 'Topic', 'Strand', 'Taught', 'First answers', 'Right first time %'],
        ...report.topics.map((t) => [
          t.yearGroupName,
          t.name,
          t.strand,
          t.taught ? 'Taught' : 'Not yet taught',
          t.answers,
          t.scorePercent,
        ]),
      ]);
  }
}

export function groupReportCsv(report: GroupReport, table: GroupReportTable): string {
  switch (table) {
    case 'topics':
      return toSafeCsv([
        ['Topic', 'Strand', 'First answers', 'Right first time %', ...LABEL_HEADERS],
        ...report.topics.map((t) => [t.name, t.strand, t.answers, t.scorePercent, ...labels(t.proficiency)]),
      ]);
    case 'misconceptions':
      return toSafeCsv([
        ['Misconception', 'Times chosen', 'How to fix'],
        ...report.misconceptions.map((m) => [m.name, m.answers, m.howToFix]),
      ]);
    case 'work':
      return toSafeCsv([
        ['Work', 'Kind', 'Set', 'Due', 'Students', 'Handed in', 'Completion %', 'Score %'],
        ...report.work.map((w) => [
          w.name,
          w.kind,
          w.startDate.slice(0, 10),
          w.endDate.slice(0, 10),
          w.studentCount,
          w.handedIn,
          w.completionPercent,
          w.scorePercent,
        ]),
      ]);
  }
}

/** The file name: the report, the table and the window's first day. */
export function reportCsvName(report: string, table: string, from: string): string {
  return `${report}-${table}-from-${from}.csv`.replace(/[^A-Za-z0-9.-]+/g, '-');
}
