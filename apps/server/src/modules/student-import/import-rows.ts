import {
  IMPORT_CLASS_CODE_MAX,
  IMPORT_NAME_MAX,
  type ImportField,
  type ImportProblem,
  type MissingClass,
} from '@mathsight/contract/student-import.ts';
import { unsafeTextProblem } from '@mathsight/contract/text-safety.ts';
import { upnProblem } from '@mathsight/contract/upn.ts';
import { type ImportRow, parseUkDate, resolveYearGroup, type YearGroupRef } from './read-import-rows.ts';

/**
 * Checking an import (issue 13 point 3; issue 24 point 6): every row read by `read-import-rows.ts`
 * checked against the school (its classes, its students, its country's year groups) before anything
 * is saved. No I/O: the service hands it what it needs.
 */

// ---------------------------------------------------------------- checking every row

export interface ExistingStudent {
  firstName: string;
  lastName: string;
  userName: string;
  upn: string | null;
  dateOfBirth: string | null;
}

export interface CheckContext {
  /** The school's classes (not archived) by lower-case code, with their year groups (none: any year). */
  classes: ReadonlyMap<string, { groupId: number; code: string; yearGroups: readonly YearGroupRef[] }>;
  /** The school's students whose UPN, or name and date of birth, the file also has. */
  existing: readonly ExistingStudent[];
  yearGroups: readonly YearGroupRef[];
  createMissingClasses: boolean;
}

/** A row ready to save: its class by id, or by the code of a class the import will make. */
export interface CheckedRow {
  row: number;
  firstName: string;
  lastName: string;
  className: string;
  groupId: number | null;
  countryYearGroupId: number | null;
  dateOfBirth: string | null;
  upn: string | null;
  /** Parents' addresses (issue 27): none, one or two, each once. */
  parentEmails: string[];
}

export interface CheckResult {
  rowCount: number;
  problems: ImportProblem[];
  valid: CheckedRow[];
  invalidRows: number[];
  missingClasses: MissingClass[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Year 7", "Year 7 or Year 8", "Year 7, Year 8 or Year 9". */
const yearsText = (years: readonly YearGroupRef[]) => {
  const names = years.map((y) => y.name);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
};

/** A cell quoted in a message, its direction controls and lone surrogates shown as �, so they cannot reorder the screen. */
const shown = (text: string) =>
  text.replace(
    /[\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );

const UNSAFE_TEXT_MESSAGES = {
  bidiControl:
    'Remove the hidden characters that change the direction of the text (such as a right-to-left override)',
  loneSurrogate: 'Type this again: it holds a broken character (half of an emoji or symbol)',
} as const;
const nameKey = (first: string, last: string, dob: string) =>
  `${first.toLocaleLowerCase('en-GB')}\u0001${last.toLocaleLowerCase('en-GB')}\u0001${dob}`;

/**
 * Every problem of every row, by row number: a row repeating an earlier one exactly (named alone:
 * the earlier row has any other problem); a missing or too long name; a name or class with direction
 * controls or a lone surrogate; a missing class, or one the school does not have (unless the teacher
 * chose to make it); a year group the class is not for; an impossible date; an unknown year group; a
 * malformed UPN, or one whose check letter is wrong; a malformed email; the same student twice in the
 * file, or one the school has already (UPN first, then name and date of birth).
 */
export function checkRows(rows: readonly ImportRow[], ctx: CheckContext): CheckResult {
  const problems: ImportProblem[] = [];
  const valid: CheckedRow[] = [];
  const invalidRows: number[] = [];
  const byUpn = new Map<string, number>();
  const byNameDob = new Map<string, { row: number; upn: string | null }>();
  const existingByUpn = new Map<string, ExistingStudent>();
  const existingByName = new Map<string, ExistingStudent>();
  for (const s of ctx.existing) {
    if (s.upn) existingByUpn.set(s.upn.toUpperCase(), s);
    if (s.dateOfBirth) existingByName.set(nameKey(s.firstName, s.lastName, s.dateOfBirth), s);
  }
  const missing = new Map<string, { code: string; rows: number; years: Map<number, number> }>();
  const byLine = new Map<string, number>();

  for (const r of rows) {
    const found: ImportProblem[] = [];
    const add = (field: ImportField | null, code: ImportProblem['code'], message: string) =>
      found.push({ row: r.row, field, code, message });

    const repeats = byLine.get(r.line);
    if (repeats !== undefined) {
      add(
        null,
        'repeatedRow',
        `Repeats row ${repeats} exactly: delete it from the file, or import only the rows without problems`,
      );
      problems.push(...found);
      invalidRows.push(r.row);
      continue;
    }
    byLine.set(r.line, r.row);

    const unsafeFields = new Set<ImportField>();
    for (const field of ['firstName', 'lastName', 'className'] as const) {
      const unsafe = unsafeTextProblem(r[field]);
      if (!unsafe) continue;
      add(field, 'unsafeText', UNSAFE_TEXT_MESSAGES[unsafe]);
      unsafeFields.add(field);
    }

    if (!r.firstName) add('firstName', 'missingName', 'Add the first name');
    else if (r.firstName.length > IMPORT_NAME_MAX) {
      add('firstName', 'nameTooLong', `Use at most ${IMPORT_NAME_MAX} characters`);
    }
    if (!r.lastName) add('lastName', 'missingName', 'Add the last name');
    else if (r.lastName.length > IMPORT_NAME_MAX) {
      add('lastName', 'nameTooLong', `Use at most ${IMPORT_NAME_MAX} characters`);
    }

    let year: YearGroupRef | null = null;
    if (r.yearGroup) {
      year = resolveYearGroup(r.yearGroup, ctx.yearGroups);
      if (!year)
        add(
          'yearGroup',
          'unknownYear',
          `“${shown(r.yearGroup)}” is not a year group: write it as Year 7 or 7`,
        );
    }

    let groupId: number | null = null;
    let classCode = r.className;
    if (!r.className) add('className', 'missingClass', "Add the student's class");
    else if (unsafeFields.has('className')) {
      // Said above; the class is not looked for, nor made.
    } else if (r.className.length > IMPORT_CLASS_CODE_MAX) {
      add('className', 'classTooLong', `Use at most ${IMPORT_CLASS_CODE_MAX} characters for a class`);
    } else {
      const known = ctx.classes.get(r.className.toLocaleLowerCase('en-GB'));
      if (known) {
        groupId = known.groupId;
        classCode = known.code;
        // A class with year groups takes students of those years only (Year 13 in a Year 8 class is a slip).
        const yearId = year?.countryYearGroupId;
        if (
          year &&
          known.yearGroups.length > 0 &&
          !known.yearGroups.some((y) => y.countryYearGroupId === yearId)
        ) {
          add(
            'yearGroup',
            'yearNotInClass',
            `${year.name} cannot be in ${known.code}, a class for ${yearsText(known.yearGroups)}: correct the year or the class`,
          );
        }
      } else {
        const key = r.className.toLocaleLowerCase('en-GB');
        const entry = missing.get(key) ?? { code: r.className, rows: 0, years: new Map() };
        classCode = entry.code;
        entry.rows++;
        if (year)
          entry.years.set(year.countryYearGroupId, (entry.years.get(year.countryYearGroupId) ?? 0) + 1);
        missing.set(key, entry);
        if (!ctx.createMissingClasses) {
          add(
            'className',
            'unknownClass',
            `The school has no class ${shown(r.className)}: choose to create it, or correct the class`,
          );
        }
      }
    }

    let dateOfBirth: string | null = null;
    if (r.dateOfBirth) {
      dateOfBirth = parseUkDate(r.dateOfBirth);
      if (!dateOfBirth) {
        add('dateOfBirth', 'badDate', `“${shown(r.dateOfBirth)}” is not a date: write it as dd/mm/yyyy`);
      } else if (dateOfBirth < '1900-01-01' || dateOfBirth > new Date().toISOString().slice(0, 10)) {
        add('dateOfBirth', 'badDate', `${shown(r.dateOfBirth)} cannot be a student's date of birth`);
        dateOfBirth = null;
      }
    }

    const upn = r.upn || null;
    const upnFault = upn ? upnProblem(upn) : null;
    if (upnFault === 'format') {
      add('upn', 'badUpn', 'A UPN is 13 characters: a letter, 11 digits, then a digit or a letter');
    } else if (upnFault === 'checkLetter') {
      add(
        'upn',
        'upnCheckLetter',
        `The check letter of ${shown(upn ?? '')} does not match its other characters: one of them is mistyped. Copy it again from the school's records`,
      );
    }
    if (r.email && !EMAIL.test(r.email))
      add('email', 'badEmail', `“${shown(r.email)}” is not an email address`);
    for (const field of ['parentEmail', 'parentEmail2'] as const) {
      const address = r[field];
      if (address && (!EMAIL.test(address) || address.length > 254))
        add(field, 'badEmail', `“${shown(address)}” is not an email address`);
    }

    // The same student: by UPN when the row has one, otherwise by name and date of birth.
    if (upn) {
      const earlier = byUpn.get(upn);
      if (earlier !== undefined) add('upn', 'duplicateInFile', `Same UPN as row ${earlier}`);
      else byUpn.set(upn, r.row);
      const there = existingByUpn.get(upn);
      if (there) {
        add(
          'upn',
          'duplicateExisting',
          `Already in the school: ${there.firstName} ${there.lastName} (${there.userName})`,
        );
      }
    }
    // Name and date of birth decide only where a UPN does not: two rows that both have one differ by it.
    if (dateOfBirth && r.firstName && r.lastName) {
      const key = nameKey(r.firstName, r.lastName, dateOfBirth);
      const earlier = byNameDob.get(key);
      if (!earlier) byNameDob.set(key, { row: r.row, upn });
      else if (upn === null || earlier.upn === null) {
        add(null, 'duplicateInFile', `Same name and date of birth as row ${earlier.row}`);
      }
      const there = existingByName.get(key);
      if (
        there &&
        (upn === null || there.upn === null) &&
        !found.some((p) => p.code === 'duplicateExisting')
      ) {
        add(
          null,
          'duplicateExisting',
          `Already in the school with this name and date of birth (${there.userName})`,
        );
      }
    }

    if (found.length) {
      problems.push(...found);
      invalidRows.push(r.row);
    } else {
      valid.push({
        row: r.row,
        firstName: r.firstName,
        lastName: r.lastName,
        className: classCode,
        groupId,
        countryYearGroupId: year?.countryYearGroupId ?? null,
        dateOfBirth,
        upn,
        parentEmails: [...new Set([r.parentEmail, r.parentEmail2].filter((e) => e !== ''))],
      });
    }
  }

  const missingClasses: MissingClass[] = [...missing.values()].map((m) => {
    const top = [...m.years].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
    return {
      code: m.code,
      countryYearGroupId: top,
      yearGroupName: ctx.yearGroups.find((y) => y.countryYearGroupId === top)?.name ?? null,
      rowCount: m.rows,
    };
  });
  return { rowCount: rows.length, problems, valid, invalidRows, missingClasses };
}
