import { describe, expect, it } from 'vitest';
import { dataRows, decodeFile, parseCsvText, toCsvText, withCell } from './csv-data.ts';

describe('csv-data', () => {
  it('reads a semicolon file with a byte-order mark and CRLF, guessing the mapping, keeping row numbers', () => {
    const data = parseCsvText(
      "\uFEFFLegal Forename;Legal Surname;Reg Group;Gender\r\nZoë;O'Brien;8A;F\r\n\r\nThi Minh;Nguyễn;8B;F\r\n",
    );
    expect(data?.columns).toEqual(['firstName', 'lastName', 'className', null]);
    expect(dataRows(data ?? { records: [], columns: [] })).toEqual([
      { row: 2, cells: ['Zoë', "O'Brien", '8A', 'F'] },
      { row: 4, cells: ['Thi Minh', 'Nguyễn', '8B', 'F'] },
    ]);
  });

  it('writes CSV the server reads back with the same rows, quoting commas', () => {
    const data = parseCsvText('Forename,Surname,Class\n"Ada, May",Smith-Jones,8A\n\nBo,Lee,8B');
    if (!data) throw new Error('no data');
    const fixed = withCell(data, 4, 2, '8C');
    const again = parseCsvText(toCsvText(fixed));
    expect(again && dataRows(again)).toEqual([
      { row: 2, cells: ['Ada, May', 'Smith-Jones', '8A'] },
      { row: 4, cells: ['Bo', 'Lee', '8C'] },
    ]);
  });

  it('finds nothing in a blank text', () => {
    expect(parseCsvText('\n \n')).toBeNull();
  });

  it('reads a Windows-1252 file (older Excel) as well as UTF-8', () => {
    expect(decodeFile(new TextEncoder().encode('Zoë').buffer as ArrayBuffer)).toBe('Zoë');
    expect(decodeFile(new Uint8Array([0x5a, 0x6f, 0xeb]).buffer)).toBe('Zoë');
  });
});
