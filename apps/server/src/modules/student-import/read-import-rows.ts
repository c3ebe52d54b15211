import { type ColumnMapping, guessColumns, type ImportField } from '@mathsight/contract/student-import.ts';
import Papa from 'papaparse';

/**
 * Reading an import (issue 13 point 3): the file parsed with Papa Parse, each row read through the
 * column mapping, UK dates and year-group names understood. Pure; `import-rows.ts` checks the rows.
 */

export interface ParsedCsv {
  headers: string[];
  /** Data rows that hold anything, each with its row number as a spreadsheet counts (headers: 1). */
  rows: Array<{ row: number; cells: string[] }>;
}

/**
 * Reads the text: a byte-order mark, CRLF, CR or mixed line ends, commas, semicolons or tabs (guessed by
 * Papa Parse), quoted cells with commas, quotes or line breaks inside. Blank rows are skipped but
 * keep their place in the numbering, so row numbers match the teacher's spreadsheet.
 */
export function parseCsv(text: string): ParsedCsv {
  // Line ends made one kind first: a file saved on Windows and then added to elsewhere mixes them.
  const input = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const result = Papa.parse<string[]>(input, {
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  const data = result.data;
  let first = 0;
  while (first < data.length && isBlank(data[first] ?? [])) first++;
  const headers = (data[first] ?? []).map((h) => tidy(h));
  const rows: ParsedCsv['rows'] = [];
  for (let i = first + 1; i < data.length; i++) {
    const cells = data[i] ?? [];
    if (isBlank(cells)) continue;
    rows.push({ row: i + 1, cells });
  }
  return { headers, rows };
}

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/** Spaces of any kind collapsed and trimmed; accents composed (NFC), so "Zoë" typed two ways is one name. */
export function tidy(text: string | undefined): string {
  return (text ?? '')
    .normalize('NFC')
    .replace(/[\s\u00a0\u200b]+/g, ' ')
    .trim();
}

export interface ImportRow {
  row: number;
  /** Every cell of the row, tidied (trailing empty ones left off): two rows alike here are one row repeated. */
  line: string;
  firstName: string;
  lastName: string;
  className: string;
  yearGroup: string;
  dateOfBirth: string;
  upn: string;
  email: string;
  /** Parents' addresses (issue 27), lower case. */
  parentEmail: string;
  parentEmail2: string;
}

/** Each row's cells by the mapping (a column not mapped is ignored; a missing cell is empty). */
export function readRows(parsed: ParsedCsv, columns: ColumnMapping): ImportRow[] {
  const indexOf = (field: ImportField) => columns.indexOf(field);
  const index = {
    firstName: indexOf('firstName'),
    lastName: indexOf('lastName'),
    className: indexOf('className'),
    yearGroup: indexOf('yearGroup'),
    dateOfBirth: indexOf('dateOfBirth'),
    upn: indexOf('upn'),
    email: indexOf('email'),
    parentEmail: indexOf('parentEmail'),
    parentEmail2: indexOf('parentEmail2'),
  };
  const cell = (cells: string[], i: number) => (i < 0 ? '' : tidy(cells[i]));
  const lineOf = (cells: string[]) => {
    const tidied = cells.map((c) => tidy(c));
    while (tidied.length > 0 && tidied.at(-1) === '') tidied.pop();
    return tidied.join('\u0000');
  };
  return parsed.rows.map(({ row, cells }) => ({
    row,
    line: lineOf(cells),
    firstName: cell(cells, index.firstName),
    lastName: cell(cells, index.lastName),
    className: cell(cells, index.className),
    yearGroup: cell(cells, index.yearGroup),
    dateOfBirth: cell(cells, index.dateOfBirth),
    upn: cell(cells, index.upn).replace(/\s/g, '').toUpperCase(),
    email: cell(cells, index.email),
    parentEmail: cell(cells, index.parentEmail).toLowerCase(),
    parentEmail2: cell(cells, index.parentEmail2).toLowerCase(),
  }));
}

/** The mapping sent, or the one the headers suggest. */
export function columnsFor(parsed: ParsedCsv, sent: ColumnMapping | undefined): Array<ImportField | null> {
  return sent ?? guessColumns(parsed.headers);
}

// ---------------------------------------------------------------- dates and year groups

/**
 * A date of birth in UK order (31/12/2012, 1/2/2013, 31-12-2012, 31.12.2012) or ISO (2012-12-31), as
 * YYYY-MM-DD; null when it is no real date (31/02/2012), a two-digit year, or not a date at all.
 */
export function parseUkDate(text: string): string | null {
  const value = text.trim();
  let day: number;
  let month: number;
  let year: number;
  const uk = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(value);
  if (uk) {
    day = Number(uk[1]);
    month = Number(uk[2]);
    year = Number(uk[3]);
  } else if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]);
    day = Number(iso[3]);
  } else {
    return null;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface YearGroupRef {
  countryYearGroupId: number;
  name: string;
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The year group a cell names: its name in any case and spacing ("Year 7", "year7"), the number alone
 * ("7"), or short forms ("Y7", "Yr 7", "NC Year 7", "Grade 7"); "R" is Reception.
 */
export function resolveYearGroup(text: string, yearGroups: readonly YearGroupRef[]): YearGroupRef | null {
  const key = squash(text);
  if (!key) return null;
  const byName = yearGroups.find((y) => squash(y.name) === key);
  if (byName) return byName;
  if (key === 'r' || key === 'rec') return yearGroups.find((y) => squash(y.name) === 'reception') ?? null;
  const number = /^(?:y|yr|year|ncyear|nc|grade|g)?0*(\d{1,2})$/.exec(key)?.[1];
  if (number === undefined) return null;
  return yearGroups.find((y) => new RegExp(`^(year|grade)${number}$`).test(squash(y.name))) ?? null;
}
