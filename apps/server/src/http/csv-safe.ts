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

/**
 * Rows as a CSV file every export uses: each cell neutralised, with a byte-order mark so spreadsheet
 * programs read names and symbols as UTF-8.
 */
export function toSafeCsv(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return `\uFEFF${stringify(rows.map((row) => row.map(neutraliseCell)))}`;
}
