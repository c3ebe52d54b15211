import { weeklyInsightPaths } from '@mathsight/contract/weekly-insights.paths.ts';
import { WeeklyInsightsSchema } from '@mathsight/contract/weekly-insights.ts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { makeWeeklyInsightsSender } from '../../jobs/weekly-insights-sender.ts';
import {
  makeAnswer,
  makeAssignment,
  makeClass,
  makeSchoolWithClasses,
  makeStudent,
  makeTeacher,
} from '../../test/factories.ts';
import { headingsIn, withoutLinks } from '../../test/mail-text.ts';
import { linkIn, mailingTestApp } from '../../test/smtp-inbox.ts';

const mailing = mailingTestApp();
const quiet = { info: () => undefined, warn: () => undefined };

/** The week of Monday 3 November 2025 (GMT), its due moment a Wednesday afternoon: over a year ago. */
const WEEK = '2025-11-03';
const DUE = new Date('2025-11-05T16:00:00Z');
const IN_WEEK = new Date('2025-11-04T10:00:00Z');

function service(now = new Date('2025-11-10T08:00:00Z')) {
  const { database, config } = mailing.app;
  return makeWeeklyInsightsSender(database, { ...config, smtpUrl: mailing.inbox.url }, quiet, () => now);
}

/** Two questions whose first wrong option carries a misconception: the wrong answers show it. */
async function questionsWithMisconceptions() {
  return mailing.app.database.query<{ question_id: number; misconception_id: number; name: string }>(
    `select distinct on (qa.question_id) qa.question_id, qa.misconception_id, m.name
     from question_answers qa join misconceptions m on m.id = qa.misconception_id
     where not qa.is_correct
       and qa.letter = (select min(o.letter) from question_answers o where o.question_id = qa.question_id and not o.is_correct)
     order by qa.question_id limit 2`,
  );
}

/**
 * A school whose teacher's class 8A had one piece of work due in WEEK: the first student handed it
 * in (one wrong answer with a misconception), the second started it (the same misconception), the
 * third did not start. Class 8B had nothing that week.
 */
async function weekWorld() {
  const { app, database } = mailing.app;
  const db = database.db;
  const s = await makeSchoolWithClasses(app, db);
  const names = [
    ['Amy', 'Brown'],
    ['Ben', 'Carter'],
    ['Cara', 'Davies'],
  ] as const;
  for (const [i, st] of s.studentsA.entries()) {
    const [firstName, lastName] = names[i] ?? ['X', 'Y'];
    await db
      .update(users)
      .set({ firstName, lastName })
      .where(eq(users.id, st.userId ?? 0));
  }
  const qs = await questionsWithMisconceptions();
  const [q1, q2] = qs;
  if (!q1 || !q2) throw new Error('no questions with misconceptions');
  const work = await makeAssignment(db, {
    schoolId: s.school.id,
    groupIds: [s.classA.id],
    name: 'Fractions check',
    questionIds: [q1.question_id, q2.question_id],
    startDate: new Date('2025-10-29T08:00:00Z'),
    endDate: DUE,
  });
  const [amy, ben] = s.studentsA;
  const answer = (studentId: number, questionId: number, correct: boolean) =>
    makeAnswer(db, {
      schoolId: s.school.id,
      assignmentId: work.id,
      studentId,
      questionId,
      correct,
      answeredAt: IN_WEEK,
    });
  await answer(amy?.studentId ?? 0, q1.question_id, false);
  await answer(amy?.studentId ?? 0, q2.question_id, true);
  await answer(ben?.studentId ?? 0, q1.question_id, false);
  const [teacher] = await database.query<{ email: string }>('select email from users where id = $1', [
    s.teacher.userId,
  ]);
  return { ...s, work, misconception: q1, teacherEmail: teacher?.email ?? '' };
}

describe('weekly insights: the call', () => {
  it("answers the caller's classes' week: completion of the work due, who did not start, the misconceptions", async () => {
    const w = await weekWorld();
    const res = await mailing.app.app.inject({
      method: 'GET',
      url: `${weeklyInsightPaths.myWeeklyInsights}?week=2025-11-06`,
      headers: w.teacher.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = WeeklyInsightsSchema.parse(res.json());
    expect(body.weekStart).toBe(WEEK);
    expect(body.weekEnd).toBe('2025-11-09');
    expect(body.classes.map((c) => c.code)).toEqual(['8A', '8B']);
    const [a, b] = body.classes;
    expect(a?.work).toEqual([
      {
        assignmentId: w.work.id,
        name: 'Fractions check',
        kind: 'TopicQuiz',
        endDate: DUE.toISOString(),
        setCount: 3,
        startedCount: 2,
        handedInCount: 1,
        completionPercent: 33,
        notStartedCount: 1,
        notStarted: [{ studentId: w.studentsA[2]?.studentId, name: 'Cara D.' }],
      },
    ]);
    expect(a?.completionPercent).toBe(33);
    expect(a?.misconceptions).toEqual([
      {
        misconceptionId: w.misconception.misconception_id,
        name: w.misconception.name,
        studentCount: 2,
        assignmentId: w.work.id,
      },
    ]);
    expect(b).toMatchObject({ work: [], misconceptions: [], completionPercent: null });
  });

  it('counts only answers given in the week, and work due in it', async () => {
    const w = await weekWorld();
    const res = await mailing.app.app.inject({
      method: 'GET',
      url: `${weeklyInsightPaths.myWeeklyInsights}?week=2025-11-10`,
      headers: w.teacher.headers,
    });
    expect(res.json().classes[0]).toMatchObject({ work: [], misconceptions: [] });
  });

  it('answers a Pending teacher and a colleague with no classes with none; students and parents are refused', async () => {
    const w = await weekWorld();
    for (const who of [w.pending, w.colleague]) {
      const res = await mailing.app.app.inject({
        method: 'GET',
        url: weeklyInsightPaths.myWeeklyInsights,
        headers: who.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().classes).toEqual([]);
    }
    const student = await mailing.app.app.inject({
      method: 'GET',
      url: weeklyInsightPaths.myWeeklyInsights,
      headers: w.student.headers,
    });
    expect(student.statusCode).toBe(403);
    const bad = await mailing.app.app.inject({
      method: 'GET',
      url: `${weeklyInsightPaths.myWeeklyInsights}?week=2026-13-01`,
      headers: w.teacher.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('completion summaries', () => {
  it("lists a class's work of the last months with set, started and handed in; any teacher of the school may read it", async () => {
    const w = await weekWorld();
    const db = mailing.app.database.db;
    const day = 86_400_000;
    const make = (name: string, startsIn: number) =>
      makeAssignment(db, {
        schoolId: w.school.id,
        groupIds: [w.classB.id],
        name,
        startDate: new Date(Date.now() + startsIn * day),
        endDate: new Date(Date.now() + (startsIn + 7) * day),
      });
    const recent = await make('Open now', -3);
    const older = await make('Six weeks ago', -45);
    await make('Next week', 2);
    const [first] = w.studentsB;
    await makeAnswer(db, {
      schoolId: w.school.id,
      assignmentId: recent.id,
      studentId: first?.studentId ?? 0,
      questionId: recent.questionIds[0] ?? 0,
      correct: true,
    });
    for (const headers of [w.teacher.headers, w.colleague.headers]) {
      const res = await mailing.app.app.inject({
        method: 'GET',
        url: weeklyInsightPaths.completionSummaries(w.classB.id),
        headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().months).toBe(1);
      expect(res.json().items).toEqual([
        expect.objectContaining({
          assignmentId: recent.id,
          name: 'Open now',
          setCount: 2,
          startedCount: 1,
          handedInCount: recent.questionIds.length === 1 ? 1 : 0,
        }),
      ]);
    }
    const threeMonths = await mailing.app.app.inject({
      method: 'GET',
      url: `${weeklyInsightPaths.completionSummaries(w.classB.id)}?months=3`,
      headers: w.teacher.headers,
    });
    expect(threeMonths.json().items.map((i: { assignmentId: number }) => i.assignmentId)).toEqual([
      recent.id,
      older.id,
    ]);
  });

  it("refuses another school's teacher and a Pending one (404), a student (403), and a bad months (400)", async () => {
    const w = await weekWorld();
    const url = weeklyInsightPaths.completionSummaries(w.classA.id);
    const status = async (headers: Record<string, string>, u = url) =>
      (await mailing.app.app.inject({ method: 'GET', url: u, headers })).statusCode;
    expect(await status(w.otherTeacher.headers)).toBe(404);
    expect(await status(w.pending.headers)).toBe(404);
    expect(await status(w.student.headers)).toBe(403);
    expect(await status(w.teacher.headers, weeklyInsightPaths.completionSummaries(999_999_999))).toBe(404);
    expect(await status(w.teacher.headers, `${url}?months=0`)).toBe(400);
    expect(await status(w.teacher.headers, `${url}?months=13`)).toBe(400);
  });
});

describe('the weekly email, over SMTP', () => {
  it('sends each teacher with something to say one email, with links into the product and the unsubscribe', async () => {
    const w = await weekWorld();
    const weekly = await service();
    const report = await weekly.sendWeek(WEEK, {
      onlyUserIds: [w.teacher.userId, w.colleague.userId, w.pending.userId],
    });
    // The colleague teaches no class: no email (the Pending teacher is no recipient at all).
    expect(report).toMatchObject({ sent: 1, nothing: 1, unsubscribed: 0, failed: 0 });
    const mail = await mailing.inbox.waitForMessage(w.teacherEmail);
    expect(mail.subject).toBe('Last week in your classes: 3 November to 9 November 2025');
    // One section, class 8A's; class 8B had nothing that week: it is left out. Read the headings and
    // the text without its links, whose random tokens can hold any short run of letters.
    expect(headingsIn(mail.text)).toEqual(['8A']);
    expect(mail.text).toContain('Fractions check: 1 of 3 handed in (33%)');
    expect(mail.text).toContain('Not started: Cara D.');
    expect(mail.text).toContain(`${w.misconception.name}: 2 students`);
    expect(withoutLinks(mail.text)).not.toMatch(/\b8B\b/);
    expect(linkIn(mail, `/${w.school.id}/assignments/${w.work.id}`).pathname).toBe(
      `/${w.school.id}/assignments/${w.work.id}`,
    );
    const fix = linkIn(mail, `/${w.school.id}/fix/${w.work.id}`);
    expect(fix.searchParams.get('misconceptionId')).toBe(String(w.misconception.misconception_id));
    expect(fix.origin).toBe('http://mathsight.test');
    // The HTML part: the same links, headed and listed, in British English.
    expect(mail.html).toContain('<html lang="en-GB">');
    expect(mail.html).toContain('<h2');
    expect(mail.html).toContain(`href="http://mathsight.test/${w.school.id}/assignments/${w.work.id}"`);
    expect(mail.html).toContain('/unsubscribe?token=');
    // The unsubscribe of issue 9: the List-Unsubscribe header, and a link whose token works.
    expect(JSON.stringify(mail.headers.get('list'))).toContain('/unsubscribe?token=');
    const token = linkIn(mail, '/unsubscribe').searchParams.get('token') ?? '';
    const prefs = await mailing.app.app.inject({
      method: 'GET',
      url: `/api/v3/email-preferences?token=${encodeURIComponent(token)}`,
    });
    expect(prefs.json().preferences['weekly-insights']).toBe(true);

    // Sending again (a second server, a restart, the CLI) sends nothing more.
    const again = await weekly.sendWeek(WEEK, { onlyUserIds: [w.teacher.userId] });
    expect(again).toMatchObject({ sent: 0, nothing: 0, failed: 0 });
    const twice = await Promise.all([
      (await service()).sendWeek('2025-10-27', { onlyUserIds: [w.teacher.userId] }),
      (await service()).sendWeek('2025-10-27', { onlyUserIds: [w.teacher.userId] }),
    ]);
    expect(twice.reduce((n, r) => n + r.sent + r.nothing, 0)).toBe(1);
    expect(mailing.inbox.messages.filter((m) => m.to.includes(w.teacherEmail.toLowerCase()))).toHaveLength(1);
    const rows = await mailing.app.database.query<{ week_start: string; outcome: string }>(
      "select to_char(week_start, 'YYYY-MM-DD') as week_start, outcome from weekly_insight_sends where user_id = $1 order by week_start",
      [w.teacher.userId],
    );
    expect(rows).toEqual([
      { week_start: '2025-10-27', outcome: 'nothing' },
      { week_start: WEEK, outcome: 'sent' },
    ]);
  });

  it('sends nothing to a teacher who turned weekly insights off', async () => {
    const w = await weekWorld();
    await mailing.app.database.db.execute(
      sql`insert into email_preferences (user_id, kind, subscribed) values (${w.teacher.userId}, 'weekly-insights', false)`,
    );
    const report = await (await service()).sendWeek(WEEK, { onlyUserIds: [w.teacher.userId] });
    expect(report).toMatchObject({ sent: 0, unsubscribed: 1 });
    const outbox = await mailing.app.database.query<{ n: number }>(
      "select count(*)::int as n from email_outbox where user_id = $1 and kind = 'weekly-insights'",
      [w.teacher.userId],
    );
    expect(outbox[0]?.n).toBe(0);
  });

  it('one failing teacher stops no other, and a teacher in two schools gets one email naming both', async () => {
    const w = await weekWorld();
    const db = mailing.app.database.db;
    // The same teacher also teaches in the other school, whose class had work due too.
    const second = await makeTeacher(db, w.other.id, { userId: w.teacher.userId });
    const otherClass = await makeClass(db, w.other.id, { teacherIds: [second.teacherId], code: '9Q' });
    await makeStudent(db, w.other.id, otherClass.id);
    await makeAssignment(db, {
      schoolId: w.other.id,
      groupIds: [otherClass.id],
      name: 'Ratio starter',
      startDate: new Date('2025-10-31T08:00:00Z'),
      endDate: DUE,
    });
    const weekly = await service();
    const real = weekly.forUser.bind(weekly);
    const broken = w.otherTeacher.userId;
    weekly.forUser = async (userId, week) => {
      if (userId === broken) throw new Error('the database went away');
      return real(userId, week);
    };
    const report = await weekly.sendWeek(WEEK, { onlyUserIds: [broken, w.teacher.userId] });
    expect(report).toMatchObject({ sent: 1, failed: 1 });
    const mail = await mailing.inbox.waitForMessage(w.teacherEmail, (m) => m.text.includes('9Q'));
    expect(mail.text).toContain(`8A (${w.school.name})`);
    expect(mail.text).toContain(`9Q (${w.other.name})`);
    const [failed] = await mailing.app.database.query<{ outcome: string; error: string }>(
      'select outcome, error from weekly_insight_sends where user_id = $1',
      [broken],
    );
    expect(failed).toEqual({ outcome: 'failed', error: 'the database went away' });
  });
});
