import type { SchoolGroup } from '@mathsight/contract/groups.ts';
import type { ListRead } from '../../../shared/ui/list-kit/list-states.tsx';
import { useTeacherClasses } from '../api/list-teacher-classes.ts';
import { useClassContext } from './class-context.ts';

/**
 * The classes the teacher teaches, as one read for the list kit: it waits for both the session (who
 * the teacher is) and their classes, fails if either does, and Try again asks both again.
 */
export function useYourClasses(): ListRead<SchoolGroup[]> {
  const { teacherId, me } = useClassContext();
  const mine = useTeacherClasses(teacherId);
  return {
    isPending: me.isPending || mine.isPending,
    isError: me.isError || mine.isError,
    data: me.isError ? undefined : mine.data?.items,
    error: mine.error ?? me.error,
    refetch: () => {
      void me.refetch();
      void mine.refetch();
    },
  };
}
