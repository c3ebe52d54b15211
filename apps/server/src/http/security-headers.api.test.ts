import { beforeAll, describe, expect, it } from 'vitest';
import { getTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

describe('security headers', () => {
  it('every answer, including errors, carries the base security headers', async () => {
    for (const url of ['/healthz', '/api/v4/users/me', '/api/no-such-call']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
    }
  });
});
