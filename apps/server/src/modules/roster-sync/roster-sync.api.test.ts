import type { SyncRun } from '@mathsight/contract/roster-sync.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students, users } from '../../db/schema.ts';
import { buildJobServices } from '../../jobs/job-services.ts';
import { syncWorld } from '../../test/roster-sync-world.ts';
import { schoolsModule } from '../schools/schools.module.ts';
import { syncConnectionsModule } from '../sync-connections/sync-connections.module.ts';
import { rosterSyncModule } from './roster-sync.module.ts';

/**
 * Issue 28 point 3: the sync engine against the real HTTP fakes of Wonde and Google Classroom: preview then
 * apply, a re-sync that changes nothing, a student added or moved, Merge and Replace, a fault in the middle
 * changing nothing, the nightly option. Matching and who may sync: roster-sync-matching.api.test.ts.
 */
describe('roster sync', () => {
  const w = syncWorld();
  beforeAll(() => w.start());
  afterAll(() => w.close());

  it('previews without changing anything, then applies the same plan in one go', async () => {
    w.wonde.clearFaults();
    const s = await w.school();
    w.wonde.setRoster(w.roster(s));
    const preview = await w.sync(s, 'preview');
    expect(preview).toMatchObject({ status: 'done', mode: 'preview', error: null });
    expect(preview.counts).toMatchObject({
      classesAdded: 2,
      studentsAdded: 3,
      teachersAdded: 2,
      misSyncs: 0,
    });
    expect(preview.changes.map((c) => `${c.kind} ${c.name}`)).toContain('class-added 7A/Ma1');
    expect(await w.classes(s.id)).toEqual([]);

    const applied = await w.sync(s, 'apply');
    expect(applied.status).toBe('done');
    expect(applied.counts).toEqual(preview.counts);
    expect(await w.classes(s.id)).toEqual([
      { code: '7A/Ma1', isArchived: false, students: ['Ada', 'Alan'], teachers: 1 },
      { code: '8B/Ma2', isArchived: false, students: ['Grace'], teachers: 1 },
    ]);
    // Synced students have no password (they sign in through the provider, or a teacher sets one).
    const made = await w.t.database.db
      .select({ hash: users.passwordHash, upn: students.upn })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(students.schoolId, s.id));
    expect(made).toHaveLength(3);
    expect(made.every((m) => m.hash === null)).toBe(true);

    const status = await w.t.app.inject({
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
    w.wonde.clearFaults();
    const s = await w.school();
    w.wonde.setRoster(w.roster(s));
    await w.sync(s, 'apply');
    const before = await w.classes(s.id);
    const again = await w.sync(s, 'apply');
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
    expect(await w.classes(s.id)).toEqual(before);

    // Alan moves from 7A/Ma1 to 8B/Ma2, and a new student, Katherine, joins 7A/Ma1.
    w.wonde.setRoster(
      w.roster(s, (r) => {
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
    const next = await w.sync(s, 'apply');
    expect(next.counts).toMatchObject({ studentsAdded: 1, studentsMoved: 1, studentsRemoved: 0 });
    expect(next.changes).toContainEqual({
      kind: 'student-moved',
      name: 'Alan Turing',
      detail: 'from 7A/Ma1 to 8B/Ma2',
    });
    expect(await w.classes(s.id)).toEqual([
      { code: '7A/Ma1', isArchived: false, students: ['Ada', 'Katherine'], teachers: 1 },
      { code: '8B/Ma2', isArchived: false, students: ['Alan', 'Grace'], teachers: 1 },
    ]);
  });

  it('changes nothing when the provider fails in the middle (a 401 on the second page, a 503)', async () => {
    w.wonde.clearFaults();
    const s = await w.school();
    w.wonde.setRoster(w.roster(s));
    w.wonde.inject({ onRequest: 2, status: 401 });
    const refused = await w.sync(s, 'apply');
    expect(refused.status).toBe('failed');
    expect(refused.error).toContain('401');
    expect(refused.error).toContain('Nothing changed');
    expect(await w.classes(s.id)).toEqual([]);

    w.wonde.clearFaults();
    w.wonde.inject({ onRequest: 3, status: 503, times: 0 });
    const down = await w.sync(s, 'apply');
    expect(down.status).toBe('failed');
    expect(await w.classes(s.id)).toEqual([]);
    w.wonde.clearFaults();

    // Merge never takes anyone away; once synced, a roster that lost a class and a student leaves both.
    await w.sync(s, 'apply');
    w.wonde.setRoster(
      w.roster(s, (r) => {
        r.sections = r.sections.slice(0, 1);
        r.sections[0] && (r.sections[0].studentIds = ['s-1']);
      }),
    );
    const merged = await w.sync(s, 'apply');
    expect(merged.counts).toMatchObject({ studentsRemoved: 0, classesArchived: 0 });
    expect((await w.classes(s.id)).map((c) => c.students)).toEqual([['Ada', 'Alan'], ['Grace']]);

    // Replace is the administrators', with the list of what would go, previewed first.
    const replacePreview = await w.sync(s, 'preview', { updateType: 'Replace' });
    expect(
      replacePreview.changes.filter((c) => c.kind === 'student-removed' || c.kind === 'class-archived'),
    ).toEqual([
      { kind: 'student-removed', name: 'Alan Turing', detail: 'out of 7A/Ma1' },
      { kind: 'class-archived', name: '8B/Ma2', detail: 'no longer at the provider' },
    ]);
    const refusedReplace = await w.t.app.inject({
      method: 'POST',
      url: `/api/v3/schools/${s.id}/sync/wonde`,
      headers: s.emmy,
      payload: { mode: 'apply', updateType: 'Replace' },
    });
    expect(refusedReplace.statusCode).toBe(403);
    await w.sync(s, 'apply', { updateType: 'Replace' });
    expect(await w.classes(s.id)).toEqual([
      { code: '7A/Ma1', isArchived: false, students: ['Ada'], teachers: 1 },
      { code: '8B/Ma2', isArchived: true, students: ['Grace'], teachers: 1 },
    ]);
  });

  it('syncs at night the schools that asked for it, once a night, as a Merge', async () => {
    w.wonde.clearFaults();
    const s = await w.school();
    w.wonde.setRoster(w.roster(s));
    await w.t.database.db.execute(
      sql`update sync_connections set nightly = true where school_id = ${s.id} and provider = 'wonde'`,
    );
    // Only this school is due tonight: other files' schools in this worker's database asked for it too
    // (their providers are not this file's fakes).
    await w.t.database.db.execute(
      sql`update sync_connections set nightly = false where school_id <> ${s.id}`,
    );
    const { rosterSync } = await buildJobServices({ database: w.t.database, config: w.t.config }, [
      schoolsModule,
      syncConnectionsModule,
      rosterSyncModule,
    ]);
    await rosterSync.runNightly(new AbortController().signal);
    expect((await w.classes(s.id)).map((c) => c.code)).toEqual(['7A/Ma1', '8B/Ma2']);
    const status = await w.t.app.inject({
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
    const runs = await w.t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sync_runs where school_id = ${s.id}`,
    );
    expect(runs.rows).toEqual([{ n: 1 }]);
  });
});
