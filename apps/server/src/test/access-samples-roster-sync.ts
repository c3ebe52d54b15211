import { syncRuns } from '../db/schema.ts';
import type { Sample } from './access-sample.ts';
import type { AccessWorld } from './access-world.ts';

/**
 * The sync engine (issue 28): any Confirmed teacher of the school reads runs and starts one (a teacher syncs the
 * classes they own); resolving a mis-sync is the administrators'. The world has no provider connection (the
 * engine's own API test runs against the fakes), so starting a run is 404 for every member; a finished run is
 * written straight to the table for the run's read.
 */
async function finishedRun(w: AccessWorld): Promise<number> {
  const [run] = await w.database.db
    .insert(syncRuns)
    .values({
      schoolId: w.school.id,
      provider: 'wonde',
      mode: 'preview',
      updateType: 'Merge',
      status: 'done',
    })
    .returning({ id: syncRuns.id });
  return run?.id ?? 0;
}

export const ROSTER_SYNC_SAMPLES: Record<string, Sample> = {
  'GET /api/v3/schools/:id/sync/:provider': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/sync/wonde` }),
  },
  'POST /api/v3/schools/:id/sync/:provider': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/sync/clever`, payload: { mode: 'preview' } }),
    overrides: { colleague: 404, classTeacher: 404, administrator: 404 },
  },
  'GET /api/v3/schools/:id/sync/:provider/runs/:runId': {
    request: async (w) => ({ url: `/api/v3/schools/${w.school.id}/sync/wonde/runs/${await finishedRun(w)}` }),
  },
  'GET /api/v3/schools/:id/sync/:provider/mis-syncs': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/sync/wonde/mis-syncs` }),
  },
  'POST /api/v3/schools/:id/sync/:provider/mis-syncs': {
    request: (w) => ({
      url: `/api/v3/schools/${w.school.id}/sync/wonde/mis-syncs`,
      payload: { kind: 'class', providerId: 'sec-1', action: 'ignore' },
    }),
  },
};
