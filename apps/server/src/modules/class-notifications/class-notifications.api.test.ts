import type { ClassMessage, ClassMessageList } from '@mathsight/contract/class-notifications.ts';
import type { StudentNotificationList } from '@mathsight/contract/work-review.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeSchoolWithClasses, makeStudent, signInUser } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const messages = (groupId: number) => `/api/v3/groups/${groupId}/teacher-group-notifications`;
const validate = (groupId: number) => `${messages(groupId)}/validate`;
const studentNotifications = async (headers: Headers) =>
  (await call('GET', '/api/v3/students/me/notifications', headers)).json() as StudentNotificationList;

describe("a teacher messages a class's students", () => {
  it('validates (how many will get it), sends, lists it, and only that class’s students see it', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    // An archived student of the class gets nothing.
    const archived = await makeStudent(t.database.db, s.school.id, s.classA.id);
    await t.database.query('update students set is_archived = true where id = $1', [archived.studentId]);

    const checked = await call('POST', validate(s.classA.id), s.teacher.headers, {
      message: 'Quiz on Friday',
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ groupId: s.classA.id, recipientCount: 3 });

    const sent = await call('POST', messages(s.classA.id), s.teacher.headers, {
      message: '  Bring a calculator on Friday — Zoë’s group starts at 9.  ',
    });
    expect(sent.statusCode).toBe(201);
    const message = sent.json() as ClassMessage;
    expect(message).toMatchObject({
      groupId: s.classA.id,
      message: 'Bring a calculator on Friday — Zoë’s group starts at 9.',
      recipientCount: 3,
    });
    expect(message.senderName).toContain('Morgan');

    const history = (await call('GET', messages(s.classA.id), s.admin.headers)).json() as ClassMessageList;
    expect(history.total).toBe(1);
    expect(history.items[0]).toEqual(message);
    expect(
      ((await call('GET', messages(s.classB.id), s.teacher.headers)).json() as ClassMessageList).total,
    ).toBe(0);

    // The class's student sees it among their notifications; the comments list is as before.
    const mine = await studentNotifications(s.student.headers);
    expect(mine.classMessages).toEqual([
      expect.objectContaining({
        kind: 'classMessage',
        classMessageId: message.classMessageId,
        classCode: '8A',
        message: message.message,
      }),
    ]);
    expect(mine.items).toEqual([]);
    expect(mine.unreadCount).toBe(0);
    // Another class's student, and the archived one, do not.
    const [otherClassH, archivedH] = await Promise.all([
      signInUser(t.app, t.database.db, s.studentsB[0]?.userId ?? 0),
      signInUser(t.app, t.database.db, archived.userId),
    ]);
    expect((await studentNotifications(otherClassH)).classMessages).toEqual([]);
    expect((await studentNotifications(archivedH)).classMessages).toEqual([]);
  });

  it("lets the school's administrator message any class", async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    // The administrator teaches neither class.
    const sent = await call('POST', messages(s.classB.id), s.admin.headers, { message: 'Well done, 8B!' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ recipientCount: 2 });
    const inB = await signInUser(t.app, t.database.db, s.studentsB[0]?.userId ?? 0);
    expect((await studentNotifications(inB)).classMessages).toMatchObject([{ message: 'Well done, 8B!' }]);
  });

  it('refuses a bad message beside the field (400), and anyone not of the class (404) or not a teacher (403)', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    for (const message of ['', '   ', 'a'.repeat(501), 'nul \u0000 here']) {
      const res = await call('POST', validate(s.classA.id), s.teacher.headers, { message });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().modelState)).toEqual(['message']);
    }
    expect(
      (await call('POST', validate(s.classA.id), s.teacher.headers, { message: 'a'.repeat(500) })).statusCode,
    ).toBe(200);
    const body = { message: 'Hello' };
    // A colleague who does not teach the class, a Pending teacher, another school's teacher: 404.
    for (const headers of [s.colleague.headers, s.pending.headers, s.otherTeacher.headers]) {
      expect((await call('POST', messages(s.classA.id), headers, body)).statusCode).toBe(404);
      expect((await call('POST', validate(s.classA.id), headers, body)).statusCode).toBe(404);
      expect((await call('GET', messages(s.classA.id), headers)).statusCode).toBe(404);
    }
    expect((await call('POST', messages(s.classA.id), s.student.headers, body)).statusCode).toBe(403);
    expect((await call('POST', messages(999_999), s.teacher.headers, body)).statusCode).toBe(404);
    // Nothing was sent.
    expect(
      ((await call('GET', messages(s.classA.id), s.teacher.headers)).json() as ClassMessageList).total,
    ).toBe(0);
    expect((await studentNotifications(s.student.headers)).classMessages).toEqual([]);
  });
});
