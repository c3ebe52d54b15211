import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { groupIdValue, mayKeepWithUserState, SELECTED_CLASS_STATE_KEY } from './class-selection.ts';
import type { SessionGroup } from './school-rules.ts';
import { useSessionStore } from './session-store.ts';
import { setUserState } from './set-user-state.ts';

/** The class chosen in the sidebar (null for All classes), with its id for the calls' class filters. */
export function useSelectedClass(): { groupId: number | null; group: SessionGroup | null } {
  const groupId = useSessionStore((s) => s.selectedGroupId);
  const group = useSessionStore((s) => s.groups.find((g) => g.groupId === s.selectedGroupId) ?? null);
  return { groupId: group ? groupId : null, group };
}

/**
 * Chooses a class (or All classes, null): at once on every screen and in this browser's storage,
 * and, with functional cookies allowed, saved with user state (optimistic; a failed save is shown
 * as a toast and rolls the saved value back, while this browser keeps the choice).
 */
export function useSelectClass() {
  const queryClient = useQueryClient();
  return useCallback(
    (groupId: number | null) => {
      useSessionStore.getState().selectGroup(groupId);
      if (mayKeepWithUserState()) {
        void setUserState(queryClient, SELECTED_CLASS_STATE_KEY, groupIdValue(groupId));
      }
    },
    [queryClient],
  );
}
