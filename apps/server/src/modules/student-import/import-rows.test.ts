import { COUNTRY_YEAR_GROUPS } from '@mathsight/content/year-groups.ts';
import { guessColumns } from '@mathsight/contract/student-import.ts';
import { upnCheckLetter } from '@mathsight/contract/upn.ts';
import { describe, expect, it } from 'vitest';
import { type CheckContext, checkRows } from './import-rows.ts';
import { columnsFor, parseCsv, parseUkDate, readRows, resolveYearGroup } from './read-import-rows.ts';

const GB = COUNTRY_YEAR_GROUPS.filter((y) => y.country === 'GB');
const year = (name: string) => {
  const found = GB.find((y) => y.name === name);
  if (!found) throw new Error(`no ${name}`);
  return { countryYearGroupId: found.countryYearGroupId, name: found.name };
};
/** A valid UPN ending in these 12 characters (upn.test.ts checks the check letter by hand). */
const upn = (rest: string) => `${upnCheckLetter(rest)}${rest}`;
const context = (over: Partial<CheckContext> = {}): CheckContext => ({
  classes: new Map([
    // 8A has no year groups (any year); 8B is for Year 9; 12X for Year 12 and Year 13.
    ['8a', { groupId: 1, code: '8A', yearGroups: [] }],
    ['8b', { groupId: 2, code: '8B', yearGroups: [year('Year 9')] }],
    ['12x', { groupId: 3, code: '12X', yearGroups: [year('Year 12'), year('Year 13')] }],
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
        `${upn('123456789012')},Ada,Lovelace,8A,7,10/12/2012,ada@example.com`,
        ',,Brontë,8A,7,,',
        ',Sam,Lee,8A,Year 15,31/02/2012,',
        ',Kai,Khan,9Z,7,,not-an-email',
        `${upn('123456789012')},Ada,Lovelace,8A,7,10/12/2012,`,
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
      `Forename,Surname,Class,DOB,UPN\nSam,Lee,8A,01/02/2012,\nsam,LEE,8B,2012-02-01,\nSam,Lee,8A,01/02/2012,${upn('000000000001')}\nSam,Lee,8A,01/02/2012,${upn('000000000002')}\n`,
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
      `UPN,Forename,Surname,Class,DOB\n${upn('111111111111')},Jo,March,8A,\n,Beth,March,8A,05/06/2011\n${upn('222222222222')},Amy,March,8A,05/06/2011\n`,
      {
        existing: [
          {
            firstName: 'Josephine',
            lastName: 'March',
            userName: 'jo.march',
            upn: upn('111111111111'),
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
            upn: upn('999999999999'),
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
        `${upn(String(i).padStart(12, '0'))},Pupil${i},Surname${i % 97},${i % 2 ? '8A' : '8B'},9,${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/2012`,
      );
    }
    const started = performance.now();
    const result = check(lines.join('\r\n'));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.rowCount).toBe(2000);
    expect(result.problems).toEqual([]);
  });

  it('names a row that repeats an earlier one exactly, and which row it repeats, and nothing else of it', () => {
    const result = check(
      [
        'Forename,Surname,Class,Year,Notes',
        'Sam,Lee,8A,7,',
        'Ann,Bee,8A,7,',
        // The same cells again (spaces tidied, an empty cell at the end left off): a repeat of row 2.
        ' Sam ,Lee,8A,7',
        // A different note: not a repeat (nothing tells the two Sam Lees apart, so both are kept).
        'Sam,Lee,8A,7,twin',
        // A repeat of a row with problems is named as a repeat only.
        ',Kai,9Z,7,',
        ',Kai,9Z,7,',
      ].join('\n'),
    );
    expect(result.problems.map((p) => [p.row, p.field, p.code, p.message])).toEqual([
      [
        4,
        null,
        'repeatedRow',
        'Repeats row 2 exactly: delete it from the file, or import only the rows without problems',
      ],
      [6, 'firstName', 'missingName', 'Add the first name'],
      [
        6,
        'className',
        'unknownClass',
        'The school has no class 9Z: choose to create it, or correct the class',
      ],
      [
        7,
        null,
        'repeatedRow',
        'Repeats row 6 exactly: delete it from the file, or import only the rows without problems',
      ],
    ]);
    expect(result.valid.map((r) => r.row)).toEqual([2, 3, 5]);
    expect(result.invalidRows).toEqual([4, 6, 7]);
  });

  it('names a UPN whose check letter is wrong, apart from one not in UPN form', () => {
    const good = upn('801200005001');
    expect(good).toBe('B801200005001');
    const result = check(
      [
        'UPN,Forename,Surname,Class',
        `${good},Ada,Lovelace,8A`,
        'A801200005001,Bea,Lovelace,8A',
        'b 8012 0000 5001,Cy,Lovelace,8A', // spaces and case are tidied: the same UPN as row 2
        'X80120000A001,Di,Lovelace,8A',
        `${upn('80120000501A')},Ed,Lovelace,8A`, // a temporary UPN
      ].join('\n'),
    );
    expect(result.problems.map((p) => [p.row, p.field, p.code])).toEqual([
      [3, 'upn', 'upnCheckLetter'],
      [4, 'upn', 'duplicateInFile'],
      [5, 'upn', 'badUpn'],
    ]);
    expect(result.problems[0]?.message).toBe(
      "The check letter of A801200005001 does not match its other characters: one of them is mistyped. Copy it again from the school's records",
    );
    expect(result.valid.map((r) => [r.row, r.upn])).toEqual([
      [2, 'B801200005001'],
      [6, 'A80120000501A'],
    ]);
  });

  it("names a year group the row's class is not for, and takes any year in a class without year groups", () => {
    const result = check(
      [
        'Forename,Surname,Class,Year',
        'Ann,Bee,8B,Year 13', // 8B is for Year 9
        'Bo,Bee,8b,9',
        'Cy,Bee,12X,13',
        'Di,Bee,12x,Year 11',
        'Ed,Bee,8A,Year 13', // 8A has no year groups
        'Fay,Bee,8B,', // no year given: nothing to compare
      ].join('\n'),
    );
    expect(result.problems.map((p) => [p.row, p.field, p.code, p.message])).toEqual([
      [
        2,
        'yearGroup',
        'yearNotInClass',
        'Year 13 cannot be in 8B, a class for Year 9: correct the year or the class',
      ],
      [
        5,
        'yearGroup',
        'yearNotInClass',
        'Year 11 cannot be in 12X, a class for Year 12 or Year 13: correct the year or the class',
      ],
    ]);
    expect(result.valid.map((r) => r.row)).toEqual([3, 4, 6, 7]);
  });

  it('refuses names and classes with direction controls or lone surrogates, and keeps real scripts and emoji', () => {
    const result = check(
      [
        'Forename,Surname,Class',
        'Sam\u202Egnp.exe,Lee,8A',
        'Ann,Bee\u2066x\u2069,8A',
        'Kai\uD83D,Khan,8A',
        'Mo,Patel,8A\u202B',
        'محمد,עברית,8A',
        'Ana 😀,Lee,8A',
      ].join('\n'),
    );
    expect(result.problems.map((p) => [p.row, p.field, p.code])).toEqual([
      [2, 'firstName', 'unsafeText'],
      [3, 'lastName', 'unsafeText'],
      [4, 'firstName', 'unsafeText'],
      [5, 'className', 'unsafeText'],
    ]);
    expect(result.problems[0]?.message).toBe(
      'Remove the hidden characters that change the direction of the text (such as a right-to-left override)',
    );
    expect(result.problems[2]?.message).toBe(
      'Type this again: it holds a broken character (half of an emoji or symbol)',
    );
    // The class with a control is not looked for, nor offered to be made.
    expect(result.missingClasses).toEqual([]);
    expect(result.valid.map((r) => r.row)).toEqual([6, 7]);
  });

  it('never quotes a control or a lone surrogate back in a message: it shows � in its place', () => {
    const result = check(
      'Forename,Surname,Class,Year,DOB,Email\nSam,Lee,8A,Year\u202E77,01/02\u2067/2012,a\uDC00@b\n',
    );
    expect(result.problems.map((p) => p.message)).toEqual([
      '“Year�77” is not a year group: write it as Year 7 or 7',
      '“01/02�/2012” is not a date: write it as dd/mm/yyyy',
      '“a�@b” is not an email address',
    ]);
  });
});
