import { createCookieConsent, serialiseCookieConsent } from '@mathsight/contract/cookie-consent.ts';
import { experimentPaths } from '@mathsight/contract/experiments.paths.ts';
import {
  EXPOSURE_ACTION,
  type ExperimentDefinition,
  WRONG_ANSWER_FEEDBACK_EXPERIMENT,
} from '@mathsight/contract/experiments.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EXPERIMENTS } from '../../experiments-config.ts';
import { makeSchoolWithClasses, makeStudent, signInUser } from '../../test/factories.ts';
import { buildTestAppWith, getTestApp, type TestApp } from '../../test/test-app.ts';
import { variantFor } from './experiment-split.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof makeSchoolWithClasses>>;
const opened: TestApp[] = [];

beforeAll(async () => {
  t = await getTestApp();
  s = await makeSchoolWithClasses(t.app, t.database.db);
});
afterAll(async () => {
  for (const a of opened) await a.app.close();
});

const consent = (analytics: boolean) =>
  `cookie_consent=${encodeURIComponent(
    serialiseCookieConsent(createCookieConsent({ functional: false, analytics }, Date.now())),
  )}`;

const feedbackExperiment = (weights: [number, number]): ExperimentDefinition => ({
  key: WRONG_ANSWER_FEEDBACK_EXPERIMENT,
  description: '',
  active: true,
  audience: 'students',
  variants: [
    { key: 'control', weight: weights[0] },
    { key: 'next-step', weight: weights[1] },
  ],
});

async function experimentsOf(app: TestApp, userId: number, headers: Record<string, string>) {
  const res = await app.app.inject({ method: 'GET', url: experimentPaths.experiments(userId), headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { experiments: Array<{ key: string; variant: string }> };
}

const storedOf = (userId: number) =>
  t.database.query<{ experiment_key: string; variant: string }>(
    'select experiment_key, variant from experiment_assignments where user_id = $1',
    [userId],
  );

describe('experiments (issue 32 point 3)', () => {
  it("gives a student the hash's variant of each active experiment for students, and stores it", async () => {
    const userId = s.studentsA[0]?.userId ?? 0;
    const [defined] = DEFAULT_EXPERIMENTS;
    if (!defined) throw new Error('no default experiment');
    const expected = variantFor(defined, userId);
    expect(await experimentsOf(t, userId, s.student.headers)).toEqual({
      experiments: [{ key: WRONG_ANSWER_FEEDBACK_EXPERIMENT, variant: expected }],
    });
    expect(await storedOf(userId)).toEqual([
      { experiment_key: WRONG_ANSWER_FEEDBACK_EXPERIMENT, variant: expected },
    ]);
    // Read again: the same answer, still one row.
    expect((await experimentsOf(t, userId, s.student.headers)).experiments[0]?.variant).toBe(expected);
    expect(await storedOf(userId)).toHaveLength(1);
  });

  it('keeps a stored variant when the weights change later; a new user gets the new weights', async () => {
    const student = await makeStudent(t.database.db, s.school.id, s.classA.id);
    const headers = await signInUser(t.app, t.database.db, student.userId);
    const first = (await experimentsOf(t, student.userId, headers)).experiments[0]?.variant;
    // Weights that put everyone in the other variant.
    const other = first === 'control' ? 'next-step' : 'control';
    const changed = await buildTestAppWith({
      experiments: [feedbackExperiment(other === 'control' ? [1, 0] : [0, 1])],
    });
    opened.push(changed);
    expect((await experimentsOf(changed, student.userId, headers)).experiments[0]?.variant).toBe(first);
    const newcomer = await makeStudent(t.database.db, s.school.id, s.classA.id);
    const newHeaders = await signInUser(t.app, t.database.db, newcomer.userId);
    expect((await experimentsOf(changed, newcomer.userId, newHeaders)).experiments[0]?.variant).toBe(other);
  });

  it("gives a teacher none of the students' experiments, and none that is switched off", async () => {
    expect(await experimentsOf(t, s.teacher.userId, s.teacher.headers)).toEqual({ experiments: [] });
    expect(await storedOf(s.teacher.userId)).toEqual([]);
    const off = await buildTestAppWith({ experiments: [{ ...feedbackExperiment([1, 1]), active: false }] });
    opened.push(off);
    const student = await makeStudent(t.database.db, s.school.id, s.classA.id);
    const headers = await signInUser(t.app, t.database.db, student.userId);
    expect(await experimentsOf(off, student.userId, headers)).toEqual({ experiments: [] });
  });

  it("answers 404 for another user's experiments or exposures", async () => {
    const other = s.studentsA[1];
    if (!other) throw new Error('no classmate');
    const read = await t.app.inject({
      method: 'GET',
      url: experimentPaths.experiments(other.userId),
      headers: s.student.headers,
    });
    expect(read.statusCode).toBe(404);
    const exposed = await t.app.inject({
      method: 'POST',
      url: experimentPaths.exposures(other.userId, WRONG_ANSWER_FEEDBACK_EXPERIMENT),
      headers: { ...s.student.headers, cookie: consent(true) },
    });
    expect(exposed.statusCode).toBe(404);
  });

  it('records an exposure with its stored variant only with analytics consent', async () => {
    const student = await makeStudent(t.database.db, s.school.id, s.classA.id);
    const headers = await signInUser(t.app, t.database.db, student.userId);
    const url = experimentPaths.exposures(student.userId, WRONG_ANSWER_FEEDBACK_EXPERIMENT);
    const variant = (await experimentsOf(t, student.userId, headers)).experiments[0]?.variant;
    const events = () =>
      t.database.query<{ action: string; properties: Record<string, unknown> }>(
        'select action, properties from tracking_events where user_id = $1',
        [student.userId],
      );
    const none = await t.app.inject({ method: 'POST', url, headers });
    expect(none.json()).toEqual({ recorded: false });
    const refused = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, cookie: consent(false) },
    });
    expect(refused.json()).toEqual({ recorded: false });
    expect(await events()).toEqual([]);
    const given = await t.app.inject({ method: 'POST', url, headers: { ...headers, cookie: consent(true) } });
    expect(given.json()).toEqual({ recorded: true });
    expect(await events()).toEqual([
      { action: EXPOSURE_ACTION, properties: { experiment: WRONG_ANSWER_FEEDBACK_EXPERIMENT, variant } },
    ]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: experimentPaths.exposures(student.userId, 'no-such-experiment'),
      headers: { ...headers, cookie: consent(true) },
    });
    expect(unknown.statusCode).toBe(404);
    // A teacher is in none of the students' experiments.
    const teacher = await t.app.inject({
      method: 'POST',
      url: experimentPaths.exposures(s.teacher.userId, WRONG_ANSWER_FEEDBACK_EXPERIMENT),
      headers: { ...s.teacher.headers, cookie: consent(true) },
    });
    expect(teacher.statusCode).toBe(404);
  });
});
