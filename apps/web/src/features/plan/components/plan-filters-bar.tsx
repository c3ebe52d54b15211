import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import type { AssignmentKind } from '@mathsight/contract/assignments.ts';
import { IconSearch, IconX } from '@tabler/icons-react';
import { ASSIGNMENT_KIND_LABELS, ASSIGNMENT_KINDS } from '../../../shared/assignments/assignment-kinds.ts';
import { TypedDateInput } from '../../../shared/dates/typed-date-input.tsx';
import { fromTypedDay, TYPED_DATE_HINT, toTypedDay } from '../../../shared/dates/typed-dates.ts';
import { hasActiveFilters, usePlanFiltersStore } from '../state/plan-filters-store.ts';

/** Search, kind and "open on" filters of the plan list (spec §3 "Filters state"); the class is the sidebar's. */
export function PlanFiltersBar() {
  const filters = usePlanFiltersStore();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Search"
        type="search"
        value={filters.searchText}
        onChange={(e) => filters.setSearchText(e.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        style={{ flex: '1 1 14rem' }}
        data-testid="plan-search"
      />
      <NativeSelect
        label="Kind of work"
        value={filters.type ?? ''}
        onChange={(e) => filters.setType((e.currentTarget.value || null) as AssignmentKind | null)}
        data={[
          { value: '', label: 'All kinds' },
          ...ASSIGNMENT_KINDS.map((k) => ({ value: k, label: ASSIGNMENT_KIND_LABELS[k] })),
        ]}
        style={{ flex: '0 1 12rem' }}
      />
      <TypedDateInput
        label="Open on"
        placeholder={TYPED_DATE_HINT}
        value={filters.quizDate}
        onChange={filters.setQuizDate}
        format={toTypedDay}
        parse={fromTypedDay}
        formatMessage={`Enter a date as ${TYPED_DATE_HINT}`}
        style={{ flex: '0 1 11rem' }}
      />
      {hasActiveFilters(filters) && (
        <Button variant="subtle" onClick={filters.clearFilters} leftSection={<IconX size={16} aria-hidden />}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
