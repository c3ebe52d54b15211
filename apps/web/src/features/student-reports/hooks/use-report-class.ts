import type { SessionGroup } from '../../../shared/session/school-rules.ts';
import { usePageClass } from '../../../shared/session/use-page-class.ts';

/** The class a one-class report shows: the sidebar's (usePageClass), else the first the caller may see. */
export function useReportClass(groups: readonly SessionGroup[]) {
  const { groupId, setGroupId } = usePageClass(groups);
  return { groupId, group: groups.find((g) => g.groupId === groupId) ?? null, setGroupId };
}
