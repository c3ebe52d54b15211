import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCleverFake } from '../../../../../ops/provider-fakes/clever-fake.ts';
import type { RunningFake } from '../../../../../ops/provider-fakes/fault-layer.ts';
import { startGoogleClassroomFake } from '../../../../../ops/provider-fakes/google-classroom-fake.ts';
import { smallRoster } from '../../../../../ops/provider-fakes/roster-data.ts';
import { startWondeFake } from '../../../../../ops/provider-fakes/wonde-fake.ts';
import { loadTokenKey, TokenCipher } from '../../sync-providers/token-cipher.ts';
import { makeSchool, makeTeacher, makeUser, signInUser } from '../../test/factories.ts';
import { buildTestAppWith, type TestApp } from '../../test/test-app.ts';
import { RosterSources } from './roster-sources.ts';
import { SyncConnectionsRepository } from './sync-connections.repository.ts';

/**
 * Issue 28 point 5: connecting a school to Wonde (a token), Clever and Google Classroom (OAuth code flows
 * against the real HTTP fakes), the tokens sealed at rest and never in an answer, and the sources the sync
 * engine reads through.
 */
describe('sync connections', () => {
  let t: TestApp;
  let clever: RunningFake;
  let google: RunningFake;
  let wonde: RunningFake;
  let engine: RosterSources;

  beforeAll(async () => {
    [clever, google, wonde] = await Promise.all([
      startCleverFake(),
      startGoogleClassroomFake(),
      startWondeFake(),
    ]);
    const base = (await import('../../config.ts')).loadConfig();
    const sync = {
      ...base.sync,
      cleverApiUrl: clever.url,
      cleverOauthUrl: clever.url,
      cleverClientId: 'mathsight',
      cleverClientSecret: 'secret',
      googleClassroomApiUrl: google.url,
      googleOauthUrl: google.url,
      googleTokenUrl: `${google.url}/token`,
      wondeApiUrl: wonde.url,
    };
    t = await buildTestAppWith({ sync, publicUrl: 'http://mathsight.test' });
    const db = t.database.db;
    engine = new RosterSources(
      new SyncConnectionsRepository(db),
      new TokenCipher(loadTokenKey(t.config.sync.tokenKey, t.config.dataDir, false)),
      sync,
    );
  });
  afterAll(async () => {
    await t.app.close();
    await Promise.all([clever.close(), google.close(), wonde.close()]);
  });

  async function school() {
    const made = await makeSchool(t.database.db);
    const admin = await makeTeacher(t.database.db, made.id, { admin: true });
    const colleague = await makeTeacher(t.database.db, made.id);
    return {
      id: made.id,
      admin: await signInUser(t.app, t.database.db, admin.userId),
      colleague: await signInUser(t.app, t.database.db, colleague.userId),
    };
  }
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('connects Wonde with a token, sealed at rest, never answered, and reads the roster through it', async () => {
    const s = await school();
    const token = 'wonde-secret-token-123';
    const connect = await call('POST', `/api/v3/schools/${s.id}/sync/wonde/connection`, s.admin, {
      wondeSchoolId: 'district-1',
      token,
    });
    expect(connect.statusCode).toBe(200);
    expect(connect.json().connection).toMatchObject({
      provider: 'wonde',
      connected: true,
      externalId: 'district-1',
      nightly: false,
      updateType: 'Merge',
    });
    const list = await call('GET', `/api/v3/schools/${s.id}/sync/connections`, s.admin);
    expect(
      list.json().map((c: { provider: string; connected: boolean }) => [c.provider, c.connected]),
    ).toEqual([
      ['clever', false],
      ['google-classroom', false],
      ['wonde', true],
    ]);
    for (const body of [connect.body, list.body]) expect(body).not.toContain(token);
    const stored = await t.database.query<{ sealed: string }>(
      'select access_token_sealed as sealed from sync_connections where school_id = $1',
      [s.id],
    );
    expect(stored[0]?.sealed).toMatch(/^v1\./);
    expect(stored[0]?.sealed).not.toContain(token);

    const put = await call('PUT', `/api/v3/schools/${s.id}/sync/wonde/connection`, s.admin, {
      nightly: true,
      updateType: 'Replace',
    });
    expect(put.json()).toMatchObject({ nightly: true, updateType: 'Replace' });
    expect(put.body).not.toContain(token);

    const roster = await (await engine.rosterSourceFor(s.id, 'wonde')).readRoster();
    expect(roster.students).toHaveLength(3);
    expect(wonde.requests().some((r) => r.includes('/v1.0/schools/district-1/classes'))).toBe(true);

    expect((await call('DELETE', `/api/v3/schools/${s.id}/sync/wonde/connection`, s.admin)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/api/v3/schools/${s.id}/sync/wonde/connection`, s.admin)).statusCode).toBe(
      404,
    );
    await expect(engine.rosterSourceFor(s.id, 'wonde')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('is for administrators: a colleague 403, another school 404, a missing Wonde token 400', async () => {
    const s = await school();
    const other = await school();
    const url = `/api/v3/schools/${s.id}/sync/connections`;
    expect((await call('GET', url, s.colleague)).statusCode).toBe(403);
    expect((await call('GET', url, other.admin)).statusCode).toBe(404);
    const bad = await call('POST', `/api/v3/schools/${s.id}/sync/wonde/connection`, s.admin, {
      wondeSchoolId: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/v3/schools/${s.id}/sync/clever/connection`, s.admin, { nightly: true }))
        .statusCode,
    ).toBe(404);
  });

  async function oauth(
    s: { id: number; admin: Record<string, string> },
    provider: 'clever' | 'google-classroom',
    extra = '',
  ) {
    const start = await call('POST', `/api/v3/schools/${s.id}/sync/${provider}/connection`, s.admin, {});
    expect(start.statusCode).toBe(200);
    const authorizeUrl: string = start.json().authorizeUrl;
    expect(authorizeUrl).toContain(
      encodeURIComponent('http://mathsight.test/api/v3/sync/connection-callback'),
    );
    const atProvider = await fetch(`${authorizeUrl}${extra}`, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const back = new URL(atProvider.headers.get('location') ?? '');
    return t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  }

  it('connects Clever through its OAuth code flow and keeps the district token', async () => {
    const s = await school();
    const page = await oauth(s, 'clever', '&login_as=t-1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`http://mathsight.test/${s.id}/settings/sync?connected=clever`);
    const list = await call('GET', `/api/v3/schools/${s.id}/sync/connections`, s.admin);
    expect(list.json()[0]).toMatchObject({ provider: 'clever', connected: true, externalId: 'district-1' });
    expect(list.body).not.toContain('district-token-');
    const roster = await (await engine.rosterSourceFor(s.id, 'clever')).readRoster();
    expect(roster.sections.map((x) => x.name)).toEqual(['7A/Ma1', '8B/Ma2']);

    // The same district for another school: not linked twice.
    const other = await school();
    const refused = await oauth(other, 'clever', '&login_as=t-1');
    expect(refused.body).toContain('syncError=linked-elsewhere');
  });

  it('connects Google Classroom, refreshing an expired access token before a read', async () => {
    const s = await school();
    const page = await oauth(s, 'google-classroom');
    expect(page.body).toContain('connected=google-classroom');
    await t.database.query(
      "update sync_connections set access_token_expires_at = now() - interval '1 hour' where school_id = $1",
      [s.id],
    );
    const before = await t.database.query<{ sealed: string }>(
      'select access_token_sealed as sealed from sync_connections where school_id = $1',
      [s.id],
    );
    const roster = await (await engine.rosterSourceFor(s.id, 'google-classroom')).readRoster();
    expect(roster.teachers.map((x) => x.email).sort()).toEqual(
      smallRoster()
        .teachers.map((x) => x.email)
        .sort(),
    );
    const after = await t.database.query<{ sealed: string }>(
      'select access_token_sealed as sealed from sync_connections where school_id = $1',
      [s.id],
    );
    expect(after[0]?.sealed).not.toBe(before[0]?.sealed);
  });

  it('refuses a forged or missing state and a declined consent', async () => {
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v3/sync/connection-callback?code=abc&state=v1.a.b.c',
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).toContain('syncError=expired');
    const none = await t.app.inject({ method: 'GET', url: '/api/v3/sync/connection-callback' });
    expect(none.body).toContain('syncError=expired');
  });

  it("makes the school of a teacher's Clever district (POST schools/clever), and a second teacher asks to join it", async () => {
    const district = `district-${Date.now()}`;
    clever.setRoster({
      ...smallRoster(),
      district: { ...smallRoster().district, id: district, name: `Riverside ${district}` },
    });
    const db = t.database.db;
    const founder = await makeUser(db, ['Teacher'], { emailConfirmedAt: new Date() });
    const founderHeaders = await signInUser(t.app, db, founder.id);
    const start = await call('POST', '/api/v3/schools/clever', founderHeaders);
    expect(start.statusCode).toBe(200);
    const follow = async (authorizeUrl: string) => {
      const atProvider = await fetch(`${authorizeUrl}&login_as=t-1`, { redirect: 'manual' });
      const back = new URL(atProvider.headers.get('location') ?? '');
      return t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    };
    const made = await follow(start.json().authorizeUrl);
    const schoolId = Number(/mathsight\.test\/(\d+)\/settings\/sync\?connected=clever/.exec(made.body)?.[1]);
    expect(schoolId).toBeGreaterThan(0);
    const school = await t.database.query<{ name: string; city: string; admin: boolean }>(
      `select s.name, s.city, t.is_school_administrator as admin from schools s join teachers t on t.school_id = s.id
       where s.id = $1 and t.user_id = $2`,
      [schoolId, founder.id],
    );
    expect(school).toEqual([{ name: `Riverside ${district}`, city: 'Leeds', admin: true }]);
    const list = await call('GET', `/api/v3/schools/${schoolId}/sync/connections`, founderHeaders);
    expect(list.json()[0]).toMatchObject({ provider: 'clever', connected: true, externalId: district });

    // The district's school exists now: another teacher only asks to join (Pending), never an administrator.
    const colleague = await makeUser(db, ['Teacher'], { emailConfirmedAt: new Date() });
    const colleagueHeaders = await signInUser(t.app, db, colleague.id);
    const joined = await follow(
      (await call('POST', '/api/v3/schools/clever', colleagueHeaders)).json().authorizeUrl,
    );
    expect(joined.body).toContain('/schools/add?cleverSchool=asked-to-join');
    const membership = await t.database.query<{ status: string; admin: boolean }>(
      'select membership_status as status, is_school_administrator as admin from teachers where user_id = $1',
      [colleague.id],
    );
    expect(membership).toEqual([{ status: 'Pending', admin: false }]);

    // An address not confirmed yet: 403 with what to do.
    const unconfirmed = await makeUser(db, ['Teacher'], { emailConfirmedAt: null });
    const refused = await call('POST', '/api/v3/schools/clever', await signInUser(t.app, db, unconfirmed.id));
    expect(refused.statusCode).toBe(403);
    clever.setRoster(smallRoster());
  });
});
