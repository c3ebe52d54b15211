import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type ArchiveStatus,
  SCHOOL_STUDENTS_PAGE_SIZE,
  type SchoolStudent,
} from '@mathsight/contract/school-students.ts';
import { IconDownload, IconSearch, IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { saveFile } from '../../../shared/api/http-client.ts';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import type { SessionGroup } from '../../../shared/session/school-rules.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { PagerFooter } from '../../../shared/ui/data-table/pager-footer.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { showToast } from '../../../shared/ui/toast.ts';
import { exportStudents } from '../api/export-students.ts';
import { type StudentFilters, useSchoolStudents } from '../api/list-school-students.ts';
import { ArchiveStudentsDialog, studentsCount } from './archive-students-dialog.tsx';

const SEARCH_DEBOUNCE_MS = 300;

const ARCHIVE_STATUSES: Array<{ value: ArchiveStatus; label: string }> = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All' },
];

/** The year groups of the school's classes, each once, youngest first. */
export function yearOptions(groups: readonly SessionGroup[]) {
  const years = new Map<number, { name: string; ordinal: number }>();
  for (const group of groups) {
    for (const year of group.yearGroups) {
      const ordinal = Number(/\d+/.exec(year.name)?.[0] ?? -1);
      years.set(year.countryYearGroupId, { name: year.name, ordinal });
    }
  }
  return [...years]
    .sort(([, a], [, b]) => a.ordinal - b.ordinal || a.name.localeCompare(b.name))
    .map(([id, year]) => ({ value: String(id), label: year.name }));
}

/** "students-<school>-<date>.csv", as the server names it. */
function fileName(schoolName: string) {
  const slug = schoolName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `students-${slug || 'school'}-${new Date().toISOString().slice(0, 10)}.csv`;
}

function LoadingRows() {
  return (
    <Stack gap="xs" aria-busy="true">
      <VisuallyHidden role="status">Loading students</VisuallyHidden>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} height={36} radius="sm" />
      ))}
    </Stack>
  );
}

function StudentRow({
  student,
  selected,
  onToggle,
}: {
  student: SchoolStudent;
  selected: boolean;
  onToggle: (student: SchoolStudent) => void;
}) {
  const name = `${student.firstName} ${student.lastName}`;
  return (
    <Table.Tr data-testid="student-row" bg={selected ? 'var(--mantine-color-indigo-light)' : undefined}>
      <Table.Td w={40}>
        <Checkbox aria-label={`Select ${name}`} checked={selected} onChange={() => onToggle(student)} />
      </Table.Td>
      <Table.Th scope="row" fw={600}>
        {student.lastName}, {student.firstName}
        {student.isArchived && (
          <Badge ml="xs" size="sm" variant="filled" color="gray.8">
            Archived
          </Badge>
        )}
      </Table.Th>
      <Table.Td>{student.userName}</Table.Td>
      <Table.Td>{student.groups.map((g) => g.code).join(', ') || '–'}</Table.Td>
      <Table.Td>{student.yearGroups.map((y) => y.name).join(', ') || '–'}</Table.Td>
    </Table.Tr>
  );
}

/**
 * `/{schoolId}/settings/students` (and `…/settings/{scope}/students`): the school's students (issue 13
 * point 2). Search, filter by class, year and archive status, 50 a page, choose many; administrators
 * archive and un-archive the chosen ones; anyone exports the list as CSV.
 */
export function SchoolStudentsPage() {
  usePageTitle('Students');
  const schoolId = useSessionStore((s) => s.schoolId);
  const school = useSessionStore((s) => s.currentSchool);
  const groups = useSessionStore((s) => s.groups);
  const isAdministrator = school?.teacher.isSchoolAdministrator ?? false;

  const [searchInput, setSearchInput] = useState('');
  const [searchText] = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [yearGroupId, setYearGroupId] = useState<number | null>(null);
  const [archiveStatus, setArchiveStatus] = useState<ArchiveStatus>('active');
  const filters: StudentFilters = useMemo(
    () => ({ searchText: searchText.trim(), groupId, yearGroupId, archiveStatus }),
    [searchText, groupId, yearGroupId, archiveStatus],
  );
  const [page, setPage] = useState(1);
  // Chosen students by id, with whether each is archived (the buttons count each kind).
  const [selected, setSelected] = useState<Map<number, boolean>>(new Map());
  // Other filters start again from page 1 with nothing chosen (adjusted during render, not in an effect).
  const filterKey = JSON.stringify(filters);
  const [filtersFor, setFiltersFor] = useState(filterKey);
  if (filtersFor !== filterKey) {
    setFiltersFor(filterKey);
    setPage(1);
    setSelected(new Map());
  }
  const [dialog, setDialog] = useState<'archive' | 'unArchive' | null>(null);
  const [exporting, setExporting] = useState(false);

  const list = useSchoolStudents(schoolId ?? 0, filters, filtersFor === filterKey ? page : 1);
  const classOptions = useMemo(
    () => groups.map((g) => ({ value: String(g.groupId), label: g.code })),
    [groups],
  );
  const years = useMemo(() => yearOptions(groups), [groups]);

  if (schoolId === null) return null;

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const filtered = filters.searchText !== '' || groupId !== null || yearGroupId !== null;
  const clearFilters = () => {
    setSearchInput('');
    setGroupId(null);
    setYearGroupId(null);
    setArchiveStatus('active');
  };
  const toggle = (student: SchoolStudent) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(student.studentId)) next.delete(student.studentId);
      else next.set(student.studentId, student.isArchived);
      return next;
    });
  const onPage = items.filter((s) => selected.has(s.studentId)).length;
  const allOnPage = items.length > 0 && onPage === items.length;
  const togglePage = () =>
    setSelected((current) => {
      const next = new Map(current);
      for (const s of items) {
        if (allOnPage) next.delete(s.studentId);
        else next.set(s.studentId, s.isArchived);
      }
      return next;
    });
  const toArchive = [...selected].filter(([, archived]) => !archived).map(([id]) => id);
  const toUnArchive = [...selected].filter(([, archived]) => archived).map(([id]) => id);

  const onExport = async () => {
    setExporting(true);
    try {
      saveFile(await exportStudents(schoolId, filters), fileName(school?.name ?? 'school'));
    } catch (error) {
      showToast({ id: 'students-export', message: errorMessageOf(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <div>
          <Title order={1}>Students</Title>
          <Text className={muted.muted} mt={4}>
            Everyone in {school?.name ?? 'your school'}: find a student, see their classes, and export the
            list.
            {isAdministrator && ' Archive students who have left.'}
          </Text>
        </div>
        {isAdministrator && (
          <Button
            component={Link}
            to={paths.uploads(schoolId)}
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
          >
            Import students
          </Button>
        )}
      </Group>

      <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Find students">
        <TextInput
          label="Search"
          placeholder="Name or username"
          value={searchInput}
          onChange={(e) => setSearchInput(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: '1 1 14rem' }}
          maxLength={200}
        />
        <Select
          label="Class"
          placeholder="All classes"
          data={classOptions}
          value={groupId === null ? null : String(groupId)}
          onChange={(v) => setGroupId(v === null ? null : Number(v))}
          clearable
          searchable
          style={{ flex: '1 1 10rem' }}
          nothingFoundMessage="No class of that name"
        />
        <Select
          label="Year"
          placeholder="All years"
          data={years}
          value={yearGroupId === null ? null : String(yearGroupId)}
          onChange={(v) => setYearGroupId(v === null ? null : Number(v))}
          clearable
          style={{ flex: '1 1 9rem' }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="archive-status-label">
            Show
          </Text>
          <SegmentedControl
            value={archiveStatus}
            onChange={(v) => setArchiveStatus(v as ArchiveStatus)}
            data={ARCHIVE_STATUSES}
            aria-labelledby="archive-status-label"
          />
        </Stack>
      </Group>

      <Group justify="space-between" gap="sm" wrap="wrap" mih={36}>
        <Group gap="sm" wrap="wrap">
          <Text size="sm" role="status" data-testid="selection-count">
            {selected.size === 0 ? 'No students chosen' : `${studentsCount(selected.size)} chosen`}
          </Text>
          {isAdministrator && toArchive.length > 0 && (
            <Button size="sm" color="red.9" variant="outline" onClick={() => setDialog('archive')}>
              Archive {toArchive.length}
            </Button>
          )}
          {isAdministrator && toUnArchive.length > 0 && (
            <Button size="sm" variant="outline" onClick={() => setDialog('unArchive')}>
              Un-archive {toUnArchive.length}
            </Button>
          )}
          {selected.size > 0 && (
            <Button size="sm" variant="subtle" onClick={() => setSelected(new Map())}>
              Clear choice
            </Button>
          )}
        </Group>
        <Button
          size="sm"
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void onExport()}
          loading={exporting}
          disabled={total === 0}
        >
          Export CSV
        </Button>
      </Group>

      {list.isPending ? (
        <LoadingRows />
      ) : list.isError && !list.data ? (
        <LoadError
          title="The students could not be loaded"
          message={list.error.message}
          onRetry={() => list.refetch()}
        />
      ) : items.length === 0 ? (
        <Card withBorder radius="md" padding="xl" data-testid="students-empty">
          {filtered || archiveStatus !== 'active' ? (
            <Stack gap="xs" align="flex-start">
              <Text fw={600}>No students match</Text>
              <Text size="sm">
                {archiveStatus === 'archived' && !filtered
                  ? 'No student of the school is archived.'
                  : 'Try other words, or another class or year.'}
              </Text>
              <Button size="xs" variant="default" onClick={clearFilters}>
                Clear filters
              </Button>
            </Stack>
          ) : (
            <Stack gap="xs" align="flex-start">
              <Text fw={600}>No students yet</Text>
              <Text size="sm">
                Students join the school through their classes: add a class and its students.
              </Text>
              <Anchor component={Link} to={paths.classesNew(schoolId)}>
                Add a class
              </Anchor>
            </Stack>
          )}
        </Card>
      ) : (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={640} type="native">
            <Table
              striped
              highlightOnHover
              verticalSpacing="xs"
              aria-label="Students"
              aria-busy={list.isFetching}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label="Select every student on this page"
                      checked={allOnPage}
                      indeterminate={onPage > 0 && !allOnPage}
                      onChange={togglePage}
                    />
                  </Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Username</Table.Th>
                  <Table.Th>Classes</Table.Th>
                  <Table.Th>Year</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((student) => (
                  <StudentRow
                    key={student.studentId}
                    student={student}
                    selected={selected.has(student.studentId)}
                    onToggle={toggle}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PagerFooter
            page={page}
            pageSize={SCHOOL_STUDENTS_PAGE_SIZE}
            total={total}
            onPageChange={setPage}
            label="Students"
          />
        </Stack>
      )}

      <ArchiveStudentsDialog
        schoolId={schoolId}
        studentIds={dialog === 'unArchive' ? toUnArchive : toArchive}
        archive={dialog !== 'unArchive'}
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          setSelected(new Map());
        }}
      />
    </Stack>
  );
}
