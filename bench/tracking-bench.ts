import { createCookieConsent, serialiseCookieConsent } from '@mathsight/contract/cookie-consent.ts';
import { trackingPaths } from '@mathsight/contract/tracking.paths.ts';
import { pruneTrackingEvents } from '../apps/server/src/modules/tracking/prune-tracking.ts';
import { TrackingRepository } from '../apps/server/src/modules/tracking/tracking.repository.ts';
import { prepareBenchStudentSchool } from './lib/bench-student-school.ts';
import { onEachEngine } from './lib/each-engine.ts';
import { runLoad } from './lib/load.ts';
import { signIn } from './lib/sign-in.ts';
import { printTable } from './lib/table.ts';

const TARGET_PER_SECOND = 1000;
const OLD_EVENTS = 200_000;

/**
 * `npm run bench -- tracking` (issue 32 point 1): events kept through the real server with analytics
 * consent, 10 connections for 10 s, on each engine (target: 1,000 a second on PostgreSQL); then a year's
 * worth of old events made in the database and pruned by the nightly job's own function.
 */
export async function benchTracking() {
  const cookie = `cookie_consent=${encodeURIComponent(
    serialiseCookieConsent(createCookieConsent({ functional: false, analytics: true }, Date.now())),
  )}`;
  const rows: Array<Array<string | number>> = [];
  await onEachEngine(
    3308,
    async (database) => {
      const prepared = await prepareBenchStudentSchool(database, {
        prefix: 'tracking',
        city: 'Leeds',
        students: 30,
        classSize: 30,
        administrator: true,
        student: (n) => ({ firstName: 'Pupil', lastName: `Number${n}` }),
      });
      // Events past the retention, one a second as they would have come, then the nightly job's pruning.
      await database.query(
        `insert into tracking_events (user_id, school_id, kind, action, source, page, occurred_at)
         select (select min(id) from users), $1::int, 'tracking', 'page-view', 'bench', '/plan',
                now() - interval '800 days' + g * interval '1 second'
         from generate_series(1, ${OLD_EVENTS}) g`,
        [prepared.schoolId],
      );
      const started = performance.now();
      const pruned = await pruneTrackingEvents(new TrackingRepository(database.db), 400, new Date());
      return { ...prepared, pruned, pruneSeconds: (performance.now() - started) / 1000 };
    },
    async (server, prepared, engine) => {
      const { accessToken } = await signIn(server, prepared.teacherUserName);
      const me = (await (
        await fetch(`${server.url}/api/v4/users/me`, { headers: { authorization: `Bearer ${accessToken}` } })
      ).json()) as { user: { userId: number } };
      const userId = me.user.userId;
      const load = await runLoad({
        url: `${server.url}${trackingPaths.trackingEvents(userId)}`,
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, cookie },
        body: JSON.stringify({
          userId,
          action: 'page-view',
          properties: { page: '/plan', schoolId: prepared.schoolId },
        }),
        connections: 10,
        durationSeconds: 10,
      });
      if (load.errors + load.non2xx > 0) throw new Error(`${load.errors} errors, ${load.non2xx} non-2xx`);
      rows.push([
        engine,
        Math.round(load.perSecond),
        load.p50.toFixed(1),
        load.p95.toFixed(1),
        load.perSecond >= TARGET_PER_SECOND ? 'yes' : 'no',
        `${prepared.pruned.toLocaleString('en-GB')} in ${prepared.pruneSeconds.toFixed(1)} s`,
      ]);
    },
  );
  printTable(
    ['engine', 'events/s', 'p50 ms', 'p95 ms', `≥ ${TARGET_PER_SECOND}/s`, 'old events pruned'],
    rows,
  );
}
