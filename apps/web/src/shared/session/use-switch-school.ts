import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../routing/paths.ts';
import { type Me, meQueryKeys } from './api/get-me.ts';
import { updateUser } from './api/update-user.ts';
import { useSessionStore } from './session-store.ts';

/**
 * Switches to another of the user's schools (spec §4): the session changes at once (class
 * selection cleared; school, teacher and current school set), the choice is saved as the user's
 * current school, and the app goes to that school's home.
 */
export function useSwitchSchool() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (schoolId: number) => {
      const { user, switchSchool } = useSessionStore.getState();
      if (!switchSchool(schoolId)) return;
      navigate(paths.dashboard(schoolId));
      if (!user) return;
      updateUser(user.userId, { currentSchoolId: schoolId })
        .then(() => {
          // Cached answers must agree, or a later visit would start in the old school.
          queryClient.setQueriesData<Me>({ queryKey: meQueryKeys.all }, (me) =>
            me ? { ...me, currentSchoolId: schoolId } : me,
          );
        })
        .catch(() => {
          // Shown as a toast by the client; the switch itself still stands for this visit.
        });
    },
    [navigate, queryClient],
  );
}
