import { Stack } from '@mantine/core';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { UpcomingDoneTabs } from '../../../shared/ui/upcoming-done-tabs.tsx';
import { usePlanFiltersStore } from '../state/plan-filters-store.ts';
import { AssignmentList } from './assignment-list.tsx';
import { PlanFiltersBar } from './plan-filters-bar.tsx';
import { PlanHeader } from './plan-header.tsx';

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
      <UpcomingDoneTabs value={tab} onChange={setTab}>
        {() => (
          <Stack gap="md">
            <PlanFiltersBar />
            <AssignmentList schoolId={schoolId} />
          </Stack>
        )}
      </UpcomingDoneTabs>
    </Stack>
  );
}
