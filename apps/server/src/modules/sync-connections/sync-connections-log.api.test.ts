import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCleverFake } from '../../../../../ops/provider-fakes/clever-fake.ts';
import type { RunningFake } from '../../../../../ops/provider-fakes/fault-layer.ts';
import { buildApp } from '../../app.ts';
import { makeSchool, makeTeacher, signInUser } from '../../test/factories.ts';
import { getTestApp } from '../../test/test-app.ts';

/**
 * Issue 28 point 5 and decision 0024: a provider's token, an OAuth code and its sealed state never reach the
 * log. The app runs with its real logger at trace level into a captured stream while an administrator connects
 * Wonde with a token and Clever through its OAuth flow against the fake.
 */
describe('sync connection secrets in the log', () => {
  let clever: RunningFake;
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });

  beforeAll(async () => {
    clever = await startCleverFake();
  });
  afterAll(() => clever.close());

  it('holds no token, code or state', async () => {
    const t = await getTestApp();
    const app = await buildApp({
      config: {
        ...t.config,
        logLevel: 'trace',
        publicUrl: 'http://mathsight.test',
        sync: {
          ...t.config.sync,
          cleverApiUrl: clever.url,
          cleverOauthUrl: clever.url,
          cleverClientId: 'id',
          cleverClientSecret: 'secret',
        },
      },
      database: t.database,
      logger: { stream },
    });
    await app.ready();
    try {
      const school = await makeSchool(t.database.db);
      const admin = await makeTeacher(t.database.db, school.id, { admin: true });
      const headers = await signInUser(app, t.database.db, admin.userId);
      const wondeToken = `wonde-${crypto.randomUUID()}`;
      const wonde = await app.inject({
        method: 'POST',
        url: `/api/v3/schools/${school.id}/sync/wonde/connection`,
        headers,
        payload: { wondeSchoolId: 'A1', token: wondeToken },
      });
      expect(wonde.statusCode).toBe(200);
      const start = await app.inject({
        method: 'POST',
        url: `/api/v3/schools/${school.id}/sync/clever/connection`,
        headers,
        payload: {},
      });
      const atClever = await fetch(`${start.json().authorizeUrl}&login_as=t-1`, { redirect: 'manual' });
      const back = new URL(atClever.headers.get('location') ?? '');
      const code = back.searchParams.get('code') ?? '';
      const state = back.searchParams.get('state') ?? '';
      const done = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
      expect(done.body).toMatch(/connected=clever|syncError=linked-elsewhere/);
      expect(text.length).toBeGreaterThan(0);
      for (const secret of [wondeToken, code, state, 'district-token-']) expect(text).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
