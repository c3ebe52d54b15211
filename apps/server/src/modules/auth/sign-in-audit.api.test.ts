import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { makeUser, TEST_PASSWORD } from '../../test/factories.ts';
import { getTestApp } from '../../test/test-app.ts';

/**
 * Issue 32 point 1: security events (sign-ins and their failures) are kept in the server's own log,
 * apart from analytics and whatever the visitor's consent; never the password, never the typed name.
 */
const lines: Record<string, unknown>[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const t = await getTestApp();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
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
afterAll(() => app?.close());

const login = (username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/tokens/login-redirect',
    payload: { username, password },
    headers: { 'x-forwarded-for': '10.9.9.9' },
  });

describe('the sign-in audit trail', () => {
  it('logs a sign-in and a failure with the user, never what was typed', async () => {
    const t = await getTestApp();
    const user = await makeUser(t.database.db, ['Teacher']);
    expect((await login(user.userName, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.userName, 'wrong password typed')).statusCode).toBe(400);
    expect((await login('nobody-called-this', 'another secret typed')).statusCode).toBe(400);

    const audit = lines.filter((l) => typeof l.audit === 'string');
    expect(audit.map((l) => [l.audit, l.userId])).toEqual([
      ['sign-in', user.id],
      ['sign-in-failed', user.id],
      ['sign-in-failed', null],
    ]);
    const text = JSON.stringify(lines);
    expect(text).not.toContain('wrong password typed');
    expect(text).not.toContain('nobody-called-this');
  });
});
