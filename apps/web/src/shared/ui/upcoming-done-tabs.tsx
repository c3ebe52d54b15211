import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/** The two groups of work the spec lists everywhere (assignment groups, notifications, a student's work). */
export type UpcomingOrDone = 'Upcoming' | 'Done';

const GROUPS: UpcomingOrDone[] = ['Upcoming', 'Done'];

/**
 * The Upcoming and Done tabs of the plan, the notifications and the student's work. Only the open
 * panel is mounted, so only its list is fetched.
 */
export function UpcomingDoneTabs({
  value,
  onChange,
  children,
}: {
  value: UpcomingOrDone;
  onChange: (group: UpcomingOrDone) => void;
  children: (group: UpcomingOrDone) => ReactNode;
}) {
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as UpcomingOrDone)} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="Upcoming">Upcoming</Tabs.Tab>
        <Tabs.Tab value="Done">Done</Tabs.Tab>
      </Tabs.List>
      {GROUPS.map((g) => (
        <Tabs.Panel key={g} value={g} pt="md">
          {children(g)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** The group kept in the address (`?group=Done`; Upcoming when absent), so a reload or a link keeps the tab. */
export function useGroupParam(): [UpcomingOrDone, (group: UpcomingOrDone) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const group: UpcomingOrDone = searchParams.get('group') === 'Done' ? 'Done' : 'Upcoming';
  const setGroup = (next: UpcomingOrDone) =>
    setSearchParams(next === 'Done' ? { group: 'Done' } : {}, { replace: true });
  return [group, setGroup];
}
