import { parentHomePaths } from '@mathsight/contract/parent-home.paths.ts';
import { schoolParentPaths } from '@mathsight/contract/school-parents.paths.ts';
import { schoolStudentPaths } from '@mathsight/contract/school-students.paths.ts';
import { MeResponseSchema } from '@mathsight/contract/users.ts';
import { describe, expect, it } from 'vitest';
import { buildJobServices } from '../../jobs/job-services.ts';
import { defined } from '../../test/defined.ts';
import { makeParent, makeSchoolWithClasses, signInUser } from '../../test/factories.ts';
import { mailingTestApp } from '../../test/smtp-inbox.ts';
import { leaguesModule } from '../leagues/leagues.module.ts';
import { studentProfileModule } from '../student-profile/student-profile.module.ts';
import { parentHomeModule } from './parent-home.module.ts';

const mailing = mailingTestApp();

async function parentHomeSender() {
  const { database, config } = mailing.app;
  const services = await buildJobServices({ database, config: { ...config, smtpUrl: mailing.inbox.url } }, [
    studentProfileModule,
    leaguesModule,
    parentHomeModule,
  ]);
  return services.parentHome;
}

describe('a link to a child ends, and the parent is told (issue 27 point 6)', () => {
  it('by the school removing it, archiving the child or deleting them: a notice on the home and one email each', async () => {
    const { app, database } = mailing.app;
    const w = await makeSchoolWithClasses(app, database.db);
    const removed = defined(w.studentsA[0], 'a child');
    const archived = defined(w.studentsA[1], 'a child');
    const deleted = defined(w.studentsA[2], 'a child');
    const parent = await makeParent(
      database.db,
      { studentId: removed.studentId, schoolId: w.school.id },
      {
        moreChildren: [archived, deleted],
      },
    );
    const headers = await signInUser(app, database.db, parent.userId);
    const me = async () =>
      MeResponseSchema.parse(
        (
          await app.inject({
            method: 'GET',
            url: '/api/v4/users/me?includes=children,ended-child-links',
            headers,
          })
        ).json(),
      );
    expect((await me()).endedChildLinks).toEqual([]);

    const unlink = await app.inject({
      method: 'DELETE',
      url: schoolParentPaths.link(w.school.id, parent.parentId, removed.studentId),
      headers: w.admin.headers,
    });
    expect(unlink.statusCode).toBeLessThan(300);
    const archive = await app.inject({
      method: 'PUT',
      url: schoolStudentPaths.archive(w.school.id),
      headers: w.admin.headers,
      payload: { studentIds: [archived.studentId] },
    });
    expect(archive.statusCode).toBeLessThan(300);
    const erase = await app.inject({
      method: 'DELETE',
      url: schoolStudentPaths.students(w.school.id),
      headers: w.admin.headers,
      payload: { studentIds: [deleted.studentId] },
    });
    expect(erase.statusCode).toBeLessThan(300);

    const after = await me();
    expect(after.children).toEqual([]);
    const notices = after.endedChildLinks ?? [];
    expect(notices.map((n) => n.reason).sort()).toEqual(['archived', 'deleted', 'removed']);
    expect(notices.find((n) => n.reason === 'removed')).toMatchObject({
      childFirstName: 'Alex',
      schoolName: w.school.name,
    });
    // A deleted child's name is not kept.
    expect(notices.find((n) => n.reason === 'deleted')?.childFirstName).toBeNull();
    for (const childId of [removed, archived, deleted].map((c) => c.studentId)) {
      expect(
        (await app.inject({ method: 'GET', url: parentHomePaths.childWeek(childId), headers })).statusCode,
      ).toBe(404);
    }

    // One email per ended link, once, however often the timer runs.
    const sender = await parentHomeSender();
    // Every ending not yet emailed, this parent's three among them (other tests' too, on a shared database).
    expect(await sender.sendLinkEndedEmails()).toBeGreaterThanOrEqual(3);
    expect(await sender.sendLinkEndedEmails()).toBe(0);
    const mail = await mailing.inbox.waitForMessage(defined(parent.email, 'address'));
    expect(mail.text).toContain(`contact ${w.school.name}'s office`);
    await expect
      .poll(
        () =>
          mailing.inbox.messages.filter((m) => m.to.includes(defined(parent.email, 'a').toLowerCase()))
            .length,
      )
      .toBe(3);

    // The parent dismisses a notice; nobody else can.
    const first = defined(notices[0], 'a notice');
    const otherParent = await makeParent(database.db, {
      studentId: defined(w.studentsB[0], 'b').studentId,
      schoolId: w.school.id,
    });
    const otherH = await signInUser(app, database.db, otherParent.userId);
    const url = parentHomePaths.endedChildLink(first.endedLinkId);
    expect((await app.inject({ method: 'DELETE', url, headers: otherH })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204);
    expect((await app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
    expect((await me()).endedChildLinks).toHaveLength(2);
  });
});
