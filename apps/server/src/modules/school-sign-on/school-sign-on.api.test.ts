import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCleverFake } from '../../../../../ops/provider-fakes/clever-fake.ts';
import type { RunningFake } from '../../../../../ops/provider-fakes/fault-layer.ts';
import { smallRoster } from '../../../../../ops/provider-fakes/roster-data.ts';
import { loadConfig } from '../../config.ts';
import { makeSchool, makeStudent, makeTeacher, makeUser, signInUser } from '../../test/factories.ts';
import { buildTestAppWith, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 28 point 2: signing in with Clever against the Clever fake. A teacher whose email matches a Confirmed
 * teacher of the school connected to the district is linked and signed in; the next time by the link alone; a
 * student only by a link; anyone else is not signed in.
 */
describe('signing in with Clever', () => {
  let t: TestApp;
  let clever: RunningFake;

  beforeAll(async () => {
    clever = await startCleverFake();
    const base = loadConfig();
    t = await buildTestAppWith({
      publicUrl: 'http://mathsight.test',
      sync: {
        ...base.sync,
        cleverApiUrl: clever.url,
        cleverOauthUrl: clever.url,
        cleverClientId: 'mathsight',
        cleverClientSecret: 'secret',
      },
    });
  });
  afterAll(async () => {
    await t.app.close();
    await clever.close();
  });

  /** A school connected to the fake's district (through the real connection flow), with an administrator. */
  async function connectedSchool(district: string) {
    const school = await makeSchool(t.database.db);
    const admin = await makeTeacher(t.database.db, school.id, { admin: true });
    const headers = await signInUser(t.app, t.database.db, admin.userId);
    clever.setRoster({ ...smallRoster(), district: { ...smallRoster().district, id: district } });
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/v3/schools/${school.id}/sync/clever/connection`,
      headers,
      payload: {},
    });
    const atClever = await fetch(`${start.json().authorizeUrl}&login_as=t-1`, { redirect: 'manual' });
    const back = new URL(atClever.headers.get('location') ?? '');
    const done = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(done.body).toContain('connected=clever');
    return school;
  }

  async function signInAs(cleverUserId: string) {
    const start = await t.app.inject({ method: 'GET', url: '/api/v3/clever-login' });
    const authorizeUrl: string = start.json().authorizeUrl;
    expect(authorizeUrl).toContain(encodeURIComponent('http://mathsight.test/api/v3/clever-login-callback'));
    const atClever = await fetch(`${authorizeUrl}&login_as=${cleverUserId}`, { redirect: 'manual' });
    const back = new URL(atClever.headers.get('location') ?? '');
    expect(back.pathname).toBe('/api/v3/clever-login-callback');
    const page = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    const href = /url=([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&') ?? '';
    return new URL(href);
  }

  it('says it is on, with a Clever client; without one, it is off and gives no authorize link', async () => {
    const on = await t.app.inject({ method: 'GET', url: '/api/v3/tokens/clever-status' });
    expect(on.json()).toEqual({ enabled: true });
    const off = await buildTestAppWith({ sync: { ...loadConfig().sync, cleverClientId: '' } });
    try {
      const status = await off.app.inject({ method: 'GET', url: '/api/v3/tokens/clever-status' });
      expect(status.json()).toEqual({ enabled: false });
      const start = await off.app.inject({ method: 'GET', url: '/api/v3/clever-login' });
      expect(start.statusCode).toBe(404);
    } finally {
      await off.app.close();
    }
  });

  it('links a teacher by email in the connected school, signs them in, and again by the link', async () => {
    const district = `district-${Date.now()}`;
    const school = await connectedSchool(district);
    const user = await makeUser(t.database.db, ['Teacher'], {
      email: `Mary.Somerville.${district}@riverside.example`,
    });
    await makeTeacher(t.database.db, school.id, { userId: user.id });
    const roster = smallRoster();
    const teacher = roster.teachers[0];
    if (!teacher) throw new Error('no teacher');
    clever.setRoster({
      ...roster,
      district: { ...roster.district, id: district },
      teachers: [{ ...teacher, email: `mary.somerville.${district}@riverside.example` }],
    });
    const landing = await signInAs('t-1');
    expect(landing.pathname).toBe('/login');
    const ticket = landing.searchParams.get('signOnTicket') ?? '';
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/v3/tokens/sign-on',
      payload: { ticket },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ userRole: 'Teacher' });
    // A ticket works once: the same address from the browser's history signs no one in.
    const again = await t.app.inject({ method: 'POST', url: '/api/v3/tokens/sign-on', payload: { ticket } });
    expect(again.statusCode).toBe(400);
    const links = await t.database.query<{ user_id: number }>(
      "select user_id from clever_user_links where clever_user_id = 't-1'",
    );
    expect(links.map((l) => l.user_id)).toEqual([user.id]);
  });

  it('signs a student in only by an existing link; an unlinked Clever user is not signed in', async () => {
    const school = await makeSchool(t.database.db);
    const student = await makeStudent(t.database.db, school.id);
    clever.setRoster(smallRoster());
    expect((await signInAs('s-3')).searchParams.get('signOnError')).toBe('not-linked');
    await t.database.query("insert into clever_user_links (user_id, clever_user_id) values ($1, 's-3')", [
      student.userId,
    ]);
    const ticket = (await signInAs('s-3')).searchParams.get('signOnTicket') ?? '';
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/v3/tokens/sign-on',
      payload: { ticket },
    });
    expect(session.json()).toMatchObject({ userRole: 'Student' });
  });

  it('refuses a forged state and a forged or altered ticket; Clever down is said so', async () => {
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v3/clever-login-callback?code=x&state=v1.a.b.c',
    });
    expect(forged.body).toContain('signOnError=expired');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v3/tokens/sign-on',
      payload: { ticket: 'v1.a.b.c' },
    });
    expect(bad.statusCode).toBe(400);
    clever.inject({ status: 503, path: '/oauth/tokens' });
    expect((await signInAs('t-1')).searchParams.get('signOnError')).toBe('provider');
    clever.clearFaults();
  });
});
