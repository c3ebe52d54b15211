import { benchAnswers } from './answers-bench.ts';
import { benchAuth } from './auth-bench.ts';
import { benchBalancer } from './balancer-bench.ts';
import { benchContent } from './content-bench.ts';
import { benchHundred } from './hundred-bench.ts';
import { benchImport } from './import-bench.ts';
import { benchInsights } from './insights-bench.ts';
import { benchLive } from './live-bench.ts';
import { benchPlan } from './plan-bench.ts';
import { benchReports } from './reports-bench.ts';
import { benchStudents } from './students-bench.ts';
import { benchSync } from './sync-bench.ts';
import { benchTracking } from './tracking-bench.ts';
import { benchWebBundle } from './web-bundle.ts';

/**
 * `npm run bench [-- name ...]`: measured numbers, never part of the tests.
 * Names: web, auth, content, plan, answers, insights, students, import, reports, sync, tracking, balancer, live, hundred. With no names, all of them.
 */
const all: Record<string, () => Promise<void> | void> = {
  web: benchWebBundle,
  auth: benchAuth,
  content: benchContent,
  plan: benchPlan,
  answers: benchAnswers,
  insights: benchInsights,
  students: benchStudents,
  import: benchImport,
  reports: benchReports,
  sync: benchSync,
  tracking: benchTracking,
  balancer: benchBalancer,
  live: benchLive,
  hundred: benchHundred,
};
const chosen = process.argv.slice(2).filter((a) => a in all);
for (const name of chosen.length ? chosen : Object.keys(all)) {
  console.log(`\n=== ${name} ===\n`);
  await all[name]?.();
}
