import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { makeUser, signIn } from '../test/factories.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';

/** The web page (however it is asked for) and the API docs carry a CSP; API answers are never cached. */
let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
let webDistDir: string;

beforeAll(async () => {
  t = await getTestApp();
  webDistDir = await mkdtemp(path.join(tmpdir(), 'mathsight-web-'));
  await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Mathsight</title>');
  app = await buildApp({ config: { ...t.config, webDistDir }, database: t.database });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(webDistDir, { recursive: true, force: true });
});

function cspOf(headers: Record<string, unknown>): Map<string, string> {
  const csp = String(headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0] ?? '', d.slice(d.indexOf(' ') + 1)]),
  );
}

describe('Content-Security-Policy', () => {
  it('every HTML answer carries it, a direct /index.html and the API docs included', async () => {
    for (const url of ['/', '/3/plan', '/index.html', '/api/docs', '/api/docs/static/index.html']) {
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode >= 300 && res.statusCode < 400) continue;
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      const csp = cspOf(res.headers);
      expect(csp.get('default-src'), url).toBe("'self'");
      expect(csp.get('frame-ancestors'), url).toBe("'none'");
    }
  });

  it('lets the page connect to its own origin only (no ws: or wss: to any host)', async () => {
    const res = await app.inject({ method: 'GET', url: '/index.html' });
    expect(cspOf(res.headers).get('connect-src')).toBe("'self'");
  });
});

describe('Cache-Control', () => {
  it('every /api and /flow answer is no-store, errors included', async () => {
    const user = await makeUser(t.database.db, ['Parent']);
    const { headers } = await signIn(t.app, user.userName);
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/v4/users/me', headers }),
      await t.app.inject({ method: 'GET', url: '/api/v4/users/me' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-call' }),
      await t.app.inject({ method: 'GET', url: '/flow/v1/no-such-call' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/v3/tokens/login-redirect',
        payload: { username: user.userName, password: 'wrong' },
      }),
    ];
    for (const res of answers) expect(res.headers['cache-control'], res.body).toBe('no-store');
  });

  it('leaves answers outside /api and /flow alone', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
