import { describe, expect, it } from 'vitest';
import { isFormula, numberOf, readCsv } from './csv-read.ts';
import { readInstruction, summariseCsv } from './csv-summary.ts';

describe('the CSV summary', () => {
  it('reads plain numbers and keeps formula starts as text', () => {
    expect(numberOf('-3.5')).toBe(-3.5);
    expect(numberOf('85%')).toBe(85);
    expect(numberOf('1,234')).toBe(1234);
    expect(numberOf('=1+1')).toBeNull();
    for (const cell of ['=1+1', '+cmd|calc', '-2+3', '@SUM(A1)', '=HYPERLINK("x")']) {
      expect(isFormula(cell), cell).toBe(true);
    }
    expect(isFormula('-4')).toBe(false);
  });

  it('reads the instruction only, for a few kinds of question', () => {
    expect(readInstruction('who scored below 50%')).toEqual({ kind: 'below', value: 50 });
    expect(readInstruction('more than 70 in Test 2')).toEqual({ kind: 'above', value: 70 });
    expect(readInstruction('average of column Total')).toEqual({ kind: 'average' });
    expect(readInstruction('Tell me about this')).toEqual({ kind: 'summary' });
  });

  it('answers the average of the column named, with suggestions, and names duplicate headers', () => {
    const table = readCsv('Name,Test 1,Test 2,Test 2\nA,10,20,1\nB,30,40,2\n');
    if (!table) throw new Error('no table');
    expect(table.headers).toEqual(['Name', 'Test 1', 'Test 2', 'Test 2 (2)']);
    const s = summariseCsv(table, 'average of test 1', 'marks');
    expect(s.figures).toContainEqual({ label: 'Average Test 1', value: '20' });
    expect(s.suggestions.length).toBeGreaterThan(0);
    expect(readCsv('Name\n')).toBeNull();
  });

  it('says so when there is no number to answer from', () => {
    const table = readCsv('Name,Set\nA,Blue\n');
    if (!table) throw new Error('no table');
    const s = summariseCsv(table, 'average', 'x');
    expect(s.answeredAs).toBe('summary');
    expect(s.text).toContain('There is no column of numbers');
  });
});
