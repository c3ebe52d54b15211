import type { MisSync, SyncRun } from '@mathsight/contract/roster-sync.ts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFake } from '../../../../../ops/provider-fakes/fault-layer.ts';
import { startGoogleClassroomFake } from '../../../../../ops/provider-fakes/google-classroom-fake.ts';
import { type FakeRoster, smallRoster } from '../../../../../ops/provider-fakes/roster-data.ts';
import { startWondeFake } from '../../../../../ops/provider-fakes/wonde-fake.ts';
import { groupStudents, groups, groupTeachers, students, syncConnections, users } from '../../db/schema.ts';
import { buildJobServices } from '../../jobs/job-services.ts';
import { loadTokenKey, TokenCipher } from '../../sync-providers/token-cipher.ts';
import { makeSchool, makeStudent, makeTeacher, makeUser, signInUser } from '../../test/factories.ts';
import { buildTestAppWith, type TestApp } from '../../test/test-app.ts';
import { syncConnectionsModule } from '../sync-connections/sync-connections.module.ts';
import { rosterSyncModule } from './roster-sync.module.ts';

/**
 * Issue 28 point 3: the sync engine against the real HTTP fakes of Wonde and Google Classroom: preview then
 * apply, Merge and Replace, a fault in the middle changing nothing, duplicate section names and other
 * mis-syncs resolved by a person, a co-teacher who does not own a class, a re-sync that changes nothing, a
 * student moved between sections.
 */
describe('roster sync', () => {
  let t: TestApp;
  let wonde: RunningFake;
  let google: RunningFake;
  let cipher: TokenCipher;

  beforeAll(async () => {
    [wonde, google] = await Promise.all([startWondeFake(), startGoogleClassroomFake()]);
    const base = (await import('../../config.ts')).loadConfig();
    t = await buildTestAppWith({
      sync: { ...base.sync, wondeApiUrl: wonde.url, googleClassroomApiUrl: google.url },
      publicUrl: 'http://mathsight.test',
    });
    cipher = new TokenCipher(loadTokenKey(t.config.sync.tokenKey, t.config.dataDir, false));
  });
  afterAll(async () => {
    await t.app.close();
    await Promise.all([wonde.close(), google.close()]);
  });

  /** A school whose administrator is Mary Somerville (the roster's owner of 7A/Ma1), connected to `provider`. */
  async function school(provider: 'wonde' | 'google-classroom' = 'wonde') {
    const db = t.database.db;
    const made = await makeSchool(db);
    // Emails are unique across the site: each school's teachers (and its roster) have a domain of their own.
    const domain = `school-${made.id}.example`;
    const mary = await makeUser(db, ['Teacher'], { email: `mary.somerville@${domain}` });
    const admin = await makeTeacher(db, made.id, { admin: true, userId: mary.id });
    const emmyUser = await makeUser(db, ['Teacher'], { email: `emmy.noether@${domain}` });
    const emmy = await makeTeacher(db, made.id, { userId: emmyUser.id });
    await db.insert(syncConnections).values({
      schoolId: made.id,
      provider,
      externalId: 'district-1',
      accessTokenSealed: cipher.seal(provider === 'wonde' ? 'wonde-token' : 'ya29.seeded'),
      refreshTokenSealed: null,
      accessTokenExpiresAt: null,
      connectedBy: admin.teacherId,
    });
    // Rows of one school only: the fakes' ids are the same for every test school.
    await db.execute(sql`delete from sync_links where school_id = ${made.id}`);
    return {
      id: made.id,
      domain,
      provider,
      adminTeacherId: admin.teacherId,
      emmyTeacherId: emmy.teacherId,
      admin: await signInUser(t.app, db, mary.id),
      emmy: await signInUser(t.app, db, emmyUser.id),
    };
  }
  type School = Awaited<ReturnType<typeof school>>;

  async function finished(s: School, run: SyncRun, who = s.admin): Promise<SyncRun> {
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/v3/schools/${s.id}/sync/${s.provider}/runs/${run.runId}`,
        headers: who,
      });
      const body = read.json<SyncRun>();
      if (body.status !== 'running') return body;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error('the run did not finish');
  }

  async function sync(
    s: School,
    mode: 'preview' | 'apply',
    options: { who?: { authorization: string }; updateType?: 'Merge' | 'Replace' } = {},
  ) {
    const who = options.who ?? s.admin;
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/v3/schools/${s.id}/sync/${s.provider}`,
      headers: who,
      payload: { mode, updateType: options.updateType ?? 'Merge' },
    });
    expect(started.statusCode, started.body).toBe(202);
    return finished(s, started.json<SyncRun>(), who);
  }

  async function classes(schoolId: number) {
    const rows = await t.database.db
      .select({
        code: groups.code,
        isArchived: groups.isArchived,
        students: sql<
          string[]
        >`coalesce((select array_agg(u.first_name order by u.first_name) from group_students gs
          join students s on s.id = gs.student_id join users u on u.id = s.user_id where gs.group_id = "groups"."id"), '{}')`,
        teachers: sql<number>`(select count(*)::int from group_teachers gt where gt.group_id = "groups"."id")`,
      })
      .from(groups)
      .where(eq(groups.schoolId, schoolId))
      .orderBy(groups.code);
    return rows;
  }

  /** The small roster for one test school (its teachers' emails on the school's domain), changed by `change`. */
  const roster = (s: { domain: string }, change: (r: FakeRoster) => void = () => {}) => {
    const r = smallRoster();
    for (const teacher of r.teachers) teacher.email = teacher.email?.replace('riverside.example', s.domain);
    change(r);
    return r;
  };

  it('previews without changing anything, then applies the same plan in one go', async () => {
    wonde.clearFaults();
    const s = await school();
    wonde.setRoster(roster(s));
    const preview = await sync(s, 'preview');
    expect(preview).toMatchObject({ status: 'done', mode: 'preview', error: null });
    expect(preview.counts).toMatchObject({
      classesAdded: 2,
      studentsAdded: 3,
      teachersAdded: 2,
      misSyncs: 0,
    });
    expect(preview.changes.map((c) => `${c.kind} ${c.name}`)).toContain('class-added 7A/Ma1');
    expect(await classes(s.id)).toEqual([]);

    const applied = await sync(s, 'apply');
    expect(applied.status).toBe('done');
    expect(applied.counts).toEqual(preview.counts);
    expect(await classes(s.id)).toEqual([
      { code: '7A/Ma1', isArchived: false, students: ['Ada', 'Alan'], teachers: 1 },
      { code: '8B/Ma2', isArchived: false, students: ['Grace'], teachers: 1 },
    ]);
    // Synced students have no password (they sign in through the provider, or a teacher sets one).
    const made = await t.database.db
      .select({ hash: users.passwordHash, upn: students.upn })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(students.schoolId, s.id));
    expect(made).toHaveLength(3);
    expect(made.every((m) => m.hash === null)).toBe(true);

    const status = await t.app.inject({
      method: 'GET',
      url: `/api/v3/schools/${s.id}/sync/wonde`,
      headers: s.admin,
    });
    expect(status.json()).toMatchObject({
      provider: 'wonde',
      lastPreview: { runId: preview.runId },
      lastApply: { runId: applied.runId, startedBy: expect.stringContaining('') },
    });
  });

  it('changes nothing on a second run; a student added or moved at the provider follows at the next', async () => {
    wonde.clearFaults();
    const s = await school();
    wonde.setRoster(roster(s));
    await sync(s, 'apply');
    const before = await classes(s.id);
    const again = await sync(s, 'apply');
    expect(again.counts).toMatchObject({
      classesAdded: 0,
      classesUpdated: 0,
      studentsAdded: 0,
      studentsUpdated: 0,
      studentsMoved: 0,
      teachersAdded: 0,
      leftAlone: 5,
    });
    expect(again.changes).toEqual([]);
    expect(await classes(s.id)).toEqual(before);

    // Alan moves from 7A/Ma1 to 8B/Ma2, and a new student, Katherine, joins 7A/Ma1.
    wonde.setRoster(
      roster(s, (r) => {
        r.students.push({
          id: 's-4',
          firstName: 'Katherine',
          lastName: 'Johnson',
          dateOfBirth: '2013-08-26',
        });
        const [a, b] = r.sections;
        if (!a || !b) throw new Error('no sections');
        a.studentIds = ['s-1', 's-4'];
        b.studentIds = ['s-3', 's-2'];
      }),
    );
    const next = await sync(s, 'apply');
    expect(next.counts).toMatchObject({ studentsAdded: 1, studentsMoved: 1, studentsRemoved: 0 });
    expect(next.changes).toContainEqual({
      kind: 'student-moved',
      name: 'Alan Turing',
      detail: 'from 7A/Ma1 to 8B/Ma2',
    });
    expect(await classes(s.id)).toEqual([
      { code: '7A/Ma1', isArchived: false, students: ['Ada', 'Katherine'], teachers: 1 },
      { code: '8B/Ma2', isArchived: false, students: ['Alan', 'Grace'], teachers: 1 },
    ]);
  });

  it('changes nothing when the provider fails in the middle (a 401 on the second page, a 503)', async () => {
    wonde.clearFaults();
    const s = await school();
    wonde.setRoster(roster(s));
    wonde.inject({ onRequest: 2, status: 401 });
    const refused = await sync(s, 'apply');
    expect(refused.status).toBe('failed');
    expect(refused.error).toContain('401');
    expect(refused.error).toContain('Nothing changed');
    expect(await classes(s.id)).toEqual([]);

    wonde.clearFaults();
    wonde.inject({ onRequest: 3, status: 503, times: 0 });
    const down = await sync(s, 'apply');
    expect(down.status).toBe('failed');
    expect(await classes(s.id)).toEqual([]);
    wonde.clearFaults();

    // Merge never takes anyone away; once synced, a roster that lost a class and a student leaves both.
    await sync(s, 'apply');
    wonde.setRoster(
      roster(s, (r) => {
        r.sections = r.sections.slice(0, 1);
        r.sections[0] && (r.sections[0].studentIds = ['s-1']);
      }),
    );
    const merged = await sync(s, 'apply');
    expect(merged.counts).toMatchObject({ studentsRemoved: 0, classesArchived: 0 });
    expect((await classes(s.id)).map((c) => c.students)).toEqual([['Ada', 'Alan'], ['Grace']]);

    // Replace is the administrators', with the list of what would go, previewed first.
    const replacePreview = await sync(s, 'preview', { updateType: 'Replace' });
    expect(
      replacePreview.changes.filter((c) => c.kind === 'student-removed' || c.kind === 'class-archived'),
    ).toEqual([
      { kind: 'student-removed', name: 'Alan Turing', detail: 'out of 7A/Ma1' },
      { kind: 'class-archived', name: '8B/Ma2', detail: 'no longer at the provider' },
    ]);
    const refusedReplace = await t.app.inject({
      method: 'POST',
      url: `/api/v3/schools/${s.id}/sync/wonde`,
      headers: s.emmy,
      payload: { mode: 'apply', updateType: 'Replace' },
    });
    expect(refusedReplace.statusCode).toBe(403);
    await sync(s, 'apply', { updateType: 'Replace' });
    expect(await classes(s.id)).toEqual([
      { code: '7A/Ma1', isArchived: false, students: ['Ada'], teachers: 1 },
      { code: '8B/Ma2', isArchived: true, students: ['Grace'], teachers: 1 },
    ]);
  });

  it('matches students already there by UPN, then by name and date of birth, and says what it cannot match', async () => {
    wonde.clearFaults();
    const s = await school();
    wonde.setRoster(roster(s));
    const db = t.database.db;
    // Ada typed in earlier with her UPN; Grace twice with her name and date of birth (ambiguous).
    const ada = await makeStudent(db, s.id);
    await db.update(students).set({ upn: 'A123456789012' }).where(eq(students.id, ada.studentId));
    for (let i = 0; i < 2; i++) {
      const grace = await makeStudent(db, s.id);
      await db
        .update(users)
        .set({ firstName: 'Grace', lastName: 'Hopper', dateOfBirth: '2012-12-09' })
        .where(eq(users.id, grace.userId));
    }
    const applied = await sync(s, 'apply');
    expect(applied.counts).toMatchObject({ studentsAdded: 2, misSyncs: 1 });
    expect(applied.changes).toContainEqual({
      kind: 'student-added',
      name: 'Ada Lovelace',
      detail: 'already here, into 7A/Ma1',
    });
    const [mis] = applied.misSyncs;
    expect(mis).toMatchObject({ kind: 'student', providerId: 's-3', reason: 'ambiguous-student' });
    expect(mis?.candidates).toHaveLength(2);
    const schoolStudents = await db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.schoolId, s.id));
    expect(schoolStudents).toHaveLength(4); // Ada and the two Graces, and Alan made

    // Only an administrator resolves; the next run follows the choice, and the mis-sync has gone.
    const chosen = mis?.candidates[0]?.id ?? 0;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v3/schools/${s.id}/sync/wonde/mis-syncs`,
      headers: s.emmy,
      payload: { kind: 'student', providerId: 's-3', action: 'link', localId: chosen },
    });
    expect(refused.statusCode).toBe(403);
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/v3/schools/${s.id}/sync/wonde/mis-syncs`,
      headers: s.admin,
      payload: { kind: 'student', providerId: 's-3', action: 'link', localId: chosen },
    });
    expect(resolved.statusCode).toBe(204);
    const left = await t.app.inject({
      method: 'GET',
      url: `/api/v3/schools/${s.id}/sync/wonde/mis-syncs`,
      headers: s.admin,
    });
    expect(left.json<MisSync[]>()).toEqual([]);
    await sync(s, 'apply');
    const placed = await db
      .select({ studentId: groupStudents.studentId })
      .from(groupStudents)
      .innerJoin(groups, eq(groups.id, groupStudents.groupId))
      .where(and(eq(groups.schoolId, s.id), eq(groups.code, '8B/Ma2')));
    expect(placed).toEqual([{ studentId: chosen }]);

    // Another school's student cannot be chosen (404), and an empty choice is a 400 with its message.
    const other = await makeSchool(db);
    const stranger = await makeStudent(db, other.id);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v3/schools/${s.id}/sync/wonde/mis-syncs`,
      headers: s.admin,
      payload: { kind: 'student', providerId: 's-3', action: 'link', localId: stranger.studentId },
    });
    expect(foreign.statusCode).toBe(404);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/v3/schools/${s.id}/sync/wonde/mis-syncs`,
      headers: s.admin,
      payload: { kind: 'student', providerId: 's-3', action: 'link' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('holds back two sections with one name until a person says which is which; a teacher email without "@" too', async () => {
    google.clearFaults();
    const s = await school('google-classroom');
    google.setRoster(
      roster(s, (r) => {
        r.sections.push({
          id: 'sec-3',
          name: '7A/Ma1',
          grade: '7',
          teacherIds: ['t-3'],
          studentIds: ['s-3'],
        });
        r.teachers.push({
          id: 't-3',
          firstName: 'Sofia',
          lastName: 'Kovalevskaya',
          email: 'sofia.riverside.example',
        });
      }),
    );
    const first = await sync(s, 'apply');
    expect(first.misSyncs.map((m) => `${m.kind} ${m.providerId} ${m.reason}`).sort()).toEqual([
      'class sec-1 duplicate-section-name',
      'class sec-3 duplicate-section-name',
    ]);
    expect((await classes(s.id)).map((c) => c.code)).toEqual(['8B/Ma2']);

    for (const providerId of ['sec-1', 'sec-3']) {
      const made = await t.app.inject({
        method: 'POST',
        url: `/api/v3/schools/${s.id}/sync/google-classroom/mis-syncs`,
        headers: s.admin,
        payload: { kind: 'class', providerId, action: 'create' },
      });
      expect(made.statusCode).toBe(204);
    }
    const second = await sync(s, 'apply');
    expect((await classes(s.id)).map((c) => c.code)).toEqual(['7A/Ma1', '7A/Ma1 (2)', '8B/Ma2']);
    expect(second.misSyncs).toEqual([
      expect.objectContaining({ kind: 'teacher', providerId: 't-3', reason: 'teacher-email-invalid' }),
    ]);
    expect((await sync(s, 'apply')).changes).toEqual([]);
  });

  it('lets a teacher sync only the classes they own: a co-teacher gets the class but cannot sync it', async () => {
    wonde.clearFaults();
    const s = await school();
    wonde.setRoster(
      roster(s, (r) => {
        // Emmy co-teaches Mary's 7A/Ma1; she owns 8B/Ma2.
        r.sections[0] && (r.sections[0].teacherIds = ['t-1', 't-2']);
      }),
    );
    const emmysRun = await sync(s, 'apply', { who: s.emmy });
    expect(emmysRun.misSyncs).toEqual([
      expect.objectContaining({ kind: 'class', providerId: 'sec-1', reason: 'not-owner' }),
    ]);
    expect(await classes(s.id)).toEqual([
      { code: '8B/Ma2', isArchived: false, students: ['Grace'], teachers: 1 },
    ]);
    // Her role and her school are as they were: a sync never changes them.
    const rights = await t.database.db.execute<{ admin: boolean }>(
      sql`select is_school_administrator as admin from teachers where id = ${s.emmyTeacherId}`,
    );
    expect(rights.rows).toEqual([{ admin: false }]);

    // Mary (the owner, an administrator) syncs it: both teachers get the class.
    await sync(s, 'apply');
    const taught = await t.database.db
      .select({ teacherId: groupTeachers.teacherId })
      .from(groupTeachers)
      .innerJoin(groups, eq(groups.id, groupTeachers.groupId))
      .where(and(eq(groups.schoolId, s.id), eq(groups.code, '7A/Ma1')))
      .orderBy(groupTeachers.teacherId);
    expect(taught.map((r) => r.teacherId)).toEqual([s.adminTeacherId, s.emmyTeacherId].sort((a, b) => a - b));
  });

  it('answers 404 for another school and for a provider not connected; one run at a time', async () => {
    wonde.clearFaults();
    const s = await school();
    wonde.setRoster(roster(s));
    const other = await school();
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v3/schools/${s.id}/sync/wonde`,
      headers: other.admin,
    });
    expect(foreign.statusCode).toBe(404);
    const notConnected = await t.app.inject({
      method: 'POST',
      url: `/api/v3/schools/${s.id}/sync/clever`,
      headers: s.admin,
      payload: { mode: 'preview' },
    });
    expect(notConnected.statusCode).toBe(404);
    const run = await sync(s, 'preview');
    const foreignRun = await t.app.inject({
      method: 'GET',
      url: `/api/v3/schools/${other.id}/sync/wonde/runs/${run.runId}`,
      headers: other.admin,
    });
    expect(foreignRun.statusCode).toBe(404);

    wonde.inject({ delayMs: 300, times: 1 });
    const slow = await t.app.inject({
      method: 'POST',
      url: `/api/v3/schools/${s.id}/sync/wonde`,
      headers: s.admin,
      payload: { mode: 'preview' },
    });
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/v3/schools/${s.id}/sync/wonde`,
      headers: s.admin,
      payload: { mode: 'apply' },
    });
    expect(second.statusCode).toBe(409);
    await finished(s, slow.json<SyncRun>());
  });

  it('syncs at night the schools that asked for it, once a night, as a Merge', async () => {
    wonde.clearFaults();
    const s = await school();
    wonde.setRoster(roster(s));
    await t.database.db.execute(
      sql`update sync_connections set nightly = true where school_id = ${s.id} and provider = 'wonde'`,
    );
    const { rosterSync } = await buildJobServices({ database: t.database, config: t.config }, [
      syncConnectionsModule,
      rosterSyncModule,
    ]);
    await rosterSync.runNightly(new AbortController().signal);
    expect((await classes(s.id)).map((c) => c.code)).toEqual(['7A/Ma1', '8B/Ma2']);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/v3/schools/${s.id}/sync/wonde`,
      headers: s.admin,
    });
    expect(status.json<{ lastApply: SyncRun }>().lastApply).toMatchObject({
      startedBy: 'Nightly sync',
      updateType: 'Merge',
      status: 'done',
    });
    // Done for tonight: a second pass starts no run.
    await rosterSync.runNightly(new AbortController().signal);
    const runs = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sync_runs where school_id = ${s.id}`,
    );
    expect(runs.rows).toEqual([{ n: 1 }]);
  });
});
