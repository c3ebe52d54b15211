import { parentHomePaths } from '@mathsight/contract/parent-home.paths.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { students, users } from '../../db/schema.ts';
import { makeWeeklyInsightsSender } from '../../jobs/weekly-insights-sender.ts';
import { defined } from '../../test/defined.ts';
import { makeAssignment, makeParent, makeSchoolWithClasses, signInUser } from '../../test/factories.ts';
import { linkIn, mailingTestApp } from '../../test/smtp-inbox.ts';

const mailing = mailingTestApp();
const quiet = { info: () => undefined, warn: () => undefined };

/** The week of Monday 3 November 2025, sent on the Monday after. */
const WEEK = '2025-11-03';

function sender(now = new Date('2025-11-10T08:00:00Z')) {
  const { database, config } = mailing.app;
  return makeWeeklyInsightsSender(database, { ...config, smtpUrl: mailing.inbox.url }, quiet, () => now);
}

describe('the weekly parent email (issue 27 point 5), sent by the teachers’ weekly job', () => {
  it('goes only to parents who turned it on, sums up each child’s week, links home, and unsubscribes by its link', async () => {
    const { app, database } = mailing.app;
    const w = await makeSchoolWithClasses(app, database.db);
    const child = defined(w.studentsA[0], 'the child');
    const [row] = await database.db
      .select({ userId: students.userId })
      .from(students)
      .where(eq(students.id, child.studentId));
    await database.db
      .update(users)
      .set({ firstName: 'Priya' })
      .where(eq(users.id, defined(row, 'child').userId));
    const on = await makeParent(database.db, { studentId: child.studentId, schoolId: w.school.id });
    const off = await makeParent(database.db, { studentId: child.studentId, schoolId: w.school.id });
    const headers = await signInUser(app, database.db, on.userId);
    const turnedOn = await app.inject({
      method: 'PUT',
      url: parentHomePaths.weeklyEmail,
      headers,
      payload: { enabled: true },
    });
    expect(turnedOn.json()).toEqual({ enabled: true });
    await makeAssignment(database.db, {
      schoolId: w.school.id,
      groupIds: [w.classA.id],
      name: 'Fractions recap',
      startDate: new Date('2025-11-04T09:00:00Z'),
      endDate: new Date('2025-11-06T16:00:00Z'),
    });

    const report = await (await sender()).sendWeek(WEEK, { onlyUserIds: [on.userId, off.userId] });
    expect(report).toMatchObject({ sent: 0, parentsSent: 1 });
    const mail = await mailing.inbox.waitForMessage(defined(on.email, 'address'));
    expect(mail.subject).toBe("Priya's week in maths: 3 November to 9 November 2025");
    expect(mail.text).toContain('Work handed in: 0 of 1 set last week.');
    expect(mail.text).toContain('One thing to practise:');
    const home = linkIn(mail, '/parent');
    expect(home.searchParams.get('child')).toBe(String(child.studentId));
    // Nobody else's child is named: the classmates keep the factory's name, never used here.
    expect(
      mailing.inbox.messages.filter((m) => m.to.includes(defined(off.email, 'other').toLowerCase())),
    ).toHaveLength(0);

    // Unsubscribe by the email's own signed link, without signing in.
    const token = linkIn(mail, '/unsubscribe').searchParams.get('token') ?? '';
    const url = `/api/v3/email-preferences?token=${encodeURIComponent(token)}`;
    const before = (await app.inject({ method: 'GET', url })).json();
    expect(before.preferences).toMatchObject({ 'parent-weekly': true });
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v3/email-preferences',
      payload: { token, preferences: { ...before.preferences, 'parent-weekly': false } },
    });
    expect(saved.json().preferences['parent-weekly']).toBe(false);
    expect((await app.inject({ method: 'GET', url: parentHomePaths.weeklyEmail, headers })).json()).toEqual({
      enabled: false,
    });
    const next = await (await sender(new Date('2025-11-17T08:00:00Z'))).sendWeek('2025-11-10', {
      onlyUserIds: [on.userId],
    });
    expect(next.parentsSent).toBe(0);

    // Sent once per week, whoever runs the job again.
    const again = await (await sender()).sendWeek(WEEK, { onlyUserIds: [on.userId] });
    expect(again.parentsSent).toBe(0);
  });

  it('is not offered to a teacher on the unsubscribe page', async () => {
    const { app, database } = mailing.app;
    const w = await makeSchoolWithClasses(app, database.db);
    const prefs = await app.inject({
      method: 'GET',
      url: '/api/v3/users/me/email-preferences',
      headers: w.teacher.headers,
    });
    expect(prefs.statusCode).toBe(200);
    expect(Object.keys(prefs.json().preferences)).not.toContain('parent-weekly');
  });
});
