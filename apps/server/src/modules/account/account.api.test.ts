import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  makeAnswer,
  makeAssignment,
  makeParent,
  makeSchoolWithClasses,
  makeUser,
  signIn,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import { linkIn, mailingTestApp } from '../../test/smtp-inbox.ts';
import { ACCOUNT_MESSAGES } from './account.service.ts';

const mailing = mailingTestApp();

describe('the account page: email address, password and email choices', () => {
  it('moves the account to a new address only once the link sent there is opened; the old one is told', async () => {
    const user = await makeUser(mailing.app.database.db, ['Teacher']);
    const { headers } = await signIn(mailing.app.app, user.userName);
    const newEmail = `new-${randomUUID().slice(0, 8)}@example.com`;
    const asked = await mailing.app.app.inject({
      method: 'POST',
      url: '/api/v3/users/me/email-change',
      headers,
      payload: { email: newEmail },
    });
    expect(asked.json()).toEqual({ pendingEmail: newEmail });
    const notice = await mailing.inbox.waitForMessage(user.email ?? '');
    expect(notice.subject).toBe('Your Mathsight email address is being changed');
    const [row] = await mailing.app.database.query<{ email: string }>(
      'select email from users where id = $1',
      [user.id],
    );
    expect(row?.email).toBe(user.email);

    const link = linkIn(await mailing.inbox.waitForMessage(newEmail), '/signup/confirm');
    await mailing.app.app.inject({
      method: 'PUT',
      url: `/api/v3/email-confirmations/${link.searchParams.get('code')}`,
    });
    const [after] = await mailing.app.database.query<{ email: string }>(
      'select email from users where id = $1',
      [user.id],
    );
    expect(after?.email).toBe(newEmail);

    const taken = await mailing.app.app.inject({
      method: 'POST',
      url: '/api/v3/users/me/email-change',
      headers,
      payload: { email: (await makeUser(mailing.app.database.db, ['Teacher'])).email },
    });
    expect(taken.json().modelState).toEqual({ email: [ACCOUNT_MESSAGES.emailTaken] });
  });

  it('changes the password only with the current one, and ends every other sign-in', async () => {
    const user = await makeUser(mailing.app.database.db, ['Teacher']);
    const other = await signIn(mailing.app.app, user.userName);
    const { headers } = await signIn(mailing.app.app, user.userName);
    const url = `/api/v3/users/${user.id}/password`;
    const wrong = await mailing.app.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { currentPassword: 'not it at all', newPassword: 'silver canal evening' },
    });
    expect(wrong.json().modelState).toEqual({ currentPassword: [ACCOUNT_MESSAGES.wrongPassword] });
    const weak = await mailing.app.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'password' },
    });
    expect(weak.json().modelState.newPassword[0]).toMatch(/too common/);

    const changed = await mailing.app.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'silver canal evening' },
    });
    expect(changed.statusCode).toBe(200);
    const { refreshToken } = changed.json() as { refreshToken: string };
    const exchange = (token: string) =>
      mailing.app.app.inject({
        method: 'GET',
        url: '/api/v3/tokens/access',
        headers: { 'x-refresh-token': token },
      });
    expect((await exchange(other.refreshToken)).statusCode).toBe(401);
    expect((await exchange(refreshToken)).statusCode).toBe(200);
  });

  it("keeps the signed-in user's email choices", async () => {
    const user = await makeUser(mailing.app.database.db, ['Teacher']);
    const { headers } = await signIn(mailing.app.app, user.userName);
    const url = '/api/v3/users/me/email-preferences';
    expect((await mailing.app.app.inject({ method: 'GET', url, headers })).json().preferences).toEqual({
      'school-updates': true,
      'weekly-insights': true,
      'product-news': true,
    });
    const saved = await mailing.app.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { preferences: { 'school-updates': true, 'weekly-insights': true, 'product-news': false } },
    });
    expect(saved.json().preferences).toEqual({
      'school-updates': true,
      'weekly-insights': true,
      'product-news': false,
    });
  });

  it('leaves a school, unless the caller alone can run it', async () => {
    const s = await makeSchoolWithClasses(mailing.app.app, mailing.app.database.db);
    const leave = (headers: Record<string, string>, schoolId = s.school.id) =>
      mailing.app.app.inject({ method: 'DELETE', url: `/api/v3/schools/${schoolId}/teachers/me`, headers });

    const refused = await leave(s.admin.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ACCOUNT_MESSAGES.onlyAdministrator([s.school.name]) });

    expect((await leave(s.colleague.headers)).statusCode).toBe(204);
    const [left] = await mailing.app.database.query<{ n: number }>(
      'select count(*)::int as n from teachers where user_id = $1 and school_id = $2',
      [s.colleague.userId, s.school.id],
    );
    expect(left?.n).toBe(0);
    // Not a member (any more): 404.
    expect((await leave(s.colleague.headers)).statusCode).toBe(404);
  });

  describe('deleting the account', () => {
    const url = '/api/v3/users/me';
    const remove = (headers: Record<string, string>, password = TEST_PASSWORD) =>
      mailing.app.app.inject({ method: 'DELETE', url, headers, payload: { password } });
    const login = (username: string) =>
      mailing.app.app.inject({
        method: 'POST',
        url: '/api/v3/tokens/login-redirect',
        payload: { username, password: TEST_PASSWORD },
      });
    const userRow = async (userId: number) => {
      const [row] = await mailing.app.database.query<{
        first_name: string;
        last_name: string;
        email: string | null;
        user_name: string;
        password_hash: string | null;
        deleted_at: Date | null;
      }>(
        'select first_name, last_name, email, user_name, password_hash, deleted_at from users where id = $1',
        [userId],
      );
      if (!row) throw new Error('the users row is gone');
      return row;
    };

    it("empties a teacher's account and ends their sign-ins; their classes and the work they set stay", async () => {
      const db = mailing.app.database.db;
      const s = await makeSchoolWithClasses(mailing.app.app, db);
      const work = await makeAssignment(db, {
        schoolId: s.school.id,
        groupIds: [s.classA.id],
        createdByTeacherId: s.teacher.teacherId,
      });
      const [before] = await mailing.app.database.query<{ user_name: string; email: string }>(
        'select user_name, email from users where id = $1',
        [s.teacher.userId],
      );
      const other = await signIn(mailing.app.app, before?.user_name ?? '');

      expect((await remove(s.teacher.headers)).statusCode).toBe(204);

      const row = await userRow(s.teacher.userId);
      expect(row).toMatchObject({
        first_name: 'Deleted',
        last_name: 'user',
        email: null,
        password_hash: null,
      });
      expect(row.user_name).toMatch(new RegExp(`^deleted-${s.teacher.userId}-`));
      expect(row.deleted_at).not.toBeNull();
      // Neither the old username nor the old address signs in, and no sign-in goes on.
      expect((await login(before?.user_name ?? '')).statusCode).toBe(400);
      expect((await login(before?.email ?? '')).statusCode).toBe(400);
      const exchange = await mailing.app.app.inject({
        method: 'GET',
        url: '/api/v3/tokens/access',
        headers: { 'x-refresh-token': other.refreshToken },
      });
      expect(exchange.statusCode).toBe(401);

      const [kept] = await mailing.app.database.query<{ created_by_teacher_id: number | null }>(
        'select created_by_teacher_id from assignments where id = $1',
        [work.id],
      );
      expect(kept).toEqual({ created_by_teacher_id: null });
      const classes = await mailing.app.database.query<{ id: number; teachers: number }>(
        `select g.id, (select count(*)::int from group_teachers gt where gt.group_id = g.id) as teachers
         from groups g where g.id = any($1) order by g.id`,
        [[s.classA.id, s.classB.id]],
      );
      expect(classes).toEqual([
        { id: s.classA.id, teachers: 0 },
        { id: s.classB.id, teachers: 0 },
      ]);
      const [memberships] = await mailing.app.database.query<{ n: number }>(
        'select count(*)::int as n from teachers where user_id = $1',
        [s.teacher.userId],
      );
      expect(memberships?.n).toBe(0);
    });

    it("keeps a student's answers, without their name, and takes them out of every list", async () => {
      const db = mailing.app.database.db;
      const s = await makeSchoolWithClasses(mailing.app.app, db);
      const student = s.studentsA[0];
      if (!student) throw new Error('no student');
      const work = await makeAssignment(db, { schoolId: s.school.id, groupIds: [s.classA.id] });
      await makeAnswer(db, {
        schoolId: s.school.id,
        assignmentId: work.id,
        studentId: student.studentId,
        questionId: work.questionIds[0] ?? 0,
        correct: true,
      });
      const parent = await makeParent(db, { studentId: student.studentId, schoolId: s.school.id });

      expect((await remove(s.student.headers)).statusCode).toBe(204);

      expect(await userRow(student.userId)).toMatchObject({
        first_name: 'Deleted',
        last_name: 'student',
        email: null,
        password_hash: null,
      });
      expect((await login(student.userName)).statusCode).toBe(400);
      const [answers] = await mailing.app.database.query<{ n: number }>(
        'select count(*)::int as n from student_answers where student_id = $1 and assignment_id = $2',
        [student.studentId, work.id],
      );
      expect(answers?.n).toBe(1);
      const [progress] = await mailing.app.database.query<{ answered_count: number }>(
        'select answered_count from assignment_students where student_id = $1 and assignment_id = $2',
        [student.studentId, work.id],
      );
      expect(progress?.answered_count).toBe(1);
      const [archived] = await mailing.app.database.query<{ is_archived: boolean }>(
        'select is_archived from students where id = $1',
        [student.studentId],
      );
      expect(archived?.is_archived).toBe(true);
      const [links] = await mailing.app.database.query<{ n: number }>(
        'select count(*)::int as n from parent_students where parent_id = $1',
        [parent.parentId],
      );
      expect(links?.n).toBe(0);
    });

    it("removes a parent's links to their children", async () => {
      const db = mailing.app.database.db;
      const s = await makeSchoolWithClasses(mailing.app.app, db);
      const child = s.studentsB[0];
      if (!child) throw new Error('no student');
      const parent = await makeParent(db, { studentId: child.studentId, schoolId: s.school.id });
      const { headers } = await signIn(mailing.app.app, parent.userName);
      expect((await remove(headers)).statusCode).toBe(204);
      const [rows] = await mailing.app.database.query<{ n: number }>(
        'select count(*)::int as n from parents where user_id = $1',
        [parent.userId],
      );
      expect(rows?.n).toBe(0);
      const [student] = await mailing.app.database.query<{ is_archived: boolean }>(
        'select is_archived from students where id = $1',
        [child.studentId],
      );
      expect(student?.is_archived).toBe(false);
    });

    it('refuses a wrong password beside the field, the only administrator of a school with colleagues, and anyone signed out', async () => {
      const s = await makeSchoolWithClasses(mailing.app.app, mailing.app.database.db);
      const wrong = await remove(s.colleague.headers, 'not it at all');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().modelState).toEqual({ password: [ACCOUNT_MESSAGES.wrongPassword] });

      const only = await remove(s.admin.headers);
      expect(only.statusCode).toBe(409);
      expect(only.json()).toEqual({ message: ACCOUNT_MESSAGES.onlyAdministrator([s.school.name]) });

      expect((await remove({})).statusCode).toBe(401);
      const [still] = await mailing.app.database.query<{ n: number }>(
        'select count(*)::int as n from users where id = any($1) and deleted_at is null',
        [[s.colleague.userId, s.admin.userId]],
      );
      expect(still?.n).toBe(2);
    });
  });
});
