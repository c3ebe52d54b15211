import { createCookieConsent, serialiseCookieConsent } from '@mathsight/contract/cookie-consent.ts';
import { trackingPaths } from '@mathsight/contract/tracking.paths.ts';
import { TRACKING_MESSAGES, TRACKING_SOURCE } from '@mathsight/contract/tracking.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { pruneTrackingEvents } from './prune-tracking.ts';
import { TrackingRepository } from './tracking.repository.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof makeSchoolWithClasses>>;
beforeAll(async () => {
  t = await getTestApp();
  s = await makeSchoolWithClasses(t.app, t.database.db);
});

const consent = (analytics: boolean) =>
  `cookie_consent=${encodeURIComponent(
    serialiseCookieConsent(createCookieConsent({ functional: false, analytics }, Date.now())),
  )}`;

type Row = {
  action: string;
  kind: string;
  page: string | null;
  school_id: number | null;
  category: string | null;
  properties: Record<string, unknown>;
  occurred_at: Date;
};
const eventsOf = (userId: number) =>
  t.database.query<Row>('select * from tracking_events where user_id = $1 order by id', [userId]);

function track(
  headers: Record<string, string>,
  userId: number,
  body: Record<string, unknown>,
  cookie?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: trackingPaths.trackingEvents(userId),
    headers: { ...headers, ...(cookie && { cookie }) },
    payload: { userId, ...body },
  });
}

describe('tracking with consent (issue 32 point 1)', () => {
  it('records nothing without analytics consent, or with it refused', async () => {
    const user = s.colleague;
    const none = await track(user.headers, user.userId, { action: 'page-view' });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ recorded: false });
    const refused = await track(user.headers, user.userId, { action: 'page-view' }, consent(false));
    expect(refused.json()).toEqual({ recorded: false });
    expect(await eventsOf(user.userId)).toEqual([]);
  });

  it("records the caller's event with consent: the page without digits, the school only when theirs", async () => {
    const user = s.teacher;
    const res = await track(
      user.headers,
      user.userId,
      { action: 'page-view', properties: { page: `/${s.school.id}/classes/42`, schoolId: s.school.id } },
      consent(true),
    );
    expect(res.json()).toEqual({ recorded: true });
    const foreign = await track(
      user.headers,
      user.userId,
      { action: 'page-view', properties: { schoolId: s.other.id } },
      consent(true),
    );
    expect(foreign.json()).toEqual({ recorded: true });
    const rows = await eventsOf(user.userId);
    expect(rows.map((r) => [r.kind, r.action, r.page, r.school_id])).toEqual([
      ['tracking', 'page-view', '/classes/', s.school.id],
      ['tracking', 'page-view', null, null],
    ]);
  });

  it('keeps user-events too, with the category All by default', async () => {
    const user = s.admin;
    const res = await t.app.inject({
      method: 'POST',
      url: trackingPaths.userEvents,
      headers: { ...user.headers, cookie: consent(true) },
      payload: { action: 'set-work', label: 'Topic quiz', value: 2, values: { classes: 2 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await eventsOf(user.userId);
    expect(row).toMatchObject({ kind: 'user-event', action: 'set-work', category: 'All' });
    expect(row?.properties).toEqual({ classes: 2 });
  });

  it("writes only the caller's own events: another user's id is not found", async () => {
    const other = await track(s.teacher.headers, s.colleague.userId, { action: 'x' }, consent(true));
    expect(other.statusCode).toBe(404);
    const body = await t.app.inject({
      method: 'POST',
      url: trackingPaths.trackingEvents(s.teacher.userId),
      headers: { ...s.teacher.headers, cookie: consent(true) },
      payload: { userId: s.colleague.userId, action: 'x' },
    });
    expect(body.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: trackingPaths.userEvents,
      payload: { action: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad input with a message and keeps an offline time within the last 7 days', async () => {
    const user = s.pending;
    const empty = await track(user.headers, user.userId, { action: ' ' }, consent(true));
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(TRACKING_MESSAGES.action);
    const nul = await track(user.headers, user.userId, { action: 'a\u0000b' }, consent(true));
    expect(nul.statusCode).toBe(400);
    const nested = await track(
      user.headers,
      user.userId,
      { action: 'x', properties: { a: { b: 1 } } },
      consent(true),
    );
    expect(nested.statusCode).toBe(400);
    const old = await track(
      user.headers,
      user.userId,
      { action: 'queued', occurredAt: '2020-01-01T00:00:00Z', source: TRACKING_SOURCE },
      consent(true),
    );
    expect(old.json()).toEqual({ recorded: true });
    const [row] = await eventsOf(user.userId);
    expect(Date.now() - (row?.occurred_at.getTime() ?? 0)).toBeGreaterThan(6.9 * 86_400_000);
    expect(Date.now() - (row?.occurred_at.getTime() ?? 0)).toBeLessThan(7.1 * 86_400_000);
  });

  it('prunes events older than the retention, and only those', async () => {
    const user = s.otherTeacher;
    await t.database.query(
      `insert into tracking_events (user_id, kind, action, source, occurred_at)
       select $1::int, 'tracking', 'old', 'test', now() - interval '500 days' from generate_series(1, 7)
       union all select $1::int, 'tracking', 'recent', 'test', now() - interval '10 days'`,
      [user.userId],
    );
    const repo = new TrackingRepository(t.database.db);
    expect(await pruneTrackingEvents(repo, 400, new Date())).toBeGreaterThanOrEqual(7);
    expect((await eventsOf(user.userId)).map((r) => r.action)).toEqual(['recent']);
  });
});
