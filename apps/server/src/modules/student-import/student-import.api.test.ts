import { upnCheckLetter } from '@mathsight/contract/upn.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords.ts';
import {
  assignmentStudents,
  groupStudents,
  groups,
  groupYearGroups,
  invitations,
  studentImports,
  students,
  users,
} from '../../db/schema.ts';
import { makeAssignment, makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { StudentImportRepository } from './student-import.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type School = Awaited<ReturnType<typeof makeSchoolWithClasses>>;
const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const validate = (s: School, payload: unknown, headers = s.admin.headers) =>
  post(`/api/v3/schools/${s.school.id}/students/validate-import`, headers, payload);
const importFile = (s: School, payload: unknown, headers = s.admin.headers) =>
  post(`/api/v3/schools/${s.school.id}/students/collection`, headers, payload);

/** The school's students (any state) named `lastName`. */
async function studentsNamed(schoolId: number, lastName: string) {
  return t.database.db
    .select({ studentId: students.id, firstName: users.firstName, upn: students.upn, dob: users.dateOfBirth })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.schoolId, schoolId), eq(users.lastName, lastName)));
}

/** The school's import history as stored (the sync screen lists it). */
function importRecords(schoolId: number) {
  return t.database.db
    .select({
      teacherId: studentImports.teacherId,
      mode: studentImports.mode,
      rowCount: studentImports.rowCount,
      studentsAdded: studentImports.studentsAdded,
      classesCreated: studentImports.classesCreated,
      rowsSkipped: studentImports.rowsSkipped,
    })
    .from(studentImports)
    .where(eq(studentImports.schoolId, schoolId));
}

const GOOD = [
  'UPN;Legal Forename;Legal Surname;Reg Group;NC Year;DOB',
  'H801200001001;Zoë;Brontë-Ward;8A;8;03/04/2012',
  "X801200001002;Ciarán;O'Brien;8b;Year 8;2012-05-06",
  'L801200001003;Thi Minh;Nguyễn;8A;Y8;07/08/2012',
].join('\r\n');

describe('POST /api/v3/schools/{id}/students/validate-import', () => {
  it('checks every row and saves nothing: the mapping guessed from the headers, problems by row', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const csv = `\uFEFF${GOOD}\r\n\r\n;;Brontë-Ward;8A;8;\r\nP801200001005;Sam;Brontë-Ward;9Q;9;31/02/2012\r\n`;
    const res = await validate(s, { csv });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.columns).toEqual(['upn', 'firstName', 'lastName', 'className', 'yearGroup', 'dateOfBirth']);
    expect(body).toMatchObject({ rowCount: 5, validCount: 3, invalidCount: 2 });
    expect(body.problems.map((p: { row: number; code: string }) => [p.row, p.code])).toEqual([
      [6, 'missingName'],
      [7, 'unknownClass'],
      [7, 'badDate'],
    ]);
    expect(body.missingClasses).toEqual([
      { code: '9Q', countryYearGroupId: 10, yearGroupName: 'Year 9', rowCount: 1 },
    ]);
    expect(await studentsNamed(s.school.id, 'Brontë-Ward')).toEqual([]);
  });

  it('takes a mapping made by hand, and refuses one without a name or class column', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const csv = 'A,B,C,D\nAda,Lovelace,8A,x\n';
    const ok = await validate(s, { csv, columns: ['firstName', 'lastName', 'className', null] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ rowCount: 1, validCount: 1, problems: [] });
    const guessed = await validate(s, { csv });
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().modelState.columns).toEqual(['Map a first name, a last name and a class column']);
  });

  it('finds duplicates of the school’s students: by UPN, then by name and date of birth', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const [first] = s.studentsA;
    await t.database.db
      .update(students)
      .set({ upn: 'P000000000001' })
      .where(eq(students.id, first?.studentId ?? 0));
    const [second] = s.studentsB;
    await t.database.db
      .update(users)
      .set({ firstName: 'Ada', lastName: 'Byron', dateOfBirth: '2012-12-10' })
      .where(eq(users.id, second?.userId ?? 0));
    const csv =
      'UPN,Forename,Surname,Class,DOB\np000000000001,New,Name,8A,\n,ada,BYRON,8B,10/12/2012\n,Ada,Byron,8B,11/12/2012\n';
    const res = await validate(s, { csv });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().problems.map((p: { row: number; code: string }) => [p.row, p.code])).toEqual([
      [2, 'duplicateExisting'],
      [3, 'duplicateExisting'],
    ]);
  });

  it('refuses teachers who are not administrators (403), and other schools’ teachers (404)', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    expect((await validate(s, { csv: GOOD }, s.teacher.headers)).statusCode).toBe(403);
    expect((await validate(s, { csv: GOOD }, s.colleague.headers)).statusCode).toBe(403);
    expect((await validate(s, { csv: GOOD }, s.pending.headers)).statusCode).toBe(404);
    expect((await validate(s, { csv: GOOD }, s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await validate(s, { csv: GOOD }, s.student.headers)).statusCode).toBe(403);
  });

  it('refuses a file with no students, and one of more than 2,000', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const empty = await validate(s, { csv: 'Forename,Surname,Class\n\n' });
    expect(empty.statusCode).toBe(400);
    const rows = Array.from({ length: 2001 }, (_, i) => `P${i},Q${i},8A`);
    const big = await validate(s, { csv: ['Forename,Surname,Class', ...rows].join('\n') });
    expect(big.statusCode).toBe(400);
    expect(big.json().modelState.csv).toEqual(['Import at most 2,000 students at a time']);
  });

  it('takes a 2,000-row file (the raised body limit)', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const rows = Array.from(
      { length: 2000 },
      (_, i) =>
        `${upnCheckLetter(String(i).padStart(12, '0'))}${String(i).padStart(12, '0')},Forename${i},Surname${i},${i % 2 ? '8A' : '8B'},Year 8,${String((i % 28) + 1).padStart(2, '0')}/03/2012,pupil${i}@school.example.org.uk,extra column text ${i}`,
    );
    const csv = ['UPN,Forename,Surname,Reg Group,Year,DOB,Email,Notes', ...rows].join('\r\n');
    expect(csv.length).toBeGreaterThan(200_000);
    const res = await validate(s, { csv });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.json()).toMatchObject({ rowCount: 2000, validCount: 2000, invalidCount: 0 });
  });
});

describe('POST /api/v3/schools/{id}/students/collection', () => {
  it('imports every row in one go: accounts, classes, class work, one-time passwords (only hashes kept)', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    // Whole-class work open now in 8A: the new students take part in it, as a student joining does.
    const work = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      createdByTeacherId: s.teacher.teacherId,
      groupIds: [s.classA.id],
    });
    const res = await importFile(s, { csv: GOOD, mode: 'all' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.created).toBe(3);
    expect(body.skippedRows).toEqual([]);
    expect(body.byClass).toEqual([
      { groupId: s.classA.id, code: '8A', count: 2 },
      { groupId: s.classB.id, code: '8B', count: 1 },
    ]);
    expect(
      body.students.map((x: { userName: string; classCode: string }) => [x.userName, x.classCode]),
    ).toEqual([
      ['zoe.bronteward', '8A'],
      ['ciaran.obrien', '8B'],
      ['thiminh.nguyen', '8A'],
    ]);
    const saved = await studentsNamed(s.school.id, 'Nguyễn');
    expect(saved).toEqual([
      {
        studentId: body.students[2].studentId,
        firstName: 'Thi Minh',
        upn: 'L801200001003',
        dob: '2012-08-07',
      },
    ]);
    const [account] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.userName, 'zoe.bronteward'));
    expect(account?.hash).not.toBe(body.students[0].password);
    expect(await verifyPassword(account?.hash ?? '', body.students[0].password)).toBe(true);
    const ids = body.students.map((x: { studentId: number }) => x.studentId);
    const places = await t.database.db
      .select({ groupId: groupStudents.groupId })
      .from(groupStudents)
      .where(inArray(groupStudents.studentId, ids));
    expect(places.map((p) => p.groupId).sort()).toEqual([s.classA.id, s.classA.id, s.classB.id].sort());
    const enrolled = await t.database.db
      .select({ studentId: assignmentStudents.studentId })
      .from(assignmentStudents)
      .where(and(eq(assignmentStudents.assignmentId, work.id), inArray(assignmentStudents.studentId, ids)));
    expect(enrolled.map((e) => e.studentId).sort()).toEqual([ids[0], ids[2]].sort());
    // The new students sign in with their slips' details.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v3/tokens/login-redirect',
      payload: { username: 'ciaran.obrien', password: body.students[1].password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('"all" with a bad row: 400 naming the rows, and nothing is saved', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const csv = `${GOOD}\nW801200001009;Eve;Brontë-Ward;8A;Year 14;\n;Ana;Brontë-Ward;;9;\n`;
    const res = await importFile(s, { csv, mode: 'all' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Nothing was imported: rows 5, 6 have problems. Correct them, or import only the valid rows.',
    );
    expect(res.json().modelState).toEqual({
      'row 5': ['Row 5: “Year 14” is not a year group: write it as Year 7 or 7'],
      'row 6': ["Row 6: Add the student's class"],
    });
    expect(await studentsNamed(s.school.id, 'Brontë-Ward')).toEqual([]);
  });

  it('"validOnly" imports the valid rows and makes the missing classes with their year group when asked', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const csv = `${GOOD}\n;Eve;Brontë-Ward;10C/Ma;10;\n;Ana;Brontë-Ward;10c/ma;Year 10;\n;;Brontë-Ward;8A;8;\n`;
    const res = await importFile(s, { csv, mode: 'validOnly', createMissingClasses: true });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.created).toBe(5);
    expect(body.skippedRows).toEqual([7]);
    expect(body.classesCreated).toEqual([{ groupId: expect.any(Number), code: '10C/Ma' }]);
    expect(await importRecords(s.school.id)).toEqual([
      {
        teacherId: s.admin.teacherId,
        mode: 'validOnly',
        rowCount: 6,
        studentsAdded: 5,
        classesCreated: 1,
        rowsSkipped: 1,
      },
    ]);
    const groupId = body.classesCreated[0].groupId;
    expect(body.byClass).toContainEqual({ groupId, code: '10C/Ma', count: 2 });
    const [made] = await t.database.db.select().from(groups).where(eq(groups.id, groupId));
    expect(made?.schoolId).toBe(s.school.id);
    const years = await t.database.db
      .select()
      .from(groupYearGroups)
      .where(eq(groupYearGroups.groupId, groupId));
    expect(years.map((y) => y.countryYearGroupId)).toEqual([11]);
    const codes = await t.database.db.select().from(invitations).where(eq(invitations.groupId, groupId));
    expect(codes.map((c) => c.kind)).toEqual(['ClassStudent']);
    expect((await studentsNamed(s.school.id, 'Brontë-Ward')).map((x) => x.firstName).sort()).toEqual([
      'Ana',
      'Eve',
      'Zoë',
    ]);
    // The same file again: the rows with a UPN are students the school has now; Eve's and Ana's rows
    // have neither a UPN nor a date of birth, so nothing tells them from new students of that name.
    const again = await validate(s, { csv, createMissingClasses: true });
    expect(again.json()).toMatchObject({ rowCount: 6, validCount: 2, invalidCount: 4 });
    expect(again.json().missingClasses).toEqual([]);
  });

  it('saves nothing when the transaction fails part-way (the class made, then an account refused)', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    // The class goes in first, then both accounts; the second's class does not exist, so its place
    // in a class is refused in the same transaction, and the class and both accounts go with it.
    const repo = new StudentImportRepository(t.database.db);
    const student = (firstName: string, groupId: number | null) => ({
      firstName,
      lastName: 'Rollback',
      userNameBase: `${firstName.toLowerCase()}.rollback`,
      passwordHash: 'x',
      dateOfBirth: null,
      upn: null,
      groupId,
      className: '11R/x',
    });
    await expect(
      repo.importStudents({
        schoolId: s.school.id,
        record: { teacherId: s.admin.teacherId, mode: 'all', rowCount: 2, rowsSkipped: 0 },
        newClasses: [{ code: '11R/x', countryYearGroupId: 12, invitationCode: `RB${Date.now()}` }],
        students: [student('Ada', null), student('Bo', 2_147_483_647)],
        now: new Date(),
      }),
    ).rejects.toThrow();
    const classes = await t.database.db
      .select()
      .from(groups)
      .where(and(eq(groups.schoolId, s.school.id), eq(groups.code, '11R/x')));
    expect(classes).toEqual([]);
    expect(await studentsNamed(s.school.id, 'Rollback')).toEqual([]);
    // Nor is the import recorded in the school's history: the record shares the transaction.
    expect(await importRecords(s.school.id)).toEqual([]);
    // Through the call, the same students are saved whole.
    const csv = 'Forename,Surname,Class,Year\nAda,Rollback,11R/x,Year 11\nBo,Rollback,11R/x,Year 11\n';
    const res = await importFile(s, { csv, mode: 'all', createMissingClasses: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(await studentsNamed(s.school.id, 'Rollback')).toHaveLength(2);
    expect(await importRecords(s.school.id)).toEqual([
      {
        teacherId: s.admin.teacherId,
        mode: 'all',
        rowCount: 2,
        studentsAdded: 2,
        classesCreated: 1,
        rowsSkipped: 0,
      },
    ]);
  });

  it('refuses teachers who are not administrators, and saves nothing', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    expect((await importFile(s, { csv: GOOD }, s.teacher.headers)).statusCode).toBe(403);
    expect((await importFile(s, { csv: GOOD }, s.otherTeacher.headers)).statusCode).toBe(404);
    expect(await studentsNamed(s.school.id, 'Brontë-Ward')).toEqual([]);
  });
});

describe('the import’s Parent email columns (issue 27)', () => {
  it('takes up to two parents’ addresses a student, lower case, and refuses a malformed one', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const csv = [
      'Forename,Surname,Reg Group,Parent email,Parent email 2',
      'Ada,Parentson,8A,Mum@Example.com,dad@example.com',
      'Bea,Parentson,8A,,',
      'Cal,Parentson,8A,not-an-address,',
    ].join('\n');
    const checked = await validate(s, { csv });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().columns).toEqual([
      'firstName',
      'lastName',
      'className',
      'parentEmail',
      'parentEmail2',
    ]);
    expect(checked.json().problems).toEqual([
      { row: 4, field: 'parentEmail', code: 'badEmail', message: '“not-an-address” is not an email address' },
    ]);
    const res = await importFile(s, { csv, mode: 'validOnly' });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.database.db
      .select({
        firstName: users.firstName,
        parentEmail: students.parentEmail,
        parentEmail2: students.parentEmail2,
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(and(eq(students.schoolId, s.school.id), eq(users.lastName, 'Parentson')));
    expect(rows.sort((a, b) => a.firstName.localeCompare(b.firstName))).toEqual([
      { firstName: 'Ada', parentEmail: 'mum@example.com', parentEmail2: 'dad@example.com' },
      { firstName: 'Bea', parentEmail: null, parentEmail2: null },
    ]);
  });
});

describe('POST /api/v3/schools/{id}/students/sign-in-slips', () => {
  it('answers a PDF of the slips for administrators only', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const slips = [
      {
        firstName: 'Thi Minh',
        lastName: 'Nguyễn',
        userName: 'thiminh.nguyen',
        password: 'otter-maple-42',
        classCode: '8A',
      },
      {
        firstName: 'Zoë',
        lastName: "O'Brien",
        userName: 'zoe.obrien',
        password: 'river-tulip-17',
        classCode: '8B',
      },
    ];
    const res = await post(`/api/v3/schools/${s.school.id}/students/sign-in-slips`, s.admin.headers, {
      slips,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Two classes: a page each.
    expect(res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    const refused = await post(`/api/v3/schools/${s.school.id}/students/sign-in-slips`, s.teacher.headers, {
      slips,
    });
    expect(refused.statusCode).toBe(403);
  }, 60_000);
});
