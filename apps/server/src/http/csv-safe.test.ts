import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BYTE_ORDER_MARK, neutraliseCell, safeCsvLines, toSafeCsv } from './csv-safe.ts';

describe('neutraliseCell', () => {
  it('prefixes a quote to text a spreadsheet would read as a formula', () => {
    for (const text of ['=HYPERLINK("https://evil.example","x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutraliseCell(text)).toBe(`'${text}`);
    }
  });

  it('leaves other text and every number alone', () => {
    expect(neutraliseCell('Smith')).toBe('Smith');
    expect(neutraliseCell('')).toBe('');
    expect(neutraliseCell('A ✓')).toBe('A ✓');
    expect(neutraliseCell(-3)).toBe(-3);
  });
});

describe('toSafeCsv', () => {
  it('neutralises every cell, headers included, with a byte-order mark', () => {
    expect(
      toSafeCsv([
        ['=1+1', 'ok'],
        ['x', '-5'],
      ]),
    ).toBe(`\uFEFF'=1+1,ok\nx,'-5\n`);
  });
});

describe('safeCsvLines', () => {
  it('writes a file in pieces that join into the file written at once', () => {
    const rows = [
      ['Name', 'Note'],
      ['=cmd', 'a "quoted", comma'],
      ['Zoë', 'line\nbreak'],
    ];
    const pieces = [CSV_BYTE_ORDER_MARK, safeCsvLines(rows.slice(0, 1)), safeCsvLines(rows.slice(1))];
    expect(pieces.join('')).toBe(toSafeCsv(rows));
    expect(safeCsvLines([])).toBe('');
  });

  it('writes exactly what csv-stringify writes, for any cells', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom('a', ',', '"', '\n', '\r', ' ', '=', '-', "'", 'é', '\t') }),
    );
    const cell = fc.oneof(
      text,
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 5 }), (rows) => {
        expect(safeCsvLines(rows)).toBe(stringify(rows.map((row) => row.map(neutraliseCell))));
      }),
      { numRuns: 2000 },
    );
  });
});
