import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { notificationPaths } from '@mathsight/contract/notifications.paths.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { daysFromNow, makeAssignment, makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof makeSchoolWithClasses>>;
let calls: Array<{ name: string; method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }>;

/** One school's work, and every set-work, retrieval-practice and notification call aimed at it. */
beforeAll(async () => {
  t = await getTestApp();
  s = await makeSchoolWithClasses(t.app, t.database.db);
  const db = t.database.db;
  const schoolId = s.school.id;
  const work = await makeAssignment(db, {
    schoolId,
    groupIds: [s.classA.id],
    name: 'Original',
    endDate: daysFromNow(2),
    createdByTeacherId: s.teacher.teacherId,
  });
  const rp = await makeAssignment(db, {
    schoolId,
    groupIds: [s.classA.id],
    kind: 'RetrievalPractice',
    name: 'Original retrieval',
    questionIds: work.questionIds.slice(0, 2),
    endDate: daysFromNow(3),
  });
  const listed = await t.app.inject({
    method: 'GET',
    url: notificationPaths.userNotifications(s.teacher.userId),
    headers: s.teacher.headers,
  });
  const notificationId = listed.json().items[0].notificationId as number;
  const [firstQuiz] = await t.database.query<{ id: number }>(
    "select id from quizzes where kind = 'TopicPathway' order by id limit 1",
  );
  const quiz = defined(firstQuiz, 'a topic pathway quiz');
  const [firstUnit] = await t.database.query<{ id: number }>(
    'select id from scheme_quizzes order by id limit 1',
  );
  const unit = defined(firstUnit, 'a scheme unit');
  const dates = { startDate: new Date().toISOString(), endDate: daysFromNow(5).toISOString() };
  const targets = { schoolId, groupIds: [s.classA.id], ...dates };
  const edit = {
    name: 'Changed',
    ...dates,
    groupIds: [s.classA.id],
    feedbackMode: 'AtEnd',
    askConfidence: true,
  };
  const settings = {
    feedbackMode: 'AtEnd',
    askConfidence: true,
    defaultDurationDays: 3,
    defaultDueTime: '09:00',
  };
  // Notification calls first: deleting the work (further down) removes its notifications.
  calls = [
    { name: 'notifications', method: 'GET', url: notificationPaths.userNotifications(s.teacher.userId) },
    {
      name: 'read a notification',
      method: 'PUT',
      url: notificationPaths.notification(notificationId),
      payload: { read: true },
    },
    {
      name: 'navigation context',
      method: 'GET',
      url: `${notificationPaths.navigationContext(s.teacher.userId)}?schoolId=${schoolId}`,
    },
    { name: 'set a quiz', method: 'POST', url: assignmentPaths.quizAssignments(quiz.id), payload: targets },
    {
      name: 'set a prerequisite',
      method: 'POST',
      url: assignmentPaths.prerequisiteAssignment,
      payload: { ...targets, topicPathwayQuizId: quiz.id, templateSlug: 'dr' },
    },
    {
      name: 'set a scheme unit',
      method: 'POST',
      url: assignmentPaths.schemeAssignments,
      payload: { ...targets, topicUnitQuizId: unit.id },
    },
    { name: 'read work', method: 'GET', url: assignmentPaths.assignment(work.id) },
    { name: 'edit work', method: 'PUT', url: assignmentPaths.assignment(work.id), payload: edit },
    { name: 'delete work', method: 'DELETE', url: assignmentPaths.assignment(work.id) },
    { name: 'plan list', method: 'GET', url: assignmentPaths.schoolAssignments(schoolId) },
    {
      name: 'calendar',
      method: 'GET',
      url: `${assignmentPaths.schoolCalendar(schoolId)}?from=${daysFromNow(-5).toISOString()}&to=${daysFromNow(5).toISOString()}`,
    },
    { name: 'homework insights', method: 'GET', url: assignmentPaths.homeworkInsights(schoolId) },
    { name: 'read settings', method: 'GET', url: assignmentPaths.assignmentSettings(schoolId) },
    {
      name: 'save settings',
      method: 'PUT',
      url: assignmentPaths.assignmentSettings(schoolId),
      payload: settings,
    },
    {
      name: 'recommendations',
      method: 'GET',
      url: assignmentPaths.retrievalPracticeRecommendations(s.classA.id),
    },
    {
      name: 'list retrieval practice',
      method: 'GET',
      url: assignmentPaths.groupRetrievalPracticeAssignments(s.classA.id),
    },
    {
      name: 'set retrieval practice',
      method: 'POST',
      url: assignmentPaths.groupRetrievalPracticeAssignments(s.classA.id),
      payload: { ...dates, questionIds: work.questionIds.slice(0, 1) },
    },
    {
      name: 'read retrieval practice',
      method: 'GET',
      url: assignmentPaths.retrievalPracticeAssignment(rp.id),
    },
    {
      name: 'edit retrieval practice',
      method: 'PUT',
      url: assignmentPaths.retrievalPracticeAssignment(rp.id),
      payload: { ...edit, groupIds: undefined },
    },
    { name: 'retrieval insights', method: 'GET', url: assignmentPaths.retrievalPracticeInsights(rp.id) },
    {
      name: 'delete retrieval practice',
      method: 'DELETE',
      url: assignmentPaths.deleteRetrievalPracticeAssignment(rp.id),
    },
  ];
});

async function statuses(headers: Record<string, string>) {
  const out: Record<string, number> = {};
  for (const call of calls) {
    const res = await t.app.inject({
      method: call.method,
      url: call.url,
      headers,
      ...(call.payload && { payload: call.payload }),
    });
    out[call.name] = res.statusCode;
    if (res.statusCode === 404)
      expect(res.json()).toEqual({ message: 'The resource you are looking for does not exist.' });
  }
  return out;
}

const every = (status: number) => Object.fromEntries(calls.map((c) => [c.name, status]));

describe('every set-work call is refused to anyone outside the school', () => {
  it('answers 404 to a teacher of another school on every call, as if nothing existed', async () => {
    expect(await statuses(s.otherTeacher.headers)).toEqual(every(404));
    // Their own user id does not open this school's badges or notifications either.
    const own = notificationPaths.navigationContext(s.otherTeacher.userId);
    const badges = await t.app.inject({
      method: 'GET',
      url: `${own}?schoolId=${s.school.id}`,
      headers: s.otherTeacher.headers,
    });
    expect(badges.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `${notificationPaths.userNotifications(s.otherTeacher.userId)}?request.filter.schoolId=${s.school.id}`,
      headers: s.otherTeacher.headers,
    });
    expect(list.statusCode).toBe(404);
  });

  it('answers 404 to a Pending teacher of the school on every call', async () => {
    expect(await statuses(s.pending.headers)).toEqual(every(404));
  });

  it('answers 403 to a student and 401 without a token on every call', async () => {
    expect(await statuses(s.student.headers)).toEqual(every(403));
    expect(await statuses({})).toEqual(every(401));
  });

  it('changed nothing', async () => {
    const rows = await t.database.query<{ name: string; feedback_mode: string }>(
      'select name, feedback_mode from assignments where school_id = $1 order by id',
      [s.school.id],
    );
    expect(rows).toEqual([
      { name: 'Original', feedback_mode: 'AfterEachQuestion' },
      { name: 'Original retrieval', feedback_mode: 'AfterEachQuestion' },
    ]);
    const settings = await t.database.query('select * from school_assignment_settings where school_id = $1', [
      s.school.id,
    ]);
    expect(settings).toEqual([]);
    const read = await t.database.query<{ n: number }>(
      'select count(*)::int as n from notifications where user_id = $1 and read_at is not null',
      [s.teacher.userId],
    );
    expect(read[0]?.n).toBe(0);
  });

  it('while the same calls succeed for the teacher of the class (settings are for administrators)', async () => {
    const ok = await statuses(s.teacher.headers);
    expect(ok['save settings']).toBe(403);
    delete ok['save settings'];
    for (const [name, status] of Object.entries(ok)) expect([name, status < 300]).toEqual([name, true]);
  });
});
