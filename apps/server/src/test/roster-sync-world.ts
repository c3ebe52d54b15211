import type { SyncRun } from '@mathsight/contract/roster-sync.ts';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { RunningFake } from '../../../../ops/provider-fakes/fault-layer.ts';
import { startGoogleClassroomFake } from '../../../../ops/provider-fakes/google-classroom-fake.ts';
import { type FakeRoster, smallRoster } from '../../../../ops/provider-fakes/roster-data.ts';
import { startWondeFake } from '../../../../ops/provider-fakes/wonde-fake.ts';
import { groups, syncConnections } from '../db/schema.ts';
import { loadTokenKey, TokenCipher } from '../sync-providers/token-cipher.ts';
import { makeSchool, makeTeacher, makeUser, signInUser } from './factories.ts';
import { buildTestAppWith, type TestApp } from './test-app.ts';

/**
 * The sync engine's test world (issue 28): a test app whose Wonde and Google Classroom are their real HTTP
 * fakes, schools connected to them, and the calls a sync screen makes. `start` in beforeAll, `close` in afterAll.
 */
export function syncWorld() {
  let t: TestApp;
  let wonde: RunningFake;
  let google: RunningFake;
  let cipher: TokenCipher;

  async function start() {
    [wonde, google] = await Promise.all([startWondeFake(), startGoogleClassroomFake()]);
    const base = (await import('../config.ts')).loadConfig();
    t = await buildTestAppWith({
      sync: { ...base.sync, wondeApiUrl: wonde.url, googleClassroomApiUrl: google.url },
      publicUrl: 'http://mathsight.test',
    });
    cipher = new TokenCipher(loadTokenKey(t.config.sync.tokenKey, t.config.dataDir, false));
  }
  async function close() {
    await t.app.close();
    await Promise.all([wonde.close(), google.close()]);
  }

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

  return {
    start,
    close,
    get t() {
      return t;
    },
    get wonde() {
      return wonde;
    },
    get google() {
      return google;
    },
    school,
    finished,
    sync,
    classes,
    roster,
  };
}

export type SyncWorld = ReturnType<typeof syncWorld>;
export type SyncSchool = Awaited<ReturnType<SyncWorld['school']>>;
