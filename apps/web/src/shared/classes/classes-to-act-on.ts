import { useMemo } from 'react';
import { compareGroups, deriveGroup, type SessionGroup } from '../session/school-rules.ts';
import { useSessionStore } from '../session/session-store.ts';
import { useSchoolClasses } from './api/list-school-classes.ts';

export type ClassesToActOn = { isAdministrator: boolean } & (
  | { status: 'pending' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'success'; groups: SessionGroup[] }
);

/**
 * The classes the caller may act on as their teacher (message the students, put people in or take them
 * out), as the server decides it: an administrator, every class of the school (GET schools/{id}/groups);
 * another teacher, the classes they teach (users/me, already in the session). In year-group order.
 */
export function useClassesToActOn(): ClassesToActOn {
  const schoolId = useSessionStore((s) => s.schoolId);
  const own = useSessionStore((s) => s.groups);
  const isAdministrator = useSessionStore((s) => s.currentSchool?.teacher.isSchoolAdministrator ?? false);
  const school = useSchoolClasses(schoolId ?? 0, isAdministrator && schoolId !== null);
  const groups = useMemo(() => {
    const all = isAdministrator
      ? (school.data?.items ?? []).map((g) => deriveGroup({ ...g, schoolId: schoolId ?? 0, isDemo: false }))
      : [...own];
    return all.sort(compareGroups);
  }, [isAdministrator, school.data, own, schoolId]);
  if (!isAdministrator) return { status: 'success', groups, isAdministrator };
  if (school.isError) {
    return { status: 'error', error: school.error, retry: () => void school.refetch(), isAdministrator };
  }
  if (school.isPending) return { status: 'pending', isAdministrator };
  return { status: 'success', groups, isAdministrator };
}
