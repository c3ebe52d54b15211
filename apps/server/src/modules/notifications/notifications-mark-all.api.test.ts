import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, makeAssignment, makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

/** The same quiz set for 8A and for 8B, both ended; one more for both classes, due soon. */
async function sameQuizForTwoClasses() {
  const s = await makeSchoolWithClasses(t.app, t.database.db);
  const make = (groupIds: number[], endInDays: number) =>
    makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds,
      name: 'Number check-up',
      endDate: daysFromNow(endInDays),
      startDate: daysFromNow(endInDays - 14),
    });
  const work = {
    forA: await make([s.classA.id], -2),
    forB: await make([s.classB.id], -3),
    forBoth: await make([s.classB.id, s.classA.id], 2),
  };
  const list = `/api/v3/users/${s.teacher.userId}/notifications?request.filter.schoolId=${s.school.id}`;
  const badges = `/api/v3/users/${s.teacher.userId}/navigation-context?schoolId=${s.school.id}`;
  const markAll = `/api/v3/users/${s.teacher.userId}/notifications/read`;
  return { s, work, list, badges, markAll };
}

const bell = async (url: string, headers: Headers) =>
  (await inject('GET', url, headers)).json().data.find((d: { id: string }) => d.id === 'notifications')
    .badgeCount;

describe('notification entries a teacher can tell apart', () => {
  it('names the classes of each entry’s work, by code', async () => {
    const { s, work, list } = await sameQuizForTwoClasses();
    const done = (await inject('GET', `${list}&request.filter.group=Done`, s.teacher.headers)).json();
    expect(
      done.items.map((i: { assignmentId: number; title: string; groups: unknown }) => [
        i.assignmentId,
        i.title,
        i.groups,
      ]),
    ).toEqual([
      [work.forA.id, 'Finished: Number check-up', [{ groupId: s.classA.id, code: '8A' }]],
      [work.forB.id, 'Finished: Number check-up', [{ groupId: s.classB.id, code: '8B' }]],
    ]);
    const upcoming = (await inject('GET', list, s.teacher.headers)).json();
    expect(upcoming.items[0].groups.map((g: { code: string }) => g.code)).toEqual(['8A', '8B']);
  });
});

describe('PUT /api/v3/users/{id}/notifications/read', () => {
  it('marks every unread notification of the school read, Upcoming and Done: the bell goes to 0', async () => {
    const { s, list, badges, markAll } = await sameQuizForTwoClasses();
    expect(await bell(badges, s.teacher.headers)).toBe(3);
    const first = (await inject('GET', list, s.teacher.headers)).json().items[0];
    await inject('PUT', `/api/v3/notifications/${first.notificationId}`, s.teacher.headers, { read: true });

    const res = await inject('PUT', markAll, s.teacher.headers, { schoolId: s.school.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ markedCount: 2 });
    expect(await bell(badges, s.teacher.headers)).toBe(0);
    for (const group of ['Upcoming', 'Done']) {
      const page = (await inject('GET', `${list}&request.filter.group=${group}`, s.teacher.headers)).json();
      expect(page.unreadCount).toBe(0);
      expect(page.items.every((i: { isRead: boolean }) => i.isRead)).toBe(true);
    }
    // The one marked read before keeps its time; nothing is left to mark.
    const again = await inject('PUT', markAll, s.teacher.headers, { schoolId: s.school.id });
    expect(again.json()).toEqual({ markedCount: 0 });
  });

  it('refuses another user, a school that is not the caller’s, a Pending teacher, a student and a bad body', async () => {
    const { s, markAll } = await sameQuizForTwoClasses();
    const body = { schoolId: s.school.id };
    expect((await inject('PUT', markAll, s.colleague.headers, body)).statusCode).toBe(404);
    expect((await inject('PUT', markAll, s.teacher.headers, { schoolId: s.other.id })).statusCode).toBe(404);
    const pendingUrl = `/api/v3/users/${s.pending.userId}/notifications/read`;
    expect((await inject('PUT', pendingUrl, s.pending.headers, body)).statusCode).toBe(404);
    expect((await inject('PUT', markAll, s.student.headers, body)).statusCode).toBe(403);
    const bad = await inject('PUT', markAll, s.teacher.headers, { schoolId: 'x' });
    expect(bad.statusCode).toBe(400);
    // The colleague's refusal left the teacher's notifications unread.
    const badges = `/api/v3/users/${s.teacher.userId}/navigation-context?schoolId=${s.school.id}`;
    expect(await bell(badges, s.teacher.headers)).toBe(3);
  });
});
