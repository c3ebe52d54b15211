import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../routing/paths.ts';
import { useSaveCurrentSchool } from './api/update-user.ts';
import { useSessionStore } from './session-store.ts';

/**
 * Switches to another of the user's schools (spec §4): the session changes at once (class
 * selection cleared; school, teacher and current school set), the choice is saved as the user's
 * current school, and the app goes to that school's home.
 */
export function useSwitchSchool() {
  const navigate = useNavigate();
  const { mutate: saveCurrentSchool } = useSaveCurrentSchool();
  return useCallback(
    (schoolId: number) => {
      const { user, switchSchool } = useSessionStore.getState();
      if (!switchSchool(schoolId)) return;
      navigate(paths.dashboard(schoolId));
      // A failure is shown as a toast by the client; the switch itself still stands for this visit.
      if (user) saveCurrentSchool({ userId: user.userId, schoolId });
    },
    [navigate, saveCurrentSchool],
  );
}
