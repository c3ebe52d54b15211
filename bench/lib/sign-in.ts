import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-accounts.ts';
import type { RunningServer } from './server-process.ts';

/** Signs a demo account in through the real endpoints and answers both tokens. */
export async function signIn(server: RunningServer, userName = 'demo.teacher') {
  const login = await fetch(`${server.url}/api/v3/tokens/login-redirect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: userName, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const { refreshToken } = (await login.json()) as { refreshToken: string };
  const access = await fetch(`${server.url}/api/v3/tokens/access`, {
    headers: { 'x-refresh-token': refreshToken },
  });
  // The exchange rotates the refresh token: the new one is the one to use next.
  const answer = (await access.json()) as { accessToken: string; refreshToken: string };
  return { refreshToken: answer.refreshToken, accessToken: answer.accessToken };
}
