import type { CsvColumnSummary } from '@mathsight/contract/assistant-documents.ts';
import Papa from 'papaparse';

/**
 * A teacher's CSV read as data (issue 29 point 4): papaparse splits it, and every cell stays a string.
 * Nothing in a cell is evaluated or obeyed: a spreadsheet formula (`=`, `+`, `-`, `@` at the start that
 * is not a plain number) is counted and kept as text, and a sentence in a cell is just a value.
 */
export interface CsvTable {
  headers: string[];
  rows: string[][];
  formulaCellCount: number;
  /** The first FORMULA_CELLS_SHOWN of them, as text. */
  formulaCells: { row: number; column: string; text: string }[];
}

const FORMULA_CELLS_SHOWN = 10;

/** A plain number as a marksheet writes it: 42, -3.5, +7, 1,234, 85%. */
const NUMBER = /^[-+]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?%?$|^[-+]?\.\d+%?$/;
/** Starts that a spreadsheet would run (CSV injection), once plain numbers are ruled out. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function numberOf(cell: string): number | null {
  const v = cell.trim();
  if (!NUMBER.test(v)) return null;
  return Number(v.replace(/[,%]/g, ''));
}

export const isFormula = (cell: string) => numberOf(cell) === null && FORMULA_START.test(cell.trimStart());

/** Null when the text has no header row and data row. */
export function readCsv(text: string): CsvTable | null {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    header: false,
    skipEmptyLines: 'greedy',
    dynamicTyping: false,
  });
  const [head, ...rows] = parsed.data;
  if (!head || rows.length === 0) return null;
  const width = Math.max(head.length, ...rows.map((r) => r.length));
  const seen = new Map<string, number>();
  const headers = Array.from({ length: width }, (_, i) => {
    const base = (head[i] ?? '').trim() || `Column ${i + 1}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} (${n})`;
  });
  let formulaCellCount = 0;
  const formulaCells: CsvTable['formulaCells'] = [];
  const padded = rows.map((r, row) =>
    headers.map((column, i) => {
      const cell = r[i] ?? '';
      if (isFormula(cell)) {
        formulaCellCount++;
        if (formulaCells.length < FORMULA_CELLS_SHOWN)
          formulaCells.push({ row: row + 1, column, text: cell });
      }
      return cell;
    }),
  );
  return { headers, rows: padded, formulaCellCount, formulaCells };
}

const round = (n: number) => Math.round(n * 100) / 100;

function median(sorted: number[]) {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** A column is a number column when at least 80 % of its filled cells are plain numbers. */
export function summariseColumn(name: string, cells: string[]): CsvColumnSummary {
  const filled = cells.filter((c) => c.trim() !== '');
  const numbers = filled.map(numberOf).filter((n): n is number => n !== null);
  const counts = new Map<string, number>();
  for (const c of filled) counts.set(c.trim(), (counts.get(c.trim()) ?? 0) + 1);
  const isNumber = filled.length > 0 && numbers.length / filled.length >= 0.8;
  const sorted = [...numbers].sort((a, b) => a - b);
  const base = { name, blanks: cells.length - filled.length, distinct: counts.size };
  if (isNumber) {
    return {
      ...base,
      kind: 'number',
      count: numbers.length,
      mean: round(numbers.reduce((s, n) => s + n, 0) / numbers.length),
      min: sorted[0] ?? null,
      max: sorted[sorted.length - 1] ?? null,
      median: round(median(sorted)),
      topValues: [],
    };
  }
  const topValues = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([value, count]) => ({ value, count }));
  return {
    ...base,
    kind: 'text',
    count: filled.length,
    mean: null,
    min: null,
    max: null,
    median: null,
    topValues,
  };
}
