import { NativeSelect } from '@mantine/core';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { usePlanFiltersStore } from '../state/plan-filters-store.ts';

/** Whose work to show: the teacher's classes, the whole school, or one of the teacher's classes. */
export function ClassFilter() {
  const groups = useSessionStore((s) => s.groups);
  const scope = usePlanFiltersStore((s) => s.scope);
  const selectedGroup = usePlanFiltersStore((s) => s.selectedGroup);
  const setScope = usePlanFiltersStore((s) => s.setScope);
  const setSelectedGroup = usePlanFiltersStore((s) => s.setSelectedGroup);
  const value = selectedGroup !== null ? `class:${selectedGroup}` : groups.length === 0 ? 'school' : scope;
  return (
    <NativeSelect
      label="Classes"
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (next === 'mine' || next === 'school') setScope(next);
        else setSelectedGroup(Number(next.slice('class:'.length)));
      }}
      data={[
        ...(groups.length > 0 ? [{ value: 'mine', label: 'My classes' }] : []),
        { value: 'school', label: 'Whole school' },
        ...groups.map((g) => ({ value: `class:${g.groupId}`, label: g.code })),
      ]}
      style={{ flex: '0 1 12rem' }}
    />
  );
}
