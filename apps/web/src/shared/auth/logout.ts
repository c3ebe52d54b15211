import { clearAccessToken } from '../api/access-token.ts';
import { queryClient } from '../api/query-client.ts';
import { resetAllStores } from '../state/store-registry.ts';
import { removeSupportChat } from '../support-chat/support-chat-loader.ts';
import { revokeRefreshToken } from './revoke-token.ts';
import { clearRefreshToken, readRefreshToken } from './token-storage.ts';

let inProgress: Promise<void> | null = null;

/**
 * Ends the session everywhere the browser keeps it (spec §4): the server revokes the refresh token
 * (best effort), then local storage, session storage (the session-kept data cache with it), the token
 * cookie, the data cache, the chat widget and every client-state store are cleared. The caller then goes to /login.
 * Concurrent calls (several 401s at once) share one logout.
 */
export function logout(): Promise<void> {
  if (inProgress) return inProgress;
  inProgress = (async () => {
    const refreshToken = readRefreshToken();
    clearAccessToken();
    if (refreshToken) {
      try {
        await revokeRefreshToken(refreshToken);
      } catch {
        // Best effort: an offline or already-revoked session must still end here.
      }
    }
    clearRefreshToken();
    window.localStorage.clear();
    window.sessionStorage.clear();
    queryClient.clear();
    removeSupportChat();
    resetAllStores();
  })().finally(() => {
    inProgress = null;
  });
  return inProgress;
}
