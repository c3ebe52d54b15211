import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { makeUser, signIn } from '../test/factories.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';
import { SECRET_PATH_PARAMS } from './log-redaction.ts';

/** The request log, captured: credentials sent in a query string must never reach it. */
let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
let log = '';

beforeAll(async () => {
  t = await getTestApp();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  app = await buildApp({
    config: { ...t.config, logLevel: 'info' },
    database: t.database,
    logger: { stream },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('the request log', () => {
  it('keeps the path but no query value: refresh, partner and realtime tokens stay out', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const { refreshToken } = await signIn(app, user.userName);
    const partnerToken = 'partner-secret-0123456789';
    const realtimeToken = 'realtime-secret-0123456789';
    await app.inject({ method: 'GET', url: '/api/v3/tokens/access', query: { refreshToken } });
    await app.inject({
      method: 'GET',
      url: `/api/v3/b2b/topic-pathway-collections/search?token=${partnerToken}&request.take=5`,
    });
    await app.inject({ method: 'GET', url: `/api/v3/realtime?token=${realtimeToken}` });
    await app.inject({ method: 'GET', url: `/api/no-such-call?refreshToken=${refreshToken}` });

    expect(log).toContain('/api/v3/tokens/access?refreshToken=[redacted]');
    expect(log).toContain(
      '/api/v3/b2b/topic-pathway-collections/search?token=[redacted]&request.take=[redacted]',
    );
    for (const secret of [refreshToken, partnerToken, realtimeToken]) expect(log).not.toContain(secret);
  });
});

/**
 * Path parameters that are no credential: row ids, a quiz's short code, which is printed on the quiz for anyone,
 * a roster provider's name (clever, google-classroom, wonde), and an experiment's key (named in the product's configuration).
 */
const PUBLIC_PATH_PARAMS = new Set(['shortCode', 'provider', 'experimentKey']);
const isRowId = (name: string) => name === 'id' || /^[a-z][A-Za-z]*Id$/.test(name);

describe("the routes' path parameters", () => {
  it('are each a row id, public, or secret by name (and so redacted in the request log)', () => {
    const names = new Set(
      [...app.printRoutes({ commonPrefix: false }).matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? ''),
    );
    expect([...names].filter((name) => SECRET_PATH_PARAMS.has(name))).toEqual(['code']);
    // A new parameter fails here until it is put in one list or the other, deliberately.
    expect(
      [...names].filter(
        (name) => !isRowId(name) && !PUBLIC_PATH_PARAMS.has(name) && !SECRET_PATH_PARAMS.has(name),
      ),
    ).toEqual([]);
  });
});
