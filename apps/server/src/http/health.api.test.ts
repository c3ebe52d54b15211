import { beforeAll, describe, expect, it } from 'vitest';
import { getTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

describe('the probes on the app', () => {
  it('/healthz and /readyz answer without a token, outside the API', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: t.database.kind });
    // Not an API route: no access rule of its own, so the generated access tests do not list it.
    expect(t.app.declaredRoutes.some((r) => r.url === '/readyz')).toBe(false);
  });
});
