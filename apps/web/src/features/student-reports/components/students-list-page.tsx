import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { StudentOverviewRow, StudentOverviewSort } from '@mathsight/contract/student-reports.ts';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { useClassesToActOn } from '../../../shared/classes/classes-to-act-on.ts';
import { formatSchoolDate } from '../../../shared/dates/school-time.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { StudentsTabs } from '../../../shared/reports/students-tabs.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { usePageClass } from '../../../shared/session/use-page-class.ts';
import { StudentPlacementCells } from '../../../shared/students/student-class-cells.tsx';
import { ClassFilterSelect, ListSearchInput } from '../../../shared/ui/list-filters.tsx';
import { ListEmpty, ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import { SortableTh, sortDirectionOf } from '../../../shared/ui/list-kit/sortable-header.tsx';
import { VirtualListTable } from '../../../shared/ui/list-kit/virtual-list-table.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { showToast } from '../../../shared/ui/toast.ts';
import { exportOverview } from '../api/export-student-reports.ts';
import { useStudentOverview } from '../api/list-student-overview.ts';
import type { OverviewFilters } from '../api/student-reports-keys.ts';
import { ProficiencyBadge } from './proficiency-badge.tsx';

const SEARCH_DEBOUNCE_MS = 300;
/** A row's first guess of height (the virtualiser measures each). */
const ROW_HEIGHT = 45;
const COLUMNS = 6;

/** Each sortable column's first direction: names A to Z, the highest proficiency and effort first. */
const FIRST_DESCENDING: Record<StudentOverviewSort, boolean> = {
  name: false,
  proficiency: true,
  effort: true,
};

/** What a screen reader hears after a column's label: how the list is sorted by it. */
const SORT_WORDS = {
  ascending: ', sorted lowest first',
  descending: ', sorted highest first',
  unsorted: ', sort',
};

function SortHeader({
  label,
  field,
  filters,
  onSort,
}: {
  label: string;
  field: StudentOverviewSort;
  filters: OverviewFilters;
  onSort: (field: StudentOverviewSort) => void;
}) {
  return (
    <SortableTh
      label={label}
      direction={sortDirectionOf(field, filters.sort, filters.descending)}
      onSort={() => onSort(field)}
      testId={`sort-${field}`}
      words={SORT_WORDS}
    />
  );
}

function StudentRow({
  student,
  schoolId,
  index,
  measure,
}: {
  student: StudentOverviewRow;
  schoolId: number;
  index: number;
  measure: (node: Element | null) => void;
}) {
  return (
    <Table.Tr data-testid="overview-row" data-index={index} ref={measure}>
      <Table.Th scope="row" fw={600}>
        <Anchor component={Link} to={paths.student(schoolId, student.studentId)}>
          {student.lastName}, {student.firstName}
        </Anchor>
      </Table.Th>
      <StudentPlacementCells student={student} />
      <Table.Td data-testid="proficiency-cell" data-measure={student.proficiency?.measure ?? ''}>
        <ProficiencyBadge proficiency={student.proficiency} />
      </Table.Td>
      <Table.Td ta="right" data-testid="effort-cell">
        {student.effortPoints}
      </Table.Td>
      <Table.Td>{student.lastActiveAt ? formatSchoolDate(student.lastActiveAt) : 'Never'}</Table.Td>
    </Table.Tr>
  );
}

/**
 * `/{schoolId}/students` (issue 14 point 1): the students the teacher may see (an administrator the
 * whole school, another teacher their classes'), with their classes, year, overall proficiency (the
 * precision-weighted mean of their strand measures, with its label and standard error), effort points
 * this term and when last active. Sorted on the server by name, proficiency or effort; the rows are
 * virtualised and load 50 at a time as the reader scrolls. Each name opens the student's page.
 */
export function StudentsListPage() {
  usePageTitle('Students');
  const schoolId = useSessionStore((s) => s.schoolId);
  const classes = useClassesToActOn();
  const groups = classes.status === 'success' ? classes.groups : [];
  const { groupId, setGroupId } = usePageClass(groups, { allowAll: true });
  const [searchInput, setSearchInput] = useState('');
  const [searchText] = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const [order, setOrder] = useState<{ sort: StudentOverviewSort; descending: boolean }>({
    sort: 'name',
    descending: false,
  });
  const filters: OverviewFilters = useMemo(
    () => ({ searchText: searchText.trim(), groupId, ...order }),
    [searchText, groupId, order],
  );
  const list = useStudentOverview(schoolId ?? 0, filters);
  const [exporting, setExporting] = useState(false);
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  const term = list.data?.pages[0]?.term;

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const onNearEnd = hasNextPage && !isFetchingNextPage ? fetchNextPage : undefined;

  if (schoolId === null) return null;

  const onSort = (field: StudentOverviewSort) =>
    setOrder((current) =>
      current.sort === field
        ? { sort: field, descending: !current.descending }
        : { sort: field, descending: FIRST_DESCENDING[field] },
    );
  const onExport = async () => {
    setExporting(true);
    try {
      await exportOverview(schoolId, filters);
    } catch (error) {
      showToast({ id: 'students-overview-export', message: errorMessageOf(error) });
    } finally {
      setExporting(false);
    }
  };
  const filtered = filters.searchText !== '' || groupId !== null;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Students</Title>
        <Text className={muted.muted} mt={4}>
          {classes.isAdministrator ? 'Every student of the school' : 'The students of your classes'}: how
          secure each is across the strands they have answered, and how much they have done this term.
        </Text>
      </div>
      <StudentsTabs schoolId={schoolId} groupId={groupId} />

      <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Find students">
        <ListSearchInput
          placeholder="Name or username"
          value={searchInput}
          onChange={setSearchInput}
          style={{ flex: '1 1 14rem' }}
        />
        <ClassFilterSelect
          data={groups.map((g) => ({ value: String(g.groupId), label: g.code }))}
          groupId={groupId}
          onChange={setGroupId}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void onExport()}
          loading={exporting}
          disabled={total === 0}
        >
          Export CSV
        </Button>
      </Group>

      <ListStates
        read={list}
        noun="students"
        isEmpty={() => items.length === 0}
        empty={
          filtered ? (
            <ListEmpty title="No students match" testId="overview-empty">
              <Text size="sm">Try other words, or another class.</Text>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setSearchInput('');
                  setGroupId(null);
                }}
              >
                Clear filters
              </Button>
            </ListEmpty>
          ) : (
            <ListEmpty title="No students yet" testId="overview-empty">
              <Text size="sm">
                The students of your classes appear here with their proficiency and effort once they join.
              </Text>
              <Anchor component={Link} to={paths.classesNew(schoolId)}>
                Add a class
              </Anchor>
            </ListEmpty>
          )
        }
      >
        {() => (
          <VirtualListTable
            label="Students with their proficiency and effort"
            items={items}
            total={total}
            busy={list.isFetching}
            minWidth={760}
            columns={COLUMNS}
            scrollTestId="overview-scroller"
            shownTestId="overview-shown"
            rowName={{ one: 'student', many: 'students' }}
            onNearEnd={onNearEnd}
            rowHeight={ROW_HEIGHT}
            rowKey={(student) => student.studentId}
            head={
              <>
                <SortHeader label="Name" field="name" filters={filters} onSort={onSort} />
                <Table.Th>Classes</Table.Th>
                <Table.Th>Year</Table.Th>
                <SortHeader label="Proficiency" field="proficiency" filters={filters} onSort={onSort} />
                <SortHeader
                  label={term ? `Effort (${term.name})` : 'Effort this term'}
                  field="effort"
                  filters={filters}
                  onSort={onSort}
                />
                <Table.Th>Last active</Table.Th>
              </>
            }
            row={(student, index, measure) => (
              <StudentRow index={index} measure={measure} student={student} schoolId={schoolId} />
            )}
            note={
              <>
                . Proficiency is the precision-weighted mean of a student's strand measures (logits ± one
                standard error), labelled against their year; effort points are questions answered + retries +
                5 × work completed.
              </>
            }
          />
        )}
      </ListStates>
    </Stack>
  );
}
