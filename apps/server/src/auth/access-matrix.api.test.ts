import { beforeAll, describe, expect, it } from 'vitest';
import type { Outcome, Sample, SampleRequest } from '../test/access-sample.ts';
import { ACCOUNT_SAMPLES } from '../test/access-samples-account.ts';
import { ASSISTANT_SAMPLES } from '../test/access-samples-assistant.ts';
import { CLASSES_SAMPLES } from '../test/access-samples-classes.ts';
import { CONTENT_AND_FLOW_SAMPLES } from '../test/access-samples-content.ts';
import { DATA_EXPORTS_SAMPLES } from '../test/access-samples-data-exports.ts';
import { EFFORT_LEAGUES_SAMPLES } from '../test/access-samples-effort-leagues.ts';
import { EXPERIMENTS_SAMPLES, USAGE_REPORT_SAMPLES } from '../test/access-samples-experiments.ts';
import { GOOGLE_SIGN_IN_SAMPLES } from '../test/access-samples-google-sign-in.ts';
import { GRAPHQL_SAMPLES } from '../test/access-samples-graphql.ts';
import { GROWTH_SAMPLES } from '../test/access-samples-growth.ts';
import { LESSON_PROGRESS_SAMPLES } from '../test/access-samples-lesson-progress.ts';
import { LIVE_LESSONS_SAMPLES } from '../test/access-samples-live-lessons.ts';
import { PARENT_HOME_SAMPLES } from '../test/access-samples-parent-home.ts';
import { PARENT_INVITATIONS_SAMPLES } from '../test/access-samples-parent-invitations.ts';
import { PEOPLE_SAMPLES } from '../test/access-samples-people.ts';
import { QUESTION_BANK_SAMPLES } from '../test/access-samples-question-bank.ts';
import { ROSTER_SAMPLES } from '../test/access-samples-roster.ts';
import { ROSTER_SYNC_SAMPLES } from '../test/access-samples-roster-sync.ts';
import { SCHOOL_SAMPLES } from '../test/access-samples-school.ts';
import { SCHOOL_REPORTS_SAMPLES } from '../test/access-samples-school-reports.ts';
import { STUDENT_PAGE_SAMPLES } from '../test/access-samples-student-page.ts';
import { STUDENTS_LISTS_SAMPLES } from '../test/access-samples-students-lists.ts';
import { SCHOOL_SIGN_ON_SAMPLES, SYNC_CONNECTION_SAMPLES } from '../test/access-samples-sync-connections.ts';
import { TOPIC_REPORTS_SAMPLES } from '../test/access-samples-topic-reports.ts';
import { TRACKING_SAMPLES } from '../test/access-samples-tracking.ts';
import { UPLOADS_SAMPLES } from '../test/access-samples-uploads.ts';
import { WEEKLY_EMAIL_SAMPLES } from '../test/access-samples-weekly-email.ts';
import { WORK_SAMPLES } from '../test/access-samples-work.ts';
import {
  type AccessWorld,
  CALLERS,
  type CallerName,
  makeAccessWorld,
  type WorldCaller,
} from '../test/access-world.ts';
import { getTestApp } from '../test/test-app.ts';
import type { AccessRule } from './access.ts';

/**
 * The generated authorisation test (issue 10, point 6): every route the app declares, called by
 * every kind of caller, answers exactly what its access rule allows. A route added later without a
 * sample request below fails here, so no call skips the check.
 */
const t = await getTestApp();
const SAMPLES: Record<string, Sample> = {
  ...ACCOUNT_SAMPLES,
  ...TRACKING_SAMPLES,
  ...EXPERIMENTS_SAMPLES,
  ...USAGE_REPORT_SAMPLES,
  ...CONTENT_AND_FLOW_SAMPLES,
  ...WORK_SAMPLES,
  ...CLASSES_SAMPLES,
  ...PEOPLE_SAMPLES,
  ...SCHOOL_SAMPLES,
  ...UPLOADS_SAMPLES,
  ...ROSTER_SAMPLES,
  ...ROSTER_SYNC_SAMPLES,
  ...STUDENT_PAGE_SAMPLES,
  ...WEEKLY_EMAIL_SAMPLES,
  ...EFFORT_LEAGUES_SAMPLES,
  ...STUDENTS_LISTS_SAMPLES,
  ...QUESTION_BANK_SAMPLES,
  ...GROWTH_SAMPLES,
  ...SCHOOL_REPORTS_SAMPLES,
  ...TOPIC_REPORTS_SAMPLES,
  ...LESSON_PROGRESS_SAMPLES,
  ...DATA_EXPORTS_SAMPLES,
  ...PARENT_INVITATIONS_SAMPLES,
  ...PARENT_HOME_SAMPLES,
  ...SYNC_CONNECTION_SAMPLES,
  ...SCHOOL_SIGN_ON_SAMPLES,
  ...GOOGLE_SIGN_IN_SAMPLES,
  ...ASSISTANT_SAMPLES,
  ...GRAPHQL_SAMPLES,
  ...LIVE_LESSONS_SAMPLES,
};
// Sockets check their own token when they open (realtime.api.test.ts).
const ROUTES = t.app.declaredRoutes.filter((route) => !route.websocket);

const TEACHERS = new Set<CallerName>([
  'pendingTeacher',
  'otherSchoolTeacher',
  'colleague',
  'classTeacher',
  'administrator',
]);
/** Teachers who are not Confirmed members of school A, which owns everything in the world. */
const OUTSIDERS = new Set<CallerName>(['pendingTeacher', 'otherSchoolTeacher']);

/** What the rule gives each caller (the doc comment of ACCESS_RULES, as a function). */
export function expectedOutcome(rule: AccessRule, caller: CallerName): Outcome {
  if (rule === 'public') return '2xx';
  if (rule === 'partner') return caller === 'partner' ? '2xx' : 401;
  if (rule === 'partnerOrTeacher') {
    if (caller === 'partner') return '2xx';
    if (caller === 'anonymous') return 401;
    return TEACHERS.has(caller) ? '2xx' : 403;
  }
  if (caller === 'anonymous' || caller === 'partner') return 401;
  const teacher = TEACHERS.has(caller);
  switch (rule) {
    case 'signedIn':
    case 'self':
      return '2xx';
    case 'studentOwn':
      return caller === 'student' ? '2xx' : 403;
    case 'teacherOrStudent':
      return caller === 'parent' ? 403 : '2xx';
    case 'parentOwn':
      return caller === 'parent' ? '2xx' : 403;
    case 'teacher':
    case 'teacherSelf':
      return teacher ? '2xx' : 403;
    case 'confirmedTeacher':
      // Every world teacher's address is confirmed; the Pending one is Confirmed in no school.
      return teacher && caller !== 'pendingTeacher' ? '2xx' : 403;
    case 'schoolMember':
      if (!teacher) return 403;
      return OUTSIDERS.has(caller) ? 404 : '2xx';
    case 'classTeacher':
      if (!teacher) return 403;
      if (OUTSIDERS.has(caller)) return 404;
      return caller === 'colleague' ? 403 : '2xx';
    case 'schoolAdministrator':
      if (!teacher) return 403;
      if (OUTSIDERS.has(caller)) return 404;
      return caller === 'administrator' ? '2xx' : 403;
  }
}

/** Rules whose services answer only with the caller's own data: each sample must show it. */
const OWN_DATA_RULES = new Set<AccessRule>(['self', 'studentOwn', 'parentOwn', 'teacherSelf']);

let w: AccessWorld;
beforeAll(async () => {
  w = await makeAccessWorld(t.app, t.database, t.config);
}, 60_000);

async function send(method: string, request: SampleRequest, caller: WorldCaller) {
  const res = await t.app.inject({
    method: method as 'GET',
    url: request.url,
    headers: caller.headers,
    ...(request.payload && { payload: request.payload }),
  });
  return { status: res.statusCode, body: res.body };
}

const matches = (status: number, outcome: Outcome) =>
  outcome === '2xx' ? status >= 200 && status < 300 : status === outcome;

describe('every route answers each caller exactly what its access rule allows', () => {
  it('declares every API route with a rule, and no sample is left over from a route that is gone', () => {
    expect(ROUTES.length).toBeGreaterThan(60);
    const declared = new Set(ROUTES.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(SAMPLES).filter((key) => !declared.has(key))).toEqual([]);
  });

  for (const route of ROUTES) {
    const key = `${route.method} ${route.url}`;
    it(`${key} (${route.access})`, async () => {
      const sample = SAMPLES[key];
      if (!sample) {
        expect.fail(
          `${key} has no sample request: add one to apps/server/src/test/access-samples*.ts (keyed "${key}") so the authorisation test can check who may call it`,
        );
      }
      if (OWN_DATA_RULES.has(route.access) && !sample.foreign && !sample.own) {
        expect.fail(
          `${key} is "${route.access}": its sample needs \`foreign\` or \`own\` to show it serves only the caller's data`,
        );
      }
      const wrong: string[] = [];
      await Promise.all(
        CALLERS.map(async (name) => {
          const caller = sample.as ? await sample.as(w, w.callers[name]) : w.callers[name];
          const expected = sample.overrides?.[name] ?? expectedOutcome(route.access, name);
          // Someone else's resource first: the caller's own call may end their sign-in (a new password).
          if (expected === '2xx' && sample.foreign) {
            const other = await send(route.method, await sample.foreign(w, caller), caller);
            if (other.status !== 404) {
              wrong.push(`${name}: someone else's resource answered ${other.status} (expected 404)`);
            }
          }
          const res = await send(route.method, await sample.request(w, caller), caller);
          if (!matches(res.status, expected)) {
            wrong.push(`${name}: ${res.status} (expected ${expected}) ${res.body.slice(0, 200)}`);
            return;
          }
          if (expected !== '2xx') return;
          if (sample.own && !sample.own(JSON.parse(res.body), caller, w)) {
            wrong.push(`${name}: answered with data that is not theirs`);
          }
        }),
      );
      expect(wrong.sort()).toEqual([]);
    });
  }
});
