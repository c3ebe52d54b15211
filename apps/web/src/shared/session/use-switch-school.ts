import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../routing/paths.ts';
import { useSaveCurrentSchool } from './api/update-user.ts';
import { mayKeepWithUserState, SELECTED_CLASS_STATE_KEY } from './class-selection.ts';
import { useSessionStore } from './session-store.ts';
import { setUserState } from './set-user-state.ts';

/**
 * Switches to another of the user's schools (spec §4): the session changes at once (class
 * selection cleared, here, in this browser and in user state; school, teacher and current school
 * set), the choice is saved as the user's current school, and the app goes to that school's home.
 */
export function useSwitchSchool() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutate: saveCurrentSchool } = useSaveCurrentSchool();
  return useCallback(
    (schoolId: number) => {
      const { user, switchSchool, userState } = useSessionStore.getState();
      if (!switchSchool(schoolId)) return;
      if (user && mayKeepWithUserState() && userState[SELECTED_CLASS_STATE_KEY]) {
        void setUserState(queryClient, SELECTED_CLASS_STATE_KEY, '');
      }
      navigate(paths.dashboard(schoolId));
      // A failure is shown as a toast by the client; the switch itself still stands for this visit.
      if (user) saveCurrentSchool({ userId: user.userId, schoolId });
    },
    [navigate, saveCurrentSchool, queryClient],
  );
}
