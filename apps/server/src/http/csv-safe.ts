import { stringify } from 'csv-stringify/sync';

/** What a spreadsheet program reads as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | null | undefined;

/**
 * One cell made safe to open in a spreadsheet: text that would start a formula gets a leading `'`,
 * so a student named `=HYPERLINK(...)` reaches the teacher's spreadsheet as text. Numbers stay numbers.
 */
export function neutraliseCell<T extends CsvCell>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** What every CSV file starts with, so spreadsheet programs read names and symbols as UTF-8. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/**
 * Rows as CSV lines (each ending in a line break), every cell neutralised: a file written in pieces
 * (a streamed export) is its byte-order mark, then these pieces one after another.
 */
export function safeCsvLines(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return stringify(rows.map((row) => row.map(neutraliseCell)));
}

/** Rows as a CSV file every export uses: each cell neutralised, after the byte-order mark. */
export function toSafeCsv(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return `${CSV_BYTE_ORDER_MARK}${safeCsvLines(rows)}`;
}
