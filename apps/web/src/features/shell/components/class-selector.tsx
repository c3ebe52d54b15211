import { NativeSelect } from '@mantine/core';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useSelectClass } from '../../../shared/session/use-selected-class.ts';

/**
 * The class the teacher is working with: the dashboard, plan, calendar, check, fix and
 * notifications show only its work. Demo classes are not offered, a single class is selected for
 * the teacher, and "All classes" means no selection. The choice is kept (useSelectClass).
 */
export function ClassSelector() {
  const groups = useSessionStore((s) => s.groups);
  const selectedGroupId = useSessionStore((s) => s.selectedGroupId);
  const selectClass = useSelectClass();
  const none = groups.length === 0;
  return (
    <NativeSelect
      label="Class"
      data-testid="class-selector"
      disabled={none}
      value={selectedGroupId === null ? '' : String(selectedGroupId)}
      onChange={(event) => {
        const value = event.currentTarget.value;
        selectClass(value === '' ? null : Number(value));
      }}
      data={[
        { value: '', label: none ? 'No classes yet' : 'All classes' },
        ...groups.map((g) => ({
          value: String(g.groupId),
          label: g.yearGroupName ? `${g.code} (${g.yearGroupName})` : g.code,
        })),
      ]}
    />
  );
}
