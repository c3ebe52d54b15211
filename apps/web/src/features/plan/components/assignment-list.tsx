import { Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ASSIGNMENTS_PAGE_SIZE } from '@mathsight/contract/assignments.ts';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { setWorkSearch } from '../../../shared/routing/set-work-link.ts';
import { classScopeName } from '../../../shared/session/class-selection.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useSelectedClass } from '../../../shared/session/use-selected-class.ts';
import { ListEmpty, ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import { PagerFooter } from '../../../shared/ui/list-kit/pager-footer.tsx';
import { useAssignmentList } from '../api/list-assignments.ts';
import { planListParams } from '../plan-list-params.ts';
import { hasActiveFilters, usePlanFiltersStore } from '../state/plan-filters-store.ts';
import { AssignmentRow } from './assignment-row.tsx';

/** One page (30) of the plan list for the filters in the store and the sidebar's class, with its pager. */
export function AssignmentList({ schoolId }: { schoolId: number }) {
  const groups = useSessionStore((s) => s.groups);
  const myGroupIds = useMemo(() => groups.map((g) => g.groupId), [groups]);
  const tab = usePlanFiltersStore((s) => s.tab);
  const type = usePlanFiltersStore((s) => s.type);
  const { groupId: selectedGroup, group } = useSelectedClass();
  const quizDate = usePlanFiltersStore((s) => s.quizDate);
  const typedSearch = usePlanFiltersStore((s) => s.searchText);
  const [searchText] = useDebouncedValue(typedSearch, 300);
  const filters = { tab, type, selectedGroup, quizDate, searchText };
  const filterKey = JSON.stringify(filters);

  // A change of filters starts again from page 1 (adjusted during render, not in an effect).
  const [page, setPage] = useState(1);
  const [pageFor, setPageFor] = useState(filterKey);
  if (pageFor !== filterKey) {
    setPageFor(filterKey);
    setPage(1);
  }

  const params = planListParams(filters, myGroupIds, pageFor === filterKey ? page : 1);
  const list = useAssignmentList(schoolId, params);
  const label = tab === 'Upcoming' ? 'Upcoming work' : 'Finished work';

  const filtered = hasActiveFilters({ ...filters, searchText: typedSearch });
  const scope = classScopeName(group);
  return (
    <ListStates
      read={list}
      noun="work"
      errorTitle="The plan could not be loaded"
      loadingRows={3}
      placeholder={
        <Card withBorder radius="md" padding="md" aria-hidden="true">
          <Skeleton height={14} width="40%" radius="sm" />
          <Skeleton height={10} width="70%" radius="sm" mt="sm" />
        </Card>
      }
      isEmpty={(data) => data.items.length === 0}
      empty={
        <ListEmpty
          title={
            filtered
              ? `No ${tab === 'Upcoming' ? 'upcoming' : 'finished'} work for ${scope} matches these filters.`
              : tab === 'Upcoming'
                ? `Nothing is coming up for ${scope}.`
                : `No work for ${scope} has finished yet.`
          }
          testId="plan-empty"
        >
          <Text size="sm">
            {tab === 'Upcoming'
              ? 'Set a topic quiz, a diagnostic quiz or retrieval practice and it will appear here until it ends.'
              : 'Work moves here when its end date passes.'}
          </Text>
          {tab === 'Upcoming' && (
            <Button
              component={Link}
              to={{ search: setWorkSearch() }}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Set work
            </Button>
          )}
        </ListEmpty>
      }
    >
      {({ items, total }) => (
        <Stack gap="sm">
          <Stack
            component="ul"
            gap="sm"
            m={0}
            p={0}
            style={{ listStyle: 'none', opacity: list.isPlaceholderData ? 0.6 : 1 }}
            aria-label={label}
            aria-busy={list.isFetching}
            data-testid="assignment-list"
          >
            {items.map((a) => (
              <AssignmentRow key={a.assignmentId} schoolId={schoolId} assignment={a} />
            ))}
          </Stack>
          <PagerFooter
            page={page}
            pageSize={ASSIGNMENTS_PAGE_SIZE}
            total={total}
            onPageChange={setPage}
            label={label}
          />
        </Stack>
      )}
    </ListStates>
  );
}
