import { COUNTRY_YEAR_GROUPS } from '@mathsight/content/year-groups.ts';
import { guessColumns } from '@mathsight/contract/student-import.ts';
import { describe, expect, it } from 'vitest';
import {
  type CheckContext,
  checkRows,
  columnsFor,
  parseCsv,
  parseUkDate,
  readRows,
  resolveYearGroup,
} from './import-rows.ts';

const GB = COUNTRY_YEAR_GROUPS.filter((y) => y.country === 'GB');
const context = (over: Partial<CheckContext> = {}): CheckContext => ({
  classes: new Map([
    ['8a', { groupId: 1, code: '8A' }],
    ['8b', { groupId: 2, code: '8B' }],
  ]),
  existing: [],
  yearGroups: GB,
  createMissingClasses: false,
  ...over,
});

/** Reads and checks a file as the service does (mapping guessed from the headers). */
function check(csv: string, over: Partial<CheckContext> = {}) {
  const parsed = parseCsv(csv);
  const columns = columnsFor(parsed, undefined);
  return checkRows(readRows(parsed, columns as never), context(over));
}

describe('parseCsv', () => {
  it('reads a byte-order mark, CRLF, quoted commas and blank lines, numbering rows as a spreadsheet does', () => {
    const csv = '\uFEFFForename,Surname,Reg Group\r\n"Zoë","O\'Brien, Jnr",8A\r\n\r\nSam,Lee,8B\r\n\r\n';
    const parsed = parseCsv(csv);
    expect(parsed.headers).toEqual(['Forename', 'Surname', 'Reg Group']);
    expect(parsed.rows).toEqual([
      { row: 2, cells: ['Zoë', "O'Brien, Jnr", '8A'] },
      { row: 4, cells: ['Sam', 'Lee', '8B'] },
    ]);
  });

  it('guesses a semicolon delimiter (Excel in many European locales)', () => {
    const parsed = parseCsv('Legal Forename;Legal Surname;Class\nNguyễn;Văn An;8A\n');
    expect(parsed.headers).toEqual(['Legal Forename', 'Legal Surname', 'Class']);
    expect(parsed.rows[0]?.cells).toEqual(['Nguyễn', 'Văn An', '8A']);
  });

  it('reads tabs (pasted from a spreadsheet) and a quoted line break', () => {
    const parsed = parseCsv('First name\tLast name\tClass\n"Ada\nMay"\tSmith-Jones\t8A');
    expect(parsed.rows).toEqual([{ row: 2, cells: ['Ada\nMay', 'Smith-Jones', '8A'] }]);
  });
});

describe('guessColumns', () => {
  it('recognises the headers MIS exports write, whatever their case and spaces', () => {
    expect(
      guessColumns([
        'UPN',
        'Legal Surname',
        ' legal forename ',
        'Reg group',
        'NC Year',
        'DOB',
        'Email Address',
        'Gender',
      ]),
    ).toEqual(['upn', 'lastName', 'firstName', 'className', 'yearGroup', 'dateOfBirth', 'email', null]);
    expect(
      guessColumns(['First Name', 'Last Name', 'Registration Group', 'Year Group', 'Date of Birth']),
    ).toEqual(['firstName', 'lastName', 'className', 'yearGroup', 'dateOfBirth']);
    // A second column naming the same thing is left for the teacher to map.
    expect(guessColumns(['Forename', 'First name', 'Surname', 'Group'])).toEqual([
      'firstName',
      null,
      'lastName',
      'className',
    ]);
  });
});

describe('parseUkDate', () => {
  it('reads UK order and ISO dates', () => {
    expect(parseUkDate('31/12/2012')).toBe('2012-12-31');
    expect(parseUkDate('1/2/2013')).toBe('2013-02-01');
    expect(parseUkDate('05.09.2011')).toBe('2011-09-05');
    expect(parseUkDate('2012-02-29')).toBe('2012-02-29');
  });
  it('refuses impossible dates, two-digit years and text', () => {
    expect(parseUkDate('31/02/2012')).toBeNull();
    expect(parseUkDate('29/02/2013')).toBeNull();
    expect(parseUkDate('12/13/2012')).toBeNull();
    expect(parseUkDate('01/02/12')).toBeNull();
    expect(parseUkDate('soon')).toBeNull();
  });
});

describe('resolveYearGroup', () => {
  it.each([
    ['7', 'Year 7'],
    ['Year 7', 'Year 7'],
    ['Y7', 'Year 7'],
    ['yr 10', 'Year 10'],
    ['NC Year 11', 'Year 11'],
    ['07', 'Year 7'],
    ['R', 'Reception'],
    ['reception', 'Reception'],
  ])('%s is %s', (text, name) => {
    expect(resolveYearGroup(text, GB)?.name).toBe(name);
  });
  it.each(['15', 'Year 0x', 'Grade Z', 'Y 7 8'])('%s is no year group', (text) => {
    expect(resolveYearGroup(text, GB)).toBeNull();
  });
});

describe('checkRows', () => {
  it('passes real names (apostrophes, accents, hyphens, trailing spaces) and tidies them', () => {
    const result = check(
      "Forename,Surname,Class,Year,DOB\nZoë ,O'Brien,8A,Year 9,03/04/2012\nThi  Minh,Nguyễn,8b,9,2012-05-06\nAmelia,Smith-Jones ,8A,Y9,\n",
    );
    expect(result.problems).toEqual([]);
    expect(result.valid.map((r) => [r.firstName, r.lastName, r.className, r.groupId, r.dateOfBirth])).toEqual(
      [
        ['Zoë', "O'Brien", '8A', 1, '2012-04-03'],
        ['Thi Minh', 'Nguyễn', '8B', 2, '2012-05-06'],
        ['Amelia', 'Smith-Jones', '8A', 1, null],
      ],
    );
    expect(
      result.valid.every(
        (r) => r.countryYearGroupId === GB.find((y) => y.name === 'Year 9')?.countryYearGroupId,
      ),
    ).toBe(true);
  });

  it('names every problem by row and column', () => {
    const result = check(
      [
        'UPN,Forename,Surname,Class,Year,DOB,Email',
        'A123456789012,Ada,Lovelace,8A,7,10/12/2012,ada@example.com',
        ',,Brontë,8A,7,,',
        ',Sam,Lee,8A,Year 15,31/02/2012,',
        ',Kai,Khan,9Z,7,,not-an-email',
        'A123456789012,Ada,Lovelace,8A,7,10/12/2012,',
        ',Mo,Patel,,7,,',
        'bad upn!,Li,Wei,8A,7,,',
      ].join('\n'),
    );
    expect(result.problems.map((p) => [p.row, p.field, p.code])).toEqual([
      [3, 'firstName', 'missingName'],
      [4, 'yearGroup', 'unknownYear'],
      [4, 'dateOfBirth', 'badDate'],
      [5, 'className', 'unknownClass'],
      [5, 'email', 'badEmail'],
      [6, 'upn', 'duplicateInFile'],
      [7, 'className', 'missingClass'],
      [8, 'upn', 'badUpn'],
    ]);
    expect(result.problems.find((p) => p.row === 6)?.message).toBe('Same UPN as row 2');
    expect(result.valid.map((r) => r.row)).toEqual([2]);
    expect(result.invalidRows).toEqual([3, 4, 5, 6, 7, 8]);
    expect(result.missingClasses).toEqual([
      {
        code: '9Z',
        countryYearGroupId: GB.find((y) => y.name === 'Year 7')?.countryYearGroupId,
        yearGroupName: 'Year 7',
        rowCount: 1,
      },
    ]);
  });

  it('makes a missing class no problem when the teacher chose to create it', () => {
    const result = check('Forename,Surname,Class,Year\nKai,Khan,9z,Year 10\nMo,Patel,9Z,10\nLi,Wei,9Z,\n', {
      createMissingClasses: true,
    });
    expect(result.problems).toEqual([]);
    expect(result.valid.map((r) => [r.className, r.groupId])).toEqual([
      ['9z', null],
      ['9z', null],
      ['9z', null],
    ]);
    expect(result.missingClasses).toEqual([
      {
        code: '9z',
        countryYearGroupId: GB.find((y) => y.name === 'Year 10')?.countryYearGroupId,
        yearGroupName: 'Year 10',
        rowCount: 3,
      },
    ]);
  });

  it('finds the same student in the file by name and date of birth when there is no UPN to tell them apart', () => {
    const result = check(
      'Forename,Surname,Class,DOB,UPN\nSam,Lee,8A,01/02/2012,\nsam,LEE,8B,2012-02-01,\nSam,Lee,8A,01/02/2012,B000000000001\nSam,Lee,8A,01/02/2012,B000000000002\n',
    );
    // Row 3 repeats row 2; rows 4 and 5 have UPNs of their own, but row 2 (the first) has none.
    expect(result.problems.map((p) => [p.row, p.code, p.message])).toEqual([
      [3, 'duplicateInFile', 'Same name and date of birth as row 2'],
      [4, 'duplicateInFile', 'Same name and date of birth as row 2'],
      [5, 'duplicateInFile', 'Same name and date of birth as row 2'],
    ]);
  });

  it('finds students the school already has: by UPN first, then by name and date of birth', () => {
    const result = check(
      'UPN,Forename,Surname,Class,DOB\nC111111111111,Jo,March,8A,\n,Beth,March,8A,05/06/2011\nC222222222222,Amy,March,8A,05/06/2011\n',
      {
        existing: [
          {
            firstName: 'Josephine',
            lastName: 'March',
            userName: 'jo.march',
            upn: 'C111111111111',
            dateOfBirth: null,
          },
          {
            firstName: 'Beth',
            lastName: 'March',
            userName: 'beth.march',
            upn: null,
            dateOfBirth: '2011-06-05',
          },
          {
            firstName: 'Amy',
            lastName: 'March',
            userName: 'amy.march',
            upn: 'C999999999999',
            dateOfBirth: '2011-06-05',
          },
        ],
      },
    );
    expect(result.problems.map((p) => [p.row, p.code, p.message])).toEqual([
      [2, 'duplicateExisting', 'Already in the school: Josephine March (jo.march)'],
      [3, 'duplicateExisting', 'Already in the school with this name and date of birth (beth.march)'],
    ]);
    // Amy's UPN differs from the one the school holds for its Amy March: a different student.
    expect(result.valid.map((r) => r.row)).toEqual([4]);
  });

  it('checks a 2,000-row file quickly', () => {
    const lines = ['UPN,Legal Forename,Legal Surname,Reg Group,NC Year,DOB'];
    for (let i = 0; i < 2000; i++) {
      lines.push(
        `A${String(i).padStart(12, '0')},Pupil${i},Surname${i % 97},${i % 2 ? '8A' : '8B'},9,${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/2012`,
      );
    }
    const started = performance.now();
    const result = check(lines.join('\r\n'));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.rowCount).toBe(2000);
    expect(result.problems).toEqual([]);
  });
});
