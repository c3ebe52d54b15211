import { loadConfig } from '../config.ts';
import { loadTokenKey, TokenCipher } from '../sync-providers/token-cipher.ts';
import type { Outcome, Sample } from './access-sample.ts';
import { CALLERS, type CallerName } from './access-world.ts';

/**
 * A school's roster provider connections (issue 28): administrators only. The writes connect Wonde with a token
 * (no provider is called) or start Clever's OAuth (an authorize link); PUT and DELETE work on the Wonde
 * connection each caller's write made first.
 */
const connectWonde = async (w: Parameters<Sample['request']>[0]) => {
  await w.app.inject({
    method: 'POST',
    url: `/api/v3/schools/${w.school.id}/sync/wonde/connection`,
    headers: w.callers.administrator.headers,
    payload: { wondeSchoolId: 'A1930499544', token: 'wonde-sample-token' },
  });
};

export const SYNC_CONNECTION_SAMPLES: Record<string, Sample> = {
  'GET /api/v3/schools/:id/sync/connections': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/sync/connections` }),
  },
  'POST /api/v3/schools/:id/sync/:provider/connection': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/sync/clever/connection`, payload: {} }),
  },
  'PUT /api/v3/schools/:id/sync/:provider/connection': {
    request: async (w) => {
      await connectWonde(w);
      return { url: `/api/v3/schools/${w.school.id}/sync/wonde/connection`, payload: { nightly: true } };
    },
  },
  'DELETE /api/v3/schools/:id/sync/:provider/connection': {
    request: async (w) => {
      await connectWonde(w);
      return { url: `/api/v3/schools/${w.school.id}/sync/wonde/connection` };
    },
  },
  // The world has no Clever client: making a school from a Clever district is off, 404 for every teacher
  // (on: sync-connections.api.test.ts).
  'POST /api/v3/schools/clever': {
    request: () => ({ url: '/api/v3/schools/clever', payload: {} }),
    overrides: {
      pendingTeacher: 404,
      otherSchoolTeacher: 404,
      colleague: 404,
      classTeacher: 404,
      administrator: 404,
    },
  },
  'GET /api/v3/sync/connection-callback': {
    request: () => ({ url: '/api/v3/sync/connection-callback?code=x&state=not-sealed' }),
  },
};

/** A sign-on ticket as the Clever callback seals it, for the world's student. */
function ticketFor(userId: number) {
  const config = loadConfig();
  const cipher = new TokenCipher(loadTokenKey(config.sync.tokenKey, config.dataDir, false));
  return cipher.seal(JSON.stringify({ purpose: 'sign-on', userId, expires: Date.now() + 60_000 }));
}

/** Signing in with Clever (issue 28 point 2): public calls, the state and the ticket sealed. */
export const SCHOOL_SIGN_ON_SAMPLES: Record<string, Sample> = {
  'GET /api/v3/tokens/clever-status': { request: () => ({ url: '/api/v3/tokens/clever-status' }) },
  // The world has no Clever client: signing in with Clever is off, 404 for everyone (on: school-sign-on.api.test.ts).
  'GET /api/v3/clever-login': {
    request: () => ({ url: '/api/v3/clever-login' }),
    overrides: Object.fromEntries(CALLERS.map((caller) => [caller, 404])) as Record<CallerName, Outcome>,
  },
  'GET /api/v3/clever-login-callback': {
    request: () => ({ url: '/api/v3/clever-login-callback?code=x&state=not-sealed' }),
  },
  'POST /api/v3/tokens/sign-on': {
    request: (w) => ({ url: '/api/v3/tokens/sign-on', payload: { ticket: ticketFor(w.student.userId) } }),
  },
};
