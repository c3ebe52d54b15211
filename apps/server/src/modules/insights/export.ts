import { createRequire } from 'node:module';
import type { ExportFormat, GridStudent, ResultsGrid } from '@mathsight/contract/insights.ts';
import { formatAverageScore, formatEffort } from '@mathsight/contract/score-and-effort.ts';
import { toSafeCsv } from '../../http/csv-safe.ts';
import { type PdfElement as Element, loadPdfKit, type PdfKit } from '../../shared/pdf-kit.ts';

/**
 * The results grid as a file: CSV (one row per student, a column per question) or a PDF table of
 * students by questions with their scores (A4 landscape, built on the server with @react-pdf).
 */

export interface ExportedFile {
  filename: string;
  contentType: string;
  body: Buffer | string;
}

const STATUS_LABELS: Record<GridStudent['status'], string> = {
  NotStarted: 'Not started',
  InProgress: 'In progress',
  Completed: 'Completed',
};

export async function exportFile(grid: ResultsGrid, format: ExportFormat): Promise<ExportedFile> {
  const base = `${slug(grid.work.name)}-results`;
  if (format === 'csv') {
    return { filename: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body: toCsv(grid) };
  }
  return { filename: `${base}.pdf`, contentType: 'application/pdf', body: await toPdf(grid) };
}

/** Minutes and seconds, e.g. 4:05; a dash before any answer. */
export function duration(ms: number, answered: number): string {
  if (answered === 0) return '–';
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function className(grid: ResultsGrid, groupId: number | null): string {
  return grid.work.groups.find((g) => g.groupId === groupId)?.code ?? '';
}

/** One cell: the letter chosen, with ✓ or ✗, and the retry after a slash. */
function cellText(student: GridStudent, questionId: number): string {
  const cell = student.answers.find((c) => c.questionId === questionId);
  if (!cell) return '';
  const first = `${cell.letter} ${cell.isCorrect ? '✓' : '✗'}`;
  return cell.retryLetter ? `${first} / ${cell.retryLetter} ${cell.retryIsCorrect ? '✓' : '✗'}` : first;
}

const pct = (value: number | null) => (value === null ? '' : `${value}%`);

/** Questions answered as a share of every student's questions (the class's completion column). */
export function toCsv(grid: ResultsGrid): string {
  const header = [
    'Last name',
    'First name',
    'Class',
    'Status',
    'Score',
    'Correct',
    'Answered',
    'Completion',
    'Time (m:ss)',
    'Effort',
    ...grid.questions.map((q) => `Q${q.sequence} (${q.correctLetter})`),
  ];
  const rows = grid.students.map((s) => [
    s.lastName,
    s.firstName,
    className(grid, s.groupId),
    STATUS_LABELS[s.status],
    pct(s.scorePercent),
    s.correctCount,
    s.answeredCount,
    pct(s.completionPercent),
    duration(s.timeTakenMs, s.answeredCount),
    pct(s.effortPercent),
    ...grid.questions.map((q) => cellText(s, q.questionId)),
  ]);
  const totals = [
    'Class',
    '',
    '',
    `${grid.totals.completedCount} of ${grid.totals.studentCount} completed`,
    pct(grid.totals.averageScorePercent),
    grid.totals.correctCount,
    grid.totals.answeredCount,
    pct(grid.totals.answeredPercent),
    '',
    pct(grid.totals.averageEffortPercent),
    ...grid.questions.map((q) => pct(q.correctPercent)),
  ];
  // Names are typed by their owners: every cell is neutralised against formulas (http/csv-safe.ts).
  return toSafeCsv([header, ...rows, totals]);
}

/**
 * Helvetica (the PDF's own font) has no ✓ or ✗: the marks are set in Noto Sans Symbols 2 (OFL, from
 * @fontsource), embedded in the file, subset to the glyphs used.
 */
const MARKS_FONT = 'Noto Sans Symbols 2';
const MARKS_FONT_FILE = createRequire(import.meta.url).resolve(
  '@fontsource/noto-sans-symbols-2/files/noto-sans-symbols-2-symbols-400-normal.woff',
);
export const RIGHT_MARK = '✓';
export const WRONG_MARK = '✗';

const styles = {
  page: { padding: 24, fontSize: 8, fontFamily: 'Helvetica', color: '#1a1a1a' },
  title: { fontSize: 14, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  subtitle: { fontSize: 9, marginBottom: 10, color: '#444' },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#bbb', minHeight: 14 },
  head: { backgroundColor: '#eef1f6', fontFamily: 'Helvetica-Bold' },
  name: { width: 110, padding: 3 },
  num: { width: 38, padding: 3, textAlign: 'right' },
  // "Medium · 55%" (formatEffort) is wider than a number.
  effort: { width: 66, padding: 3, textAlign: 'right' },
  cell: { flexGrow: 1, flexBasis: 0, padding: 3, textAlign: 'center' },
  right: { color: '#0b6b2e' },
  wrong: { color: '#a11a1a' },
  mark: { fontFamily: MARKS_FONT },
} as const;

let marksFont: Promise<PdfKit> | undefined;
/** The PDF kit with the marks font registered (once). */
function loadMarksKit(): Promise<PdfKit> {
  marksFont ??= loadPdfKit().then((kit) => {
    kit.Font.register({ family: MARKS_FONT, src: MARKS_FONT_FILE });
    return kit;
  });
  return marksFont;
}

/** A cell: the letter chosen with ✓ or ✗ (in the marks font), then any second attempt's. */
function pdfCell({ h, Text }: PdfKit, student: GridStudent, questionId: number): Element {
  const cell = student.answers.find((c) => c.questionId === questionId);
  if (!cell) return h(Text, { key: questionId, style: styles.cell }, '');
  const mark = (isCorrect: boolean) => h(Text, { style: styles.mark }, isCorrect ? RIGHT_MARK : WRONG_MARK);
  return h(
    Text,
    { key: questionId, style: [styles.cell, cell.isCorrect ? styles.right : styles.wrong] },
    cell.letter,
    mark(cell.isCorrect),
    ...(cell.retryLetter ? [` / ${cell.retryLetter}`, mark(cell.retryIsCorrect ?? false)] : []),
  );
}

export async function toPdf(grid: ResultsGrid): Promise<Buffer> {
  const kit = await loadMarksKit();
  const { h, Document, Page, Text, View } = kit;
  const { work, totals } = grid;
  const headRow = h(
    View,
    { style: [styles.row, styles.head], fixed: true },
    h(Text, { style: styles.name }, 'Student'),
    h(Text, { style: styles.num }, 'Score'),
    h(Text, { style: styles.num }, 'Done'),
    h(Text, { style: styles.num }, 'Time'),
    h(Text, { style: styles.effort }, 'Effort'),
    ...grid.questions.map((q) => h(Text, { key: q.questionId, style: styles.cell }, `Q${q.sequence}`)),
  );
  const rows = grid.students.map((s) =>
    h(
      View,
      { key: s.studentId, style: styles.row, wrap: false },
      h(Text, { style: styles.name }, `${s.lastName}, ${s.firstName}`),
      h(Text, { style: styles.num }, pct(s.scorePercent)),
      h(Text, { style: styles.num }, pct(s.completionPercent)),
      h(Text, { style: styles.num }, duration(s.timeTakenMs, s.answeredCount)),
      h(Text, { style: styles.effort }, formatEffort(s.effortPercent)),
      ...grid.questions.map((q) => pdfCell(kit, s, q.questionId)),
    ),
  );
  const totalRow = h(
    View,
    { style: [styles.row, styles.head], wrap: false },
    h(Text, { style: styles.name }, 'Class'),
    h(Text, { style: styles.num }, pct(totals.averageScorePercent)),
    // The students' column is the share of questions answered, so the class's is too (of those who started).
    h(Text, { style: styles.num }, pct(grid.totals.answeredPercent)),
    h(Text, { style: styles.num }, ''),
    h(Text, { style: styles.effort }, formatEffort(totals.averageEffortPercent)),
    ...grid.questions.map((q) => h(Text, { key: q.questionId, style: styles.cell }, pct(q.correctPercent))),
  );
  const classes = work.groups.map((g) => g.code).join(', ');
  const document = h(
    Document,
    { title: `${work.name} results`, author: 'Mathsight' },
    h(
      Page,
      { size: 'A4', orientation: 'landscape', style: styles.page },
      h(Text, { style: styles.title }, work.name),
      h(
        Text,
        { style: styles.subtitle },
        [
          classes,
          `${totals.completedCount} of ${totals.studentCount} completed`,
          `average score ${formatAverageScore(totals.averageScorePercent, totals.answeredPercent)}`,
          'cells: letter chosen, ',
        ]
          .filter(Boolean)
          .join(' · '),
        h(Text, { style: styles.mark }, RIGHT_MARK),
        ' right, ',
        h(Text, { style: styles.mark }, WRONG_MARK),
        ' wrong, then any second attempt',
      ),
      headRow,
      ...rows,
      totalRow,
    ),
  );
  return kit.renderToBuffer(document);
}

/** A file name from the work's name: lower-case letters, digits and dashes. */
function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'assignment'
  );
}
