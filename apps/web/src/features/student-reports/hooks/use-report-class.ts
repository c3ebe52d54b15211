import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { idFromParam } from '../../../shared/routing/screen-search.ts';
import type { SessionGroup } from '../../../shared/session/school-rules.ts';
import { useSelectedClass } from '../../../shared/session/use-selected-class.ts';

/** The class in the address (`?groupId=`; null for none), and a setter that replaces it. */
export function useReportClassParam(): [number | null, (groupId: number | null) => void] {
  const [search, setSearch] = useSearchParams();
  const groupId = idFromParam(search.get('groupId'));
  const setGroupId = useCallback(
    (next: number | null) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === null) params.delete('groupId');
          else params.set('groupId', String(next));
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [groupId, setGroupId];
}

/**
 * The class a one-class report shows: the one in the address if the caller may see it, else the
 * class chosen in the sidebar, else the first of theirs (null when they have none).
 */
export function useReportClass(groups: readonly SessionGroup[]) {
  const [fromAddress, setGroupId] = useReportClassParam();
  const { groupId: selected } = useSelectedClass();
  const has = (id: number | null) => id !== null && groups.some((g) => g.groupId === id);
  const groupId = has(fromAddress) ? fromAddress : has(selected) ? selected : (groups[0]?.groupId ?? null);
  return { groupId, group: groups.find((g) => g.groupId === groupId) ?? null, setGroupId };
}
