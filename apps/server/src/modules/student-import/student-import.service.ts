import { yearGroupsForCountry } from '@mathsight/content/year-groups.ts';
import {
  ColumnMappingSchema,
  type ImportProblem,
  type SignInSlipsRequest,
  STUDENT_IMPORT_MAX_ROWS,
  type StudentImportResult,
  type StudentImportValidation,
} from '@mathsight/contract/student-import.ts';
import type { z } from 'zod';
import type { Caller } from '../../auth/authenticate.ts';
import { makeInvitationCode } from '../../auth/invitation-code.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Config } from '../../config.ts';
import { badRequest, MESSAGES, notFound } from '../../http/errors.ts';
import { assertCanImportStudents } from '../../policies/school.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { ClassMembership } from '../../school-members/class-membership.ts';
import { makeStudentPassword, userNameBase } from '../../school-members/student-credentials.ts';
import { retryOnUserNameRace } from '../../school-members/user-name-race.ts';
import { type CheckResult, checkRows } from './import-rows.ts';
import { columnsFor, parseCsv, parseUkDate, readRows } from './read-import-rows.ts';
import { signInSlipsPdf } from './sign-in-slips-pdf.ts';
import type { StudentImportRepository } from './student-import.repository.ts';

type Check = { csv: string; columns?: z.infer<typeof ColumnMappingSchema>; createMissingClasses: boolean };

/** At most this many row numbers are named in a refusal's message (all are in its modelState). */
const ROWS_NAMED = 10;

/**
 * Importing students from the school's management system (issue 13 point 3). Only the school's
 * administrators import (assertCanImportStudents). The file is read and every row checked on the
 * server each time, whatever the web app checked: validate-import saves nothing; the collection
 * checks again and saves everything, or only the valid rows, in one transaction.
 */
export class StudentImportService {
  constructor(
    private readonly repo: StudentImportRepository,
    private readonly access: SchoolAccessService,
    private readonly options: {
      argon2: Config['argon2'];
      publicUrl: string;
      /** The one owner of class membership: its event evicts users/me and the plan pages everywhere. */
      membership: Pick<ClassMembership, 'changed'>;
    },
  ) {}

  async validate(caller: Caller, schoolId: number, request: Check): Promise<StudentImportValidation> {
    const { check, headers, columns } = await this.#check(caller, schoolId, request);
    return {
      columns,
      headers,
      rowCount: check.rowCount,
      validCount: check.valid.length,
      invalidCount: check.invalidRows.length,
      problems: check.problems,
      missingClasses: check.missingClasses,
    };
  }

  async import(
    caller: Caller,
    schoolId: number,
    request: Check & { mode: 'all' | 'validOnly' },
  ): Promise<StudentImportResult> {
    const { check, school, access } = await this.#check(caller, schoolId, request);
    if (request.mode === 'all' && check.invalidRows.length > 0) {
      throw refusal(check.problems, check.invalidRows);
    }
    if (check.valid.length === 0) {
      throw badRequest('No row can be imported: correct the problems and check again.', {
        csv: ['No row can be imported'],
      });
    }
    const needed = new Set(
      check.valid.filter((r) => r.groupId === null).map((r) => r.className.toLowerCase()),
    );
    const newClasses = check.missingClasses
      .filter((c) => needed.has(c.code.toLowerCase()))
      .map((c) => ({ code: c.code, countryYearGroupId: c.countryYearGroupId, invitationCode: '' }));

    const passwords = check.valid.map(() => makeStudentPassword());
    const hashes = await Promise.all(passwords.map((p) => hashPassword(p, this.options.argon2)));
    // Usernames are chosen inside the import's transaction; a hand-chosen one taking one meanwhile, or
    // a new class's students' code colliding, is a unique violation: the import runs again.
    const saved = await retryOnUserNameRace(() =>
      this.repo.importStudents({
        schoolId,
        record: {
          teacherId: access.teacherId,
          mode: request.mode,
          rowCount: check.rowCount,
          rowsSkipped: check.invalidRows.length,
        },
        newClasses: newClasses.map((c) => ({ ...c, invitationCode: makeInvitationCode() })),
        students: check.valid.map((r, i) => ({
          firstName: r.firstName,
          lastName: r.lastName,
          userNameBase: userNameBase(r.firstName, r.lastName),
          passwordHash: hashes[i] ?? '',
          dateOfBirth: r.dateOfBirth,
          upn: r.upn,
          parentEmails: r.parentEmails,
          groupId: r.groupId,
          className: r.className,
        })),
        now: new Date(),
      }),
    );
    await this.options.membership.changed(schoolId);
    return result(check, saved, saved.userNames, passwords, school.name);
  }

  /** The slips as a PDF; only the school's name is read (the passwords exist only in the request). */
  async signInSlips(caller: Caller, schoolId: number, request: SignInSlipsRequest): Promise<Buffer> {
    const access = await this.access.schoolAccess(caller, schoolId, true);
    assertCanImportStudents(access);
    const school = await this.repo.school(schoolId);
    if (!school) throw notFound();
    return signInSlipsPdf({
      slips: request.slips,
      schoolName: school.name,
      signInAddress: `${this.options.publicUrl.replace(/^https?:\/\//, '')}/login`,
    });
  }

  async #check(caller: Caller, schoolId: number, request: Check) {
    const access = await this.access.schoolAccess(caller, schoolId, true);
    assertCanImportStudents(access);
    const parsed = parseCsv(request.csv);
    if (parsed.headers.length === 0 || parsed.rows.length === 0) {
      throw badRequest(MESSAGES.invalid, {
        csv: [
          'The file has no students: the first row names the columns, and each row after it is a student',
        ],
      });
    }
    if (parsed.rows.length > STUDENT_IMPORT_MAX_ROWS) {
      throw badRequest(MESSAGES.invalid, {
        csv: [`Import at most ${STUDENT_IMPORT_MAX_ROWS.toLocaleString('en-GB')} students at a time`],
      });
    }
    const columns = columnsFor(parsed, request.columns);
    const mapping = ColumnMappingSchema.safeParse(columns);
    if (!mapping.success) {
      throw badRequest(MESSAGES.invalid, {
        columns: [mapping.error.issues[0]?.message ?? 'Map a first name, a last name and a class column'],
      });
    }
    const [school, classes] = await Promise.all([this.repo.school(schoolId), this.repo.classes(schoolId)]);
    if (!school) throw notFound();
    const rows = readRows(parsed, mapping.data);
    const upns = [...new Set(rows.flatMap((r) => (r.upn ? [r.upn] : [])))];
    const names = rows.flatMap((r) => {
      const dob = r.dateOfBirth ? parseUkDate(r.dateOfBirth) : null;
      return dob && r.firstName && r.lastName
        ? [{ firstName: r.firstName, lastName: r.lastName, dateOfBirth: dob }]
        : [];
    });
    const existing = await this.repo.existing(schoolId, upns, names);
    const check = checkRows(rows, {
      classes: new Map(classes.map((c) => [c.code.toLocaleLowerCase('en-GB'), c])),
      existing,
      yearGroups: yearGroupsForCountry(school.country),
      createMissingClasses: request.createMissingClasses,
    });
    return { check, school, access, headers: parsed.headers, columns: mapping.data };
  }
}

/** 400 for an "all" import with problems: the rows named, and each row's problems in modelState. */
function refusal(problems: ImportProblem[], rows: number[]) {
  const named = rows.slice(0, ROWS_NAMED).join(', ');
  const more = rows.length > ROWS_NAMED ? ` and ${rows.length - ROWS_NAMED} more` : '';
  const modelState: Record<string, string[]> = {};
  for (const p of problems) {
    const key = `row ${p.row}`;
    modelState[key] ??= [];
    modelState[key].push(`Row ${p.row}: ${p.message}`);
  }
  return badRequest(
    `Nothing was imported: ${rows.length === 1 ? 'row' : 'rows'} ${named}${more} ${rows.length === 1 ? 'has' : 'have'} problems. Correct them, or import only the valid rows.`,
    modelState,
  );
}

function result(
  check: CheckResult,
  saved: { added: Array<{ studentId: number }>; classesCreated: Array<{ groupId: number; code: string }> },
  userNames: string[],
  passwords: string[],
  schoolName: string,
): StudentImportResult {
  const studentsOut = check.valid.map((r, i) => ({
    studentId: saved.added[i]?.studentId ?? 0,
    firstName: r.firstName,
    lastName: r.lastName,
    userName: userNames[i] ?? '',
    password: passwords[i] ?? '',
    classCode: r.className,
    row: r.row,
  }));
  const byClass = new Map<string, { groupId: number; code: string; count: number }>();
  const made = new Map(saved.classesCreated.map((c) => [c.code.toLowerCase(), c.groupId]));
  check.valid.forEach((r) => {
    const key = r.className.toLowerCase();
    const entry = byClass.get(key) ?? {
      groupId: r.groupId ?? made.get(key) ?? 0,
      code: r.className,
      count: 0,
    };
    entry.count++;
    byClass.set(key, entry);
  });
  return {
    created: studentsOut.length,
    skippedRows: check.invalidRows,
    classesCreated: saved.classesCreated,
    byClass: [...byClass.values()].sort((a, b) => a.code.localeCompare(b.code, 'en-GB', { numeric: true })),
    students: studentsOut,
    schoolName,
  };
}
