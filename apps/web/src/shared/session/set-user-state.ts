import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type Me, meQueryKeys } from './api/get-me.ts';
import { putUserState } from './api/put-user-state.ts';
import { useSessionStore } from './session-store.ts';

/**
 * Spec §4: sets one user-state value at once (optimistically) and saves it; if saving fails the
 * value goes back to what it was, unless something newer has replaced it meanwhile.
 * Resolves true when saved, false when rolled back (the failure has been shown as a toast).
 */
export async function setUserState(queryClient: QueryClient, key: string, value: string): Promise<boolean> {
  const store = useSessionStore.getState();
  const userId = store.user?.userId;
  if (userId === undefined) throw new Error('setUserState needs a signed-in user');
  const previous = store.userState[key];
  store.setUserStateValue(key, value);
  try {
    await putUserState(userId, [{ key, value }]);
  } catch {
    if (useSessionStore.getState().userState[key] === value) {
      useSessionStore.getState().setUserStateValue(key, previous);
    }
    return false;
  }
  // Cached users/me answers are applied again on navigation; they must not bring the old value back.
  queryClient.setQueriesData<Me>({ queryKey: meQueryKeys.all }, (me) =>
    me ? { ...me, userState: { ...me.userState, [key]: value } } : me,
  );
  return true;
}

/** The user's saved state and a setter that saves it (optimistic, rolled back on failure). */
export function useUserState() {
  const queryClient = useQueryClient();
  const userState = useSessionStore((s) => s.userState);
  const set = useCallback(
    (key: string, value: string) => setUserState(queryClient, key, value),
    [queryClient],
  );
  return { userState, setUserState: set };
}
