import { guessColumns, type ImportField } from '@mathsight/contract/student-import.ts';
import Papa from 'papaparse';

/**
 * The file as the screen holds it: every record of the text (the header row first, blank rows kept
 * so row numbers match the teacher's spreadsheet and the server's answer), and the guessed mapping.
 * The server reads the same records again from `toCsvText` and checks them itself.
 */
export interface CsvData {
  records: string[][];
  columns: Array<ImportField | null>;
}

/** Reads text as the server does: a byte-order mark dropped, line ends made one kind, the delimiter guessed. */
export function parseCsvText(text: string): CsvData | null {
  const input = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const records = Papa.parse<string[]>(input, {
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t', '|'],
  }).data;
  // A last line break leaves one empty record behind: not a row.
  while (records.length > 0 && (records.at(-1) ?? []).every((c) => c.trim() === '')) records.pop();
  const headerIndex = records.findIndex((r) => r.some((c) => c.trim() !== ''));
  if (headerIndex < 0) return null;
  const width = Math.max(...records.map((r) => r.length));
  const header = records[headerIndex] ?? [];
  const headers = Array.from({ length: width }, (_, i) => (header[i] ?? '').trim());
  return { records, columns: guessColumns(headers) };
}

/** The header row's index (blank rows before it are kept for the numbering). */
export function headerIndexOf(data: CsvData): number {
  return Math.max(
    0,
    data.records.findIndex((r) => r.some((c) => c.trim() !== '')),
  );
}

/** The data rows that hold anything, each with its row number (the spreadsheet's: the first record is 1). */
export function dataRows(data: CsvData): Array<{ row: number; cells: string[] }> {
  const start = headerIndexOf(data) + 1;
  const rows: Array<{ row: number; cells: string[] }> = [];
  for (let i = start; i < data.records.length; i++) {
    const cells = data.records[i] ?? [];
    if (cells.some((c) => c.trim() !== '')) rows.push({ row: i + 1, cells });
  }
  return rows;
}

/** The records as CSV text for the server (commas, quotes where needed); the numbering is kept. */
export function toCsvText(data: CsvData): string {
  return Papa.unparse(data.records, { newline: '\n' });
}

/** One cell changed (the fix-a-row grid), the rest as they were. */
export function withCell(data: CsvData, row: number, column: number, value: string): CsvData {
  const records = data.records.map((r, i) => {
    if (i !== row - 1) return r;
    const next = [...r];
    while (next.length <= column) next.push('');
    next[column] = value;
    return next;
  });
  return { ...data, records };
}

/**
 * A file's text: UTF-8, or (when that reads as nonsense, as a CSV saved by older Excel does) the
 * Windows Western European encoding, so Zoë stays Zoë either way.
 */
export function decodeFile(bytes: ArrayBuffer): string {
  const utf8 = new TextDecoder('utf-8').decode(bytes);
  if (!utf8.includes('\uFFFD')) return utf8;
  return new TextDecoder('windows-1252').decode(bytes);
}
