import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../auth/access.ts';
import { makeSchool, makeTeacher, signInUser } from '../test/factories.ts';
import { type BadRequest, badRequestsFor, problemWith } from '../test/fuzz/bad-input-request.ts';
import { type BadInputWorld, makeBadInputWorld } from '../test/fuzz/bad-input-world.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';
import { testDatabaseKind } from '../test/test-database.ts';

/**
 * Issue 10 §6 "Bad input": for every declared route (websockets aside), at least 100 malformed
 * requests built from the route's own schemas, sent by a caller who passes its role guard. None may
 * answer 5xx; every refusal is `{ message }` or `{ message, modelState }` with no stack trace and no
 * SQL; and the server is healthy afterwards. A route added later is fuzzed the moment it exists.
 *
 * Deterministic: each route's seed comes from BAD_INPUT_SEED (default below) and its method and path,
 * so a failure names the seed to replay it with and adding a route changes no other route's input.
 * PGlite only: the input is the same on PostgreSQL and the suite stays short there.
 */
const BASE_SEED = Number(process.env.BAD_INPUT_SEED ?? 20_251_010);
const RUNS_PER_ROUTE = Number(process.env.BAD_INPUT_RUNS ?? 100);
/** Fuzzed sign-ins fail on purpose: count them against an address no other test uses. */
const FUZZ_ADDRESS = '198.51.100.23';

let t: TestApp;
let world: BadInputWorld;

function seedOf(route: DeclaredRoute): number {
  let hash = BASE_SEED;
  for (const char of `${route.method} ${route.url}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

function describeRequest(request: BadRequest): string {
  const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  return `${request.method} ${clip(request.url)}${request.payload === undefined ? '' : ` ${clip(request.payload)}`}`;
}

/** Routes in registration order, deletions last so that the world's work stays for the others. */
function fuzzedRoutes(app: TestApp['app']): DeclaredRoute[] {
  const routes = app.declaredRoutes.filter((route) => !route.websocket);
  return [...routes.filter((r) => r.method !== 'DELETE'), ...routes.filter((r) => r.method === 'DELETE')];
}

describe.skipIf(testDatabaseKind() !== 'pglite')('bad input on every route', async () => {
  const routes = fuzzedRoutes((await getTestApp()).app);
  const startedAt = Date.now();

  beforeAll(async () => {
    t = await getTestApp();
    world = await makeBadInputWorld(t.app, t.database, t.config);
  });

  afterAll(() => {
    console.info(
      `bad input: ${routes.length} routes × ${RUNS_PER_ROUTE} requests in ${Date.now() - startedAt} ms`,
    );
  });

  it('covers every declared route but the websocket', () => {
    expect(routes.length).toBeGreaterThan(60);
  });

  for (const route of routes) {
    it(`${route.method} ${route.url} (${route.access})`, { timeout: 120_000 }, async () => {
      const hints = world.hintsFor(route);
      let turn = 0;
      let failure = '';
      const property = fc.asyncProperty(badRequestsFor(route, hints), async (request) => {
        const headers: Record<string, string> = { ...world.headersFor(route, turn++) };
        if (request.contentType) headers['content-type'] = request.contentType;
        const response = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers,
          payload: request.payload,
          remoteAddress: FUZZ_ADDRESS,
        });
        const problem = problemWith(response, request);
        if (problem) failure = `${problem}\n  request: ${describeRequest(request)}`;
        return problem === null;
      });
      const seed = seedOf(route);
      const details = await fc.check(property, { seed, numRuns: RUNS_PER_ROUTE, endOnFailure: true });
      expect(details.failed, `seed ${seed} (BAD_INPUT_SEED=${BASE_SEED}): ${failure}`).toBe(false);
    });
  }

  it('the server is healthy afterwards: /healthz answers and a normal sign-in works', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const school = await makeSchool(t.database.db);
    const teacher = await makeTeacher(t.database.db, school.id);
    const headers = await signInUser(t.app, t.database.db, teacher.userId);
    const me = await t.app.inject({ method: 'GET', url: apiPaths.me, headers });
    expect(me.statusCode).toBe(200);
  });
});
