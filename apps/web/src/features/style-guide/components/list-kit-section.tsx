import { Badge, Checkbox, Stack, Table } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ListSearchInput } from '../../../shared/ui/list-filters.tsx';
import { type ListPage, pageInMemory } from '../../../shared/ui/list-kit/in-memory-page.ts';
import { ListEmpty, ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { PagerFooter } from '../../../shared/ui/list-kit/pager-footer.tsx';
import { SelectionBar } from '../../../shared/ui/list-kit/selection-bar.tsx';
import { SortableTh, sortDirectionOf } from '../../../shared/ui/list-kit/sortable-header.tsx';
import { useSelection } from '../../../shared/ui/list-kit/use-selection.ts';
import {
  TABLE_FETCH_DEBOUNCE_MS,
  TABLE_MIN_WIDTH_PX,
  TABLE_PAGE_SIZE,
} from '../../../shared/ui/ui-constants.ts';
import { createSampleStudents, SAMPLE_STUDENT_COUNT, type SampleStudent } from '../sample-students.ts';
import { StyleGuideSection } from './style-guide-section.tsx';

const STUDENTS = createSampleStudents();
const SIMULATED_LATENCY_MS = 300;

/** Answers like the API would, after a short delay, so that loading and paging states show. */
/** The columns the demo sorts by, from their headers. */
type SampleSort = { field: 'lastName' | 'score'; descending: boolean };

function fetchSampleStudents(page: number, searchText: string, sortBy: SampleSort) {
  return new Promise<ListPage<SampleStudent>>((resolve) => {
    const sort = [
      { fieldName: sortBy.field, direction: sortBy.descending ? 'Descending' : 'Ascending' } as const,
    ];
    const query = { skip: (page - 1) * TABLE_PAGE_SIZE, take: TABLE_PAGE_SIZE, sort, searchText };
    window.setTimeout(
      () => resolve(pageInMemory(STUDENTS, query, ['firstName', 'lastName', 'className', 'yearGroup'])),
      SIMULATED_LATENCY_MS,
    );
  });
}

function scoreBadge(score: number) {
  // Shades chosen for WCAG AA: white on teal 9 and red 9, black on yellow 3.
  const colour = score >= 70 ? 'teal.9' : score >= 40 ? 'yellow.3' : 'red.9';
  return (
    <Badge color={colour} variant="filled" autoContrast miw={52}>
      {score}%
    </Badge>
  );
}

/** The list kit over sample students held in memory: search, choose, page. */
export function ListKitSection() {
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), TABLE_FETCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  // A new search starts again from page 1 (adjusted during render, not in an effect).
  const [pageFor, setPageFor] = useState(searchText);
  if (pageFor !== searchText) {
    setPageFor(searchText);
    setPage(1);
  }
  const [sortBy, setSortBy] = useState<SampleSort>({ field: 'lastName', descending: false });
  const onSort = (field: SampleSort['field']) => {
    setSortBy((current) => ({ field, descending: current.field === field && !current.descending }));
    setPage(1);
  };
  const selection = useSelection<string>(searchText);
  const list = useQuery({
    queryKey: ['style-guide', 'sample-students', page, searchText, sortBy],
    queryFn: () => fetchSampleStudents(page, searchText, sortBy),
    placeholderData: keepPreviousData,
  });
  return (
    <StyleGuideSection
      id="list-kit"
      title="List kit"
      description={`Every list screen is built from these: a search, the choice of rows, the loading, error and empty states, one table with sortable headers (scrolling sideways below ${TABLE_MIN_WIDTH_PX} pixels) and the pages. This demo pages through ${SAMPLE_STUDENT_COUNT} made-up students held in memory, with a simulated network delay.`}
    >
      <Stack gap="sm">
        <ListSearchInput placeholder="Name, class or year group" value={search} onChange={setSearch} />
        <SelectionBar
          size={selection.size}
          count={(n) => `${n} ${n === 1 ? 'student' : 'students'}`}
          noun="students"
          onClear={selection.clear}
        />
        <ListStates
          read={list}
          noun="students"
          isEmpty={(data) => data.total === 0}
          empty={<ListEmpty title="No students match your search." />}
        >
          {(data) => (
            <>
              <ListTable
                label="Sample students"
                minWidth={TABLE_MIN_WIDTH_PX}
                verticalSpacing="sm"
                highlightOnHover
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40} />
                    <SortableTh
                      label="Name"
                      direction={sortDirectionOf('lastName', sortBy.field, sortBy.descending)}
                      onSort={() => onSort('lastName')}
                    />
                    <Table.Th scope="col">Class</Table.Th>
                    <Table.Th scope="col">Year group</Table.Th>
                    <SortableTh
                      label="Latest score"
                      direction={sortDirectionOf('score', sortBy.field, sortBy.descending)}
                      onSort={() => onSort('score')}
                    />
                    <Table.Th scope="col">Last active</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody aria-busy={list.isFetching}>
                  {data.items.map((s) => {
                    const name = `${s.firstName} ${s.lastName}`;
                    return (
                      <Table.Tr key={s.id}>
                        <Table.Td>
                          <Checkbox
                            aria-label={`Select ${name}`}
                            checked={selection.has(s.id)}
                            onChange={() => selection.toggle(s.id, name)}
                          />
                        </Table.Td>
                        <Table.Th scope="row">{name}</Table.Th>
                        <Table.Td>{s.className}</Table.Td>
                        <Table.Td>{s.yearGroup}</Table.Td>
                        <Table.Td>{scoreBadge(s.score)}</Table.Td>
                        <Table.Td>{dayjs(s.lastActive).format('D MMM YYYY')}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </ListTable>
              <PagerFooter
                page={page}
                pageSize={TABLE_PAGE_SIZE}
                total={data.total}
                onPageChange={setPage}
                label="Sample students"
              />
            </>
          )}
        </ListStates>
      </Stack>
    </StyleGuideSection>
  );
}
