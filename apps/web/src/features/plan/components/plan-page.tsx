import { Stack, Tabs } from '@mantine/core';
import type { AssignmentStatusGroup } from '@mathsight/contract/assignments.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { usePlanFiltersStore } from '../state/plan-filters-store.ts';
import { AssignmentList } from './assignment-list.tsx';
import { PlanFiltersBar } from './plan-filters-bar.tsx';
import { PlanHeader } from './plan-header.tsx';

const TABS: AssignmentStatusGroup[] = ['Upcoming', 'Done'];

/** `/{schoolId}/plan`: the work set, Upcoming or Done, filtered and paged by 30. */
export function PlanPage() {
  usePageTitle('Plan');
  const schoolId = useSessionStore((s) => s.schoolId);
  const tab = usePlanFiltersStore((s) => s.tab);
  const setTab = usePlanFiltersStore((s) => s.setTab);
  if (schoolId === null) return null;
  return (
    <Stack gap="lg">
      <PlanHeader schoolId={schoolId} view="list" />
      <Tabs
        value={tab}
        onChange={(value) => value && setTab(value as AssignmentStatusGroup)}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="Upcoming">Upcoming</Tabs.Tab>
          <Tabs.Tab value="Done">Done</Tabs.Tab>
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Panel key={t} value={t} pt="md">
            <Stack gap="md">
              <PlanFiltersBar />
              <AssignmentList schoolId={schoolId} />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
