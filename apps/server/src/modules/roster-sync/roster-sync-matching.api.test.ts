import type { MisSync, SyncRun } from '@mathsight/contract/roster-sync.ts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupStudents, groups, groupTeachers, students, users } from '../../db/schema.ts';
import { makeSchool, makeStudent } from '../../test/factories.ts';
import { syncWorld } from '../../test/roster-sync-world.ts';

/**
 * Issue 28 point 3: matching students already there (UPN, then name and date of birth), mis-syncs a person
 * resolves (ambiguous students, two sections with one name, a teacher email without "@"), a co-teacher who
 * does not own a class, another school's 404s, one run at a time.
 */
describe('roster sync: matching and who may sync', () => {
  const w = syncWorld();
  beforeAll(() => w.start());
  afterAll(() => w.close());

  it('matches students already there by UPN, then by name and date of birth, and says what it cannot match', async () => {
    w.wonde.clearFaults();
    const s = await w.school();
    w.wonde.setRoster(w.roster(s));
    const db = w.t.database.db;
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
    const applied = await w.sync(s, 'apply');
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
    const refused = await w.t.app.inject({
      method: 'POST',
      url: `/api/v3/schools/${s.id}/sync/wonde/mis-syncs`,
      headers: s.emmy,
      payload: { kind: 'student', providerId: 's-3', action: 'link', localId: chosen },
    });
    expect(refused.statusCode).toBe(403);
    const resolved = await w.t.app.inject({
      method: 'POST',
      url: `/api/v3/schools/${s.id}/sync/wonde/mis-syncs`,
      headers: s.admin,
      payload: { kind: 'student', providerId: 's-3', action: 'link', localId: chosen },
    });
    expect(resolved.statusCode).toBe(204);
    const left = await w.t.app.inject({
      method: 'GET',
      url: `/api/v3/schools/${s.id}/sync/wonde/mis-syncs`,
      headers: s.admin,
    });
    expect(left.json<MisSync[]>()).toEqual([]);
    await w.sync(s, 'apply');
    const placed = await db
      .select({ studentId: groupStudents.studentId })
      .from(groupStudents)
      .innerJoin(groups, eq(groups.id, groupStudents.groupId))
      .where(and(eq(groups.schoolId, s.id), eq(groups.code, '8B/Ma2')));
    expect(placed).toEqual([{ studentId: chosen }]);

    // Another school's student cannot be chosen (404), and an empty choice is a 400 with its message.
    const other = await makeSchool(db);
    const stranger = await makeStudent(db, other.id);
    const foreign = await w.t.app.inject({
      method: 'POST',
      url: `/api/v3/schools/${s.id}/sync/wonde/mis-syncs`,
      headers: s.admin,
      payload: { kind: 'student', providerId: 's-3', action: 'link', localId: stranger.studentId },
    });
    expect(foreign.statusCode).toBe(404);
    const empty = await w.t.app.inject({
      method: 'POST',
      url: `/api/v3/schools/${s.id}/sync/wonde/mis-syncs`,
      headers: s.admin,
      payload: { kind: 'student', providerId: 's-3', action: 'link' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('holds back two sections with one name until a person says which is which; a teacher email without "@" too', async () => {
    w.google.clearFaults();
    const s = await w.school('google-classroom');
    w.google.setRoster(
      w.roster(s, (r) => {
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
    const first = await w.sync(s, 'apply');
    expect(first.misSyncs.map((m) => `${m.kind} ${m.providerId} ${m.reason}`).sort()).toEqual([
      'class sec-1 duplicate-section-name',
      'class sec-3 duplicate-section-name',
    ]);
    expect((await w.classes(s.id)).map((c) => c.code)).toEqual(['8B/Ma2']);

    for (const providerId of ['sec-1', 'sec-3']) {
      const made = await w.t.app.inject({
        method: 'POST',
        url: `/api/v3/schools/${s.id}/sync/google-classroom/mis-syncs`,
        headers: s.admin,
        payload: { kind: 'class', providerId, action: 'create' },
      });
      expect(made.statusCode).toBe(204);
    }
    const second = await w.sync(s, 'apply');
    expect((await w.classes(s.id)).map((c) => c.code)).toEqual(['7A/Ma1', '7A/Ma1 (2)', '8B/Ma2']);
    expect(second.misSyncs).toEqual([
      expect.objectContaining({ kind: 'teacher', providerId: 't-3', reason: 'teacher-email-invalid' }),
    ]);
    expect((await w.sync(s, 'apply')).changes).toEqual([]);
  });

  it('lets a teacher sync only the classes they own: a co-teacher gets the class but cannot sync it', async () => {
    w.wonde.clearFaults();
    const s = await w.school();
    w.wonde.setRoster(
      w.roster(s, (r) => {
        // Emmy co-teaches Mary's 7A/Ma1; she owns 8B/Ma2.
        r.sections[0] && (r.sections[0].teacherIds = ['t-1', 't-2']);
      }),
    );
    const emmysRun = await w.sync(s, 'apply', { who: s.emmy });
    expect(emmysRun.misSyncs).toEqual([
      expect.objectContaining({ kind: 'class', providerId: 'sec-1', reason: 'not-owner' }),
    ]);
    expect(await w.classes(s.id)).toEqual([
      { code: '8B/Ma2', isArchived: false, students: ['Grace'], teachers: 1 },
    ]);
    // Her role and her school are as they were: a sync never changes them.
    const rights = await w.t.database.db.execute<{ admin: boolean }>(
      sql`select is_school_administrator as admin from teachers where id = ${s.emmyTeacherId}`,
    );
    expect(rights.rows).toEqual([{ admin: false }]);

    // Mary (the owner, an administrator) syncs it: both teachers get the class.
    await w.sync(s, 'apply');
    const taught = await w.t.database.db
      .select({ teacherId: groupTeachers.teacherId })
      .from(groupTeachers)
      .innerJoin(groups, eq(groups.id, groupTeachers.groupId))
      .where(and(eq(groups.schoolId, s.id), eq(groups.code, '7A/Ma1')))
      .orderBy(groupTeachers.teacherId);
    expect(taught.map((r) => r.teacherId)).toEqual([s.adminTeacherId, s.emmyTeacherId].sort((a, b) => a - b));
  });

  it('answers 404 for another school and for a provider not connected; one run at a time', async () => {
    w.wonde.clearFaults();
    const s = await w.school();
    w.wonde.setRoster(w.roster(s));
    const other = await w.school();
    const foreign = await w.t.app.inject({
      method: 'GET',
      url: `/api/v3/schools/${s.id}/sync/wonde`,
      headers: other.admin,
    });
    expect(foreign.statusCode).toBe(404);
    const notConnected = await w.t.app.inject({
      method: 'POST',
      url: `/api/v3/schools/${s.id}/sync/clever`,
      headers: s.admin,
      payload: { mode: 'preview' },
    });
    expect(notConnected.statusCode).toBe(404);
    const run = await w.sync(s, 'preview');
    const foreignRun = await w.t.app.inject({
      method: 'GET',
      url: `/api/v3/schools/${other.id}/sync/wonde/runs/${run.runId}`,
      headers: other.admin,
    });
    expect(foreignRun.statusCode).toBe(404);

    w.wonde.inject({ delayMs: 300, times: 1 });
    const slow = await w.t.app.inject({
      method: 'POST',
      url: `/api/v3/schools/${s.id}/sync/wonde`,
      headers: s.admin,
      payload: { mode: 'preview' },
    });
    const second = await w.t.app.inject({
      method: 'POST',
      url: `/api/v3/schools/${s.id}/sync/wonde`,
      headers: s.admin,
      payload: { mode: 'apply' },
    });
    expect(second.statusCode).toBe(409);
    await w.finished(s, slow.json<SyncRun>());
  });
});
