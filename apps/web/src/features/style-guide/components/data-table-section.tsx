import { Badge, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTablePage,
  type DataTablePageQuery,
} from '../../../shared/ui/data-table/data-table.tsx';
import { pageInMemory } from '../../../shared/ui/data-table/in-memory-page.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { createSampleStudents, SAMPLE_STUDENT_COUNT, type SampleStudent } from '../sample-students.ts';
import { StyleGuideSection } from './style-guide-section.tsx';

const STUDENTS = createSampleStudents();
const SIMULATED_LATENCY_MS = 300;

const column = createDataTableColumnHelper<SampleStudent>();
const COLUMNS = [
  column.accessor('lastName', {
    header: 'Name',
    cell: (info) => `${info.row.original.firstName} ${info.getValue()}`,
  }),
  column.accessor('className', { header: 'Class' }),
  column.accessor('yearGroup', { header: 'Year group' }),
  column.accessor('score', {
    header: 'Latest score',
    cell: (info) => {
      const score = info.getValue();
      // Shades chosen for WCAG AA: white on teal 9 and red 9, black on yellow 3.
      const colour = score >= 70 ? 'teal.9' : score >= 40 ? 'yellow.3' : 'red.9';
      return (
        <Badge color={colour} variant="filled" autoContrast miw={52}>
          {score}%
        </Badge>
      );
    },
  }),
  column.accessor('lastActive', {
    header: 'Last active',
    cell: (info) => dayjs(info.getValue()).format('D MMM YYYY'),
  }),
];

/** Answers like the API would, after a short delay, so that loading and paging states show. */
function fetchSampleStudents(query: DataTablePageQuery, { signal }: { signal: AbortSignal }) {
  return new Promise<DataTablePage<SampleStudent>>((resolve, reject) => {
    const timer = window.setTimeout(
      () => resolve(pageInMemory(STUDENTS, query, ['firstName', 'lastName', 'className', 'yearGroup'])),
      SIMULATED_LATENCY_MS,
    );
    signal.addEventListener('abort', () => {
      window.clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** The data table over sample students held in memory. */
export function DataTableSection() {
  const [search, setSearch] = useState('');
  return (
    <StyleGuideSection
      id="data-table"
      title="Data table"
      description={`Paged and sorted by the server, 10 rows a page, fetching 100 ms after the last change. Below 650 pixels wide it scrolls sideways. This demo pages through ${SAMPLE_STUDENT_COUNT} made-up students held in memory, with a simulated network delay.`}
    >
      <TextInput
        label="Search students"
        description="By name, class or year group"
        classNames={{ description: muted.muted }}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
        type="search"
      />
      <DataTable
        columns={COLUMNS}
        fetchPage={fetchSampleStudents}
        queryKey={['style-guide', 'sample-students']}
        searchText={search}
        ariaLabel="Sample students"
        emptyText="No students match your search."
        getRowId={(student) => String(student.id)}
      />
    </StyleGuideSection>
  );
}
