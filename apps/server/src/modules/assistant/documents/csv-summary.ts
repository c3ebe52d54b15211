import type { AssistantFigure } from '@mathsight/contract/assistant.ts';
import type { CsvColumnSummary, CsvSummary } from '@mathsight/contract/assistant-documents.ts';
import { type CsvTable, numberOf, summariseColumn } from './csv-read.ts';

/**
 * The built-in CSV summary (issue 29 point 4): the table's figures, and the instruction answered when
 * it reads as one of a few questions (rows below or above a value, average, median, highest, lowest,
 * how many); otherwise a summary with suggestions. Only the instruction is read as a question: the
 * cells are data. A model answerer may word the same figures (this returns figures + text: the seam).
 */
const LIST_MAX = 30;
const SCORE_NAME = /score|mark|percent|%|total|result|grade|points/i;
const LABEL_NAME = /name|student|pupil/i;

type Ask =
  | { kind: 'below' | 'above'; value: number }
  | { kind: 'average' | 'median' | 'highest' | 'lowest' | 'count' }
  | { kind: 'summary' };

export function readInstruction(instruction: string): Ask {
  const t = instruction.toLowerCase();
  const threshold = t.match(
    /(below|under|less than|lower than|above|over|more than|higher than|at least)\s*(-?\d+(\.\d+)?)/,
  );
  if (threshold?.[1] && threshold[2]) {
    const above = /above|over|more|higher|at least/.test(threshold[1]);
    return { kind: above ? 'above' : 'below', value: Number(threshold[2]) };
  }
  if (/\b(average|mean)\b/.test(t)) return { kind: 'average' };
  if (/\bmedian\b/.test(t)) return { kind: 'median' };
  if (/\b(highest|top|best|max(imum)?)\b/.test(t)) return { kind: 'highest' };
  if (/\b(lowest|worst|min(imum)?)\b/.test(t)) return { kind: 'lowest' };
  if (/\bhow many\b|\bcount\b/.test(t)) return { kind: 'count' };
  return { kind: 'summary' };
}

/** The number column the instruction names, else one named like a score, else the first. */
function pickColumn(instruction: string, columns: CsvColumnSummary[]) {
  const t = instruction.toLowerCase();
  const numeric = columns.filter((c) => c.kind === 'number');
  const named = [...numeric]
    .sort((a, b) => b.name.length - a.name.length)
    .find((c) => t.includes(c.name.toLowerCase()));
  return named ?? numeric.find((c) => SCORE_NAME.test(c.name)) ?? numeric[0];
}

const fmt = (n: number | null) => (n === null ? '–' : String(n));

function describe(c: CsvColumnSummary) {
  const blanks = c.blanks > 0 ? `, ${c.blanks} blank` : '';
  if (c.kind === 'number') {
    return `${c.name}: ${c.count} numbers, mean ${fmt(c.mean)}, median ${fmt(c.median)}, from ${fmt(c.min)} to ${fmt(c.max)}${blanks}.`;
  }
  const top = c.topValues.map((v) => `"${v.value}" (${v.count})`).join(', ');
  return `${c.name}: ${c.distinct} different values${blanks}; most common ${top || 'none'}.`;
}

export function summariseCsv(table: CsvTable, instruction: string, title: string): CsvSummary {
  const columns = table.headers.map((h, i) =>
    summariseColumn(
      h,
      table.rows.map((r) => r[i] ?? ''),
    ),
  );
  const rowCount = table.rows.length;
  const ask = readInstruction(instruction);
  const column = pickColumn(instruction, columns);
  const colIndex = column ? table.headers.indexOf(column.name) : -1;
  const labelIndex = Math.max(
    0,
    columns.findIndex((c) => c.kind === 'text' && LABEL_NAME.test(c.name)) >= 0
      ? columns.findIndex((c) => c.kind === 'text' && LABEL_NAME.test(c.name))
      : columns.findIndex((c) => c.kind === 'text'),
  );
  const figures: AssistantFigure[] = [
    { label: 'Rows', value: String(rowCount) },
    { label: 'Columns', value: String(columns.length) },
  ];
  const paragraphs: string[] = [];
  let answeredAs: string = ask.kind;

  if (ask.kind !== 'summary' && ask.kind !== 'count' && !column) {
    answeredAs = 'summary';
    paragraphs.push('There is no column of numbers to answer that from, so here is a summary instead.');
  } else if (column && (ask.kind === 'below' || ask.kind === 'above')) {
    const hits = table.rows.filter((r) => {
      const n = numberOf(r[colIndex] ?? '');
      return n !== null && (ask.kind === 'below' ? n < ask.value : n > ask.value);
    });
    const word = ask.kind === 'below' ? 'below' : 'above';
    figures.push({ label: `${column.name} ${word} ${ask.value}`, value: String(hits.length) });
    const labels = hits.slice(0, LIST_MAX).map((r) => (r[labelIndex] ?? '').trim() || '(blank)');
    paragraphs.push(
      hits.length === 0
        ? `No row has ${column.name} ${word} ${ask.value}.`
        : `${hits.length} of ${rowCount} rows have ${column.name} ${word} ${ask.value}: ${labels.join(', ')}${hits.length > LIST_MAX ? ` and ${hits.length - LIST_MAX} more` : ''}.`,
    );
  } else if (
    column &&
    ask.kind !== 'summary' &&
    ask.kind !== 'count' &&
    ask.kind !== 'below' &&
    ask.kind !== 'above'
  ) {
    const [label, value] = (
      {
        average: ['Average', column.mean],
        median: ['Median', column.median],
        highest: ['Highest', column.max],
        lowest: ['Lowest', column.min],
      } as const
    )[ask.kind];
    figures.push({ label: `${label} ${column.name}`, value: fmt(value) });
    paragraphs.push(
      `The ${label.toLowerCase()} ${column.name} is ${fmt(value)}, over ${column.count} rows with a number.`,
    );
  } else if (ask.kind === 'count') {
    paragraphs.push(`The CSV has ${rowCount} rows and ${columns.length} columns.`);
  }
  paragraphs.push(`${rowCount} rows, ${columns.length} columns.\n${columns.map(describe).join('\n')}`);
  if (table.formulaCellCount > 0) {
    figures.push({ label: 'Formula cells', value: String(table.formulaCellCount) });
    paragraphs.push(
      `${table.formulaCellCount} ${table.formulaCellCount === 1 ? 'cell starts' : 'cells start'} like a spreadsheet formula (=, +, -, @): shown as text, never calculated. Check them before opening the file in a spreadsheet: ${table.formulaCells.map((f) => `row ${f.row}, ${f.column}: ${f.text}`).join('; ')}.`,
    );
  }
  const numeric = columns.find((c) => c.kind === 'number');
  const suggestions = numeric
    ? [
        `Who scored below 50 in ${numeric.name}?`,
        `What is the average ${numeric.name}?`,
        `Who has the highest ${numeric.name}?`,
      ]
    : ['How many rows are there?'];
  return {
    title,
    rowCount,
    columns,
    formulaCellCount: table.formulaCellCount,
    formulaCells: table.formulaCells,
    answeredAs,
    text: paragraphs.join('\n\n'),
    figures,
    suggestions,
  };
}
