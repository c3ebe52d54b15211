import { beforeAll, describe, expect, it } from 'vitest';
import {
  daysFromNow,
  makeAssignment,
  makeClass,
  makeSchoolWithClasses,
  makeTeacher,
  signInUser,
} from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

/** Work of the teacher's classes due in 2 and 5 days, due in 20 days, ended 3, 10 and 40 days ago; one not theirs. */
async function teacherWithWork() {
  const s = await makeSchoolWithClasses(t.app, t.database.db);
  const db = t.database.db;
  const schoolId = s.school.id;
  const make = (name: string, endInDays: number, groupIds = [s.classA.id]) =>
    makeAssignment(db, {
      schoolId,
      groupIds,
      name,
      endDate: daysFromNow(endInDays),
      startDate: daysFromNow(endInDays - 14),
    });
  const colleagueClass = await makeClass(db, schoolId, { teacherIds: [s.colleague.teacherId] });
  const work = {
    dueIn5: await make('Due in five days', 5, [s.classA.id, s.classB.id]),
    dueIn2: await make('Due in two days', 2),
    dueIn20: await make('Due in twenty days', 20),
    ended3: await make('Ended three days ago', -3, [s.classB.id]),
    ended10: await make('Ended ten days ago', -10),
    ended40: await make('Ended forty days ago', -40),
    notMine: await make('Colleague’s work', 1, [colleagueClass.id]),
  };
  return { s, work, url: `/api/v3/users/${s.teacher.userId}/notifications` };
}

const titles = (res: { json(): { items: Array<{ title: string }> } }) =>
  res.json().items.map((i: { title: string }) => i.title);

describe('GET /api/v3/users/{id}/notifications', () => {
  it('answers Upcoming by default: work of the teacher’s classes due within 7 days, soonest first', async () => {
    const { s, work, url } = await teacherWithWork();
    const res = await inject('GET', url, s.teacher.headers);
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual(['Due soon: Due in two days', 'Due soon: Due in five days']);
    expect(res.json()).toMatchObject({ total: 2, unreadCount: 2 });
    expect(res.json().items[0]).toMatchObject({
      userId: s.teacher.userId,
      schoolId: s.school.id,
      category: 'Assignment',
      group: 'Upcoming',
      assignmentId: work.dueIn2.id,
      relevantDate: work.dueIn2.endDate.toISOString(),
      isRead: false,
      readAt: null,
    });
  });

  it('narrows to one class with request.filter.groupId, totals and unread counted in that class', async () => {
    const { s, url } = await teacherWithWork();
    const ofB = await inject(
      'GET',
      `${url}?request.filter.schoolId=${s.school.id}&request.filter.groupId=${s.classB.id}`,
      s.teacher.headers,
    );
    expect(ofB.statusCode).toBe(200);
    expect(titles(ofB)).toEqual(['Due soon: Due in five days']);
    expect(ofB.json()).toMatchObject({ total: 1, unreadCount: 1 });
    const doneOfB = await inject(
      'GET',
      `${url}?request.filter.group=Done&request.filter.groupId=${s.classB.id}`,
      s.teacher.headers,
    );
    expect(titles(doneOfB)).toEqual(['Finished: Ended three days ago']);
    const bad = await inject('GET', `${url}?request.filter.groupId=seven`, s.teacher.headers);
    expect(bad.statusCode).toBe(400);
  });

  it('answers Done most recent first (work that ended within 30 days), or as the request sorts', async () => {
    const { s, url } = await teacherWithWork();
    const done = await inject(
      'GET',
      `${url}?request.filter.group=Done&request.filter.category=Assignment`,
      s.teacher.headers,
    );
    expect(titles(done)).toEqual(['Finished: Ended three days ago', 'Finished: Ended ten days ago']);
    const ascending = await inject(
      'GET',
      `${url}?request.filter.group=Done&request.sort[0].FieldName=RelevantDate&request.sort[0].Direction=Ascending`,
      s.teacher.headers,
    );
    expect(titles(ascending)).toEqual(['Finished: Ended ten days ago', 'Finished: Ended three days ago']);
  });

  it('materialises idempotently and follows edits: renamed, moved out of the week, reopened, deleted', async () => {
    const { s, work, url } = await teacherWithWork();
    const first = (await inject('GET', url, s.teacher.headers)).json();
    const again = (await inject('GET', url, s.teacher.headers)).json();
    expect(again.items.map((i: { notificationId: number }) => i.notificationId)).toEqual(
      first.items.map((i: { notificationId: number }) => i.notificationId),
    );
    const put = (id: number, name: string, endInDays: number, groupIds: number[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v3/assignments/${id}`,
        headers: s.teacher.headers,
        payload: {
          name,
          startDate: daysFromNow(endInDays - 14).toISOString(),
          endDate: daysFromNow(endInDays).toISOString(),
          groupIds,
          feedbackMode: 'AfterEachQuestion',
          askConfidence: false,
        },
      });
    expect((await put(work.dueIn2.id, 'Renamed', 2, [s.classA.id])).statusCode).toBe(200);
    expect((await put(work.dueIn5.id, 'Moved', 15, [s.classA.id])).statusCode).toBe(200);
    expect((await put(work.ended3.id, 'Reopened', 3, [s.classB.id])).statusCode).toBe(200);
    const upcoming = await inject('GET', url, s.teacher.headers);
    expect(titles(upcoming)).toEqual(['Due soon: Renamed', 'Due soon: Reopened']);
    expect(upcoming.json().items[0].notificationId).toBe(first.items[0].notificationId);
    const done = await inject('GET', `${url}?request.filter.group=Done`, s.teacher.headers);
    expect(titles(done)).toEqual(['Finished: Ended ten days ago']);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v3/assignments/${work.dueIn2.id}`,
      headers: s.teacher.headers,
    });
    expect(titles(await inject('GET', url, s.teacher.headers))).toEqual(['Due soon: Reopened']);
  });

  it('pages 30 at a time and can be narrowed to one school', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    for (let i = 0; i < 32; i++) {
      await makeAssignment(t.database.db, {
        schoolId: s.school.id,
        groupIds: [s.classA.id],
        endDate: daysFromNow(1 + i / 10),
      });
    }
    const url = `/api/v3/users/${s.teacher.userId}/notifications`;
    const page = (await inject('GET', url, s.teacher.headers)).json();
    expect(page.items).toHaveLength(30);
    expect(page.total).toBe(32);
    const dates = page.items.map((i: { relevantDate: string }) => i.relevantDate);
    expect([...dates].sort()).toEqual(dates);
    const rest = (await inject('GET', `${url}?request.skip=30`, s.teacher.headers)).json();
    expect(rest.items).toHaveLength(2);
    const school = (
      await inject('GET', `${url}?request.filter.schoolId=${s.school.id}`, s.teacher.headers)
    ).json();
    expect(school.total).toBe(32);
    expect(
      (await inject('GET', `${url}?request.filter.schoolId=${s.other.id}`, s.teacher.headers)).statusCode,
    ).toBe(404);
  });

  it('refuses an unknown group, category or sort, someone else’s list, and a student', async () => {
    const { s, url } = await teacherWithWork();
    const bad = async (query: string, field: string) => {
      const res = await inject('GET', `${url}?${query}`, s.teacher.headers);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().modelState)).toEqual([field]);
    };
    await bad('request.filter.group=Later', 'request.filter.group');
    await bad('request.filter.category=Billing', 'request.filter.category');
    await bad('request.sort[0].FieldName=Title', 'request.sort[0].FieldName');
    expect((await inject('GET', url, s.colleague.headers)).statusCode).toBe(404);
    expect((await inject('GET', url, s.otherTeacher.headers)).statusCode).toBe(404);
    expect(
      (await inject('GET', `/api/v3/users/${s.student.userId}/notifications`, s.student.headers)).statusCode,
    ).toBe(403);
    expect((await inject('GET', url, {})).statusCode).toBe(401);
  });

  it('gives a Pending teacher no notifications', async () => {
    const { s } = await teacherWithWork();
    const pending = await makeTeacher(t.database.db, s.school.id, { status: 'Pending' });
    await t.database.query(
      'insert into group_teachers (group_id, teacher_id, school_id) values ($1, $2, $3)',
      [s.classA.id, pending.teacherId, s.school.id],
    );
    const headers = await signInUser(t.app, t.database.db, pending.userId);
    const res = await inject('GET', `/api/v3/users/${pending.userId}/notifications`, headers);
    expect(res.json()).toEqual({ items: [], total: 0, unreadCount: 0 });
  });
});

describe('PUT /api/v3/notifications/{id}', () => {
  it('marks the caller’s notification read (and unread again); 404 for anyone else’s', async () => {
    const { s, url } = await teacherWithWork();
    const [first] = (await inject('GET', url, s.teacher.headers)).json().items;
    const target = `/api/v3/notifications/${first.notificationId}`;
    const read = await inject('PUT', target, s.teacher.headers, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      notificationId: first.notificationId,
      isRead: true,
      readAt: expect.any(String),
    });
    const after = (await inject('GET', url, s.teacher.headers)).json();
    expect(after.unreadCount).toBe(1);
    expect(after.items[0].isRead).toBe(true);
    expect((await inject('PUT', target, s.teacher.headers, { read: false })).json().isRead).toBe(false);
    expect((await inject('PUT', target, s.colleague.headers, { read: true })).statusCode).toBe(404);
    expect((await inject('PUT', target, s.otherTeacher.headers, { read: true })).statusCode).toBe(404);
    expect(
      (await inject('PUT', '/api/v3/notifications/999999999', s.teacher.headers, { read: true })).statusCode,
    ).toBe(404);
    const bad = await inject('PUT', target, s.teacher.headers, { read: 'yes' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/v3/users/{id}/navigation-context', () => {
  it('counts work due this week (plan), unread recent Done work (check) and unread notifications', async () => {
    const { s } = await teacherWithWork();
    const url = `/api/v3/users/${s.teacher.userId}/navigation-context?schoolId=${s.school.id}`;
    const badges = async () =>
      Object.fromEntries(
        (await inject('GET', url, s.teacher.headers))
          .json()
          .data.map((d: { id: string; badgeCount: number }) => [d.id, d.badgeCount]),
      );
    const res = await inject('GET', url, s.teacher.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'school', schoolId: s.school.id });
    // Upcoming: due in 2 and 5 days; check: ended 3 days ago (10 days ago is past the week); 4 unread.
    expect(await badges()).toEqual({ plan: 2, check: 1, notifications: 4 });

    const done = (
      await inject(
        'GET',
        `/api/v3/users/${s.teacher.userId}/notifications?request.filter.group=Done`,
        s.teacher.headers,
      )
    ).json();
    for (const n of done.items) {
      await inject('PUT', `/api/v3/notifications/${n.notificationId}`, s.teacher.headers, { read: true });
    }
    expect(await badges()).toEqual({ plan: 2, check: 0, notifications: 2 });
  });

  it("counts teachers waiting to join in an administrator's notifications badge, and no one else's", async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const notificationsBadge = async (userId: number, headers: Record<string, string>) =>
      (await inject('GET', `/api/v3/users/${userId}/navigation-context?schoolId=${s.school.id}`, headers))
        .json()
        .data.find((d: { id: string }) => d.id === 'notifications').badgeCount;
    // The world's school has one Pending teacher.
    expect(await notificationsBadge(s.admin.userId, s.admin.headers)).toBe(1);
    expect(await notificationsBadge(s.colleague.userId, s.colleague.headers)).toBe(0);
    const confirmed = await inject(
      'PUT',
      `/api/v3/schools/${s.school.id}/teachers/${s.pending.teacherId}`,
      s.admin.headers,
      { membershipStatus: 'Confirmed' },
    );
    expect(confirmed.statusCode).toBe(204);
    expect(await notificationsBadge(s.admin.userId, s.admin.headers)).toBe(0);
  });

  it('answers zeros for a teacher with nothing, and 404 for a school that is not theirs or Pending', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const url = (userId: number, schoolId: number) =>
      `/api/v3/users/${userId}/navigation-context?schoolId=${schoolId}`;
    const empty = await inject('GET', url(s.colleague.userId, s.school.id), s.colleague.headers);
    expect(empty.json().data.map((d: { badgeCount: number }) => d.badgeCount)).toEqual([0, 0, 0]);
    expect((await inject('GET', url(s.teacher.userId, s.other.id), s.teacher.headers)).statusCode).toBe(404);
    expect((await inject('GET', url(s.pending.userId, s.school.id), s.pending.headers)).statusCode).toBe(404);
    expect((await inject('GET', url(s.teacher.userId, s.school.id), s.colleague.headers)).statusCode).toBe(
      404,
    );
    const noSchool = await inject(
      'GET',
      `/api/v3/users/${s.teacher.userId}/navigation-context`,
      s.teacher.headers,
    );
    expect(noSchool.statusCode).toBe(400);
  });
});
