import { describe, expect, it } from 'vitest';
import { parseStudentNames } from './parse-student-names.ts';

describe('names typed or pasted for a class', () => {
  it('reads "First Last", "Last, First" and spreadsheet columns, skipping blank lines', () => {
    const text = "Zoë O'Brien\r\n\n  Nguyễn, Thị Mai \nSam\tSmith-Jones\nMary Ann Evans\n";
    expect(parseStudentNames(text)).toEqual({
      students: [
        { firstName: 'Zoë', lastName: "O'Brien" },
        { firstName: 'Thị Mai', lastName: 'Nguyễn' },
        { firstName: 'Sam', lastName: 'Smith-Jones' },
        { firstName: 'Mary Ann', lastName: 'Evans' },
      ],
      problems: [],
    });
  });

  it('points at a line with only one name by its number', () => {
    expect(parseStudentNames('Ann Lee\nCher\n, Bee')).toEqual({
      students: [{ firstName: 'Ann', lastName: 'Lee' }],
      problems: [
        { line: 2, text: 'Cher', message: 'Add a last name' },
        { line: 3, text: ', Bee', message: 'Add a last name' },
      ],
    });
  });
});
