import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Menu,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ArchiveStatus, SchoolStudent } from '@mathsight/contract/school-students.ts';
import { IconChevronDown, IconDownload, IconPencil, IconUpload } from '@tabler/icons-react';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { saveFile } from '../../../shared/api/http-client.ts';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { groupsInScope, parseScope } from '../../../shared/school/people-scope.ts';
import type { SessionGroup } from '../../../shared/session/school-rules.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { ClassFilterSelect, ListSearchInput } from '../../../shared/ui/list-filters.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { showToast } from '../../../shared/ui/toast.ts';
import { exportStudents } from '../api/export-students.ts';
import {
  fetchAllMatching,
  type StudentFilters,
  useSchoolStudentsScroll,
} from '../api/list-school-students.ts';
import { ArchiveStudentsDialog, studentsCount } from './archive-students-dialog.tsx';
import { DeleteStudentsDialog } from './delete-students-dialog.tsx';
import { EditStudentDialog } from './edit-student-dialog.tsx';

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

/** "students-<school>-<date>.csv" (or .pdf), as the server names it. */
function fileName(schoolName: string, format: 'csv' | 'pdf') {
  const slug = schoolName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `students-${slug || 'school'}-${new Date().toISOString().slice(0, 10)}.${format}`;
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

/** A row's height as drawn (the virtualiser measures each, this is its first guess). */
const ROW_HEIGHT = 41;
/** In a test browser nothing has a size: the list is then drawn as if 800 pixels tall, rows as estimated. */
const NO_LAYOUT_RECT = { width: 1000, height: 800 };

function StudentRow({
  student,
  selected,
  canEdit,
  onToggle,
  onEdit,
  measure,
  index,
}: {
  student: SchoolStudent;
  selected: boolean;
  canEdit: boolean;
  onToggle: (student: SchoolStudent) => void;
  onEdit: (student: SchoolStudent) => void;
  measure: (node: Element | null) => void;
  index: number;
}) {
  const name = `${student.firstName} ${student.lastName}`;
  return (
    <Table.Tr
      data-testid="student-row"
      data-index={index}
      ref={measure}
      bg={selected ? 'var(--mantine-color-indigo-light)' : undefined}
    >
      <Table.Td w={40}>
        <Checkbox aria-label={`Select ${name}`} checked={selected} onChange={() => onToggle(student)} />
      </Table.Td>
      <Table.Th scope="row" fw={600}>
        {student.lastName}, {student.firstName}
        {student.isArchived && (
          <Badge ml="xs" size="sm" variant="outline" color="gray.8">
            Archived
          </Badge>
        )}
      </Table.Th>
      <Table.Td>{student.userName}</Table.Td>
      <Table.Td>{student.groups.map((g) => g.code).join(', ') || '–'}</Table.Td>
      <Table.Td>{student.yearGroups.map((y) => y.name).join(', ') || '–'}</Table.Td>
      <Table.Td w={56}>
        {canEdit && (
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={`Edit ${name}`}
            onClick={() => onEdit(student)}
            px={6}
          >
            <IconPencil size={16} aria-hidden />
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * `/{schoolId}/settings/students` (and `…/settings/{scope}/students`, scope `year-<id>` or
 * `department-<id>`): the school's students (issue 13 point 2). Search, filter by class, year and
 * archive status; the rows are virtualised and load 50 at a time as the reader scrolls, so 2,000
 * scroll smoothly; choose some, or every one that matches. Administrators and a student's own
 * teachers edit them; teachers put the chosen into classes (add-classes, manage-classes);
 * administrators archive, un-archive and delete (GDPR) them; anyone exports the list as CSV or PDF.
 */
export function SchoolStudentsPage() {
  usePageTitle('Students');
  const navigate = useNavigate();
  const { scope: scopeParam } = useParams();
  const schoolId = useSessionStore((s) => s.schoolId);
  const school = useSessionStore((s) => s.currentSchool);
  const groups = useSessionStore((s) => s.groups);
  const isAdministrator = school?.teacher.isSchoolAdministrator ?? false;
  const scope = useMemo(() => parseScope(scopeParam, groups), [scopeParam, groups]);
  const scopeGroups = useMemo(() => groupsInScope(groups, scope), [groups, scope]);

  const [searchInput, setSearchInput] = useState('');
  const [searchText] = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [yearGroupId, setYearGroupId] = useState<number | null>(scope?.yearGroupId ?? null);
  const [archiveStatus, setArchiveStatus] = useState<ArchiveStatus>('active');
  const filters: StudentFilters = useMemo(
    () => ({
      searchText: searchText.trim(),
      groupId,
      yearGroupId,
      archiveStatus,
      scopeGroupIds: scope?.groupIds ?? null,
    }),
    [searchText, groupId, yearGroupId, archiveStatus, scope],
  );
  // Chosen students by id, with whether each is archived (the buttons count each kind) and their name.
  const [selected, setSelected] = useState<Map<number, { archived: boolean; name: string }>>(new Map());
  // Other filters start again with nothing chosen (adjusted during render, not in an effect).
  const filterKey = JSON.stringify(filters);
  const [filtersFor, setFiltersFor] = useState(filterKey);
  if (filtersFor !== filterKey) {
    setFiltersFor(filterKey);
    setSelected(new Map());
  }
  const [dialog, setDialog] = useState<'archive' | 'unArchive' | 'delete' | null>(null);
  const [editing, setEditing] = useState<SchoolStudent | null>(null);
  const [exporting, setExporting] = useState(false);
  const [selectingAll, setSelectingAll] = useState(false);

  const list = useSchoolStudentsScroll(schoolId ?? 0, filters);
  const classOptions = useMemo(
    () => scopeGroups.map((g) => ({ value: String(g.groupId), label: g.code })),
    [scopeGroups],
  );
  const years = useMemo(() => yearOptions(scopeGroups), [scopeGroups]);
  const myGroupIds = useMemo(() => new Set(groups.map((g) => g.groupId)), [groups]);

  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: NO_LAYOUT_RECT,
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height === 0 ? NO_LAYOUT_RECT : rect)),
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || ROW_HEIGHT,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastShown = virtualRows.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  // Near the end of what is loaded: the next 50.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastShown >= items.length - 15) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastShown, items.length]);

  if (schoolId === null) return null;

  const filtered = filters.searchText !== '' || groupId !== null || yearGroupId !== null;
  const clearFilters = () => {
    setSearchInput('');
    setGroupId(null);
    setYearGroupId(scope?.yearGroupId ?? null);
    setArchiveStatus('active');
  };
  const entry = (s: SchoolStudent) => ({ archived: s.isArchived, name: `${s.firstName} ${s.lastName}` });
  const toggle = (student: SchoolStudent) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(student.studentId)) next.delete(student.studentId);
      else next.set(student.studentId, entry(student));
      return next;
    });
  const shownChosen = items.filter((s) => selected.has(s.studentId)).length;
  const allShown = items.length > 0 && shownChosen === items.length;
  const toggleShown = () =>
    setSelected((current) => {
      const next = new Map(current);
      for (const s of items) {
        if (allShown) next.delete(s.studentId);
        else next.set(s.studentId, entry(s));
      }
      return next;
    });
  const selectAllMatching = async () => {
    setSelectingAll(true);
    try {
      const all = await fetchAllMatching(schoolId, filters);
      setSelected(new Map(all.items.map((s) => [s.studentId, entry(s)])));
    } catch (error) {
      showToast({ id: 'students-select-all', message: errorMessageOf(error) });
    } finally {
      setSelectingAll(false);
    }
  };
  const toArchive = [...selected].filter(([, s]) => !s.archived).map(([id]) => id);
  const toUnArchive = [...selected].filter(([, s]) => s.archived).map(([id]) => id);
  const chosenNames = [...selected.values()].map((s) => s.name);
  const canEdit = (s: SchoolStudent) => isAdministrator || s.groups.some((g) => myGroupIds.has(g.groupId));
  const openClasses = (screen: 'add-classes' | 'manage-classes') =>
    navigate(paths.settingsPeopleClasses(schoolId, 'students', screen, scopeParam), {
      state: { selection: { ids: [...selected.keys()], names: chosenNames.slice(0, 20) } },
    });

  const onExport = async (format: 'csv' | 'pdf') => {
    setExporting(true);
    try {
      saveFile(await exportStudents(schoolId, filters, format), fileName(school?.name ?? 'school', format));
    } catch (error) {
      showToast({ id: 'students-export', message: errorMessageOf(error) });
    } finally {
      setExporting(false);
    }
  };

  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <div>
          <Title order={1}>{scope ? `Students: ${scope.label}` : 'Students'}</Title>
          <Text className={muted.muted} mt={4}>
            Everyone in {scope ? scope.label : (school?.name ?? 'your school')}: find a student, edit them,
            put them into classes, and export the list.
            {isAdministrator && ' Archive students who have left, or delete a student for good.'}
          </Text>
          {scope && (
            <Anchor component={Link} to={paths.settingsStudents(schoolId)} size="sm">
              All of the school's students
            </Anchor>
          )}
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
        <ListSearchInput
          placeholder="Name or username"
          value={searchInput}
          onChange={setSearchInput}
          style={{ flex: '1 1 14rem' }}
        />
        <ClassFilterSelect data={classOptions} groupId={groupId} onChange={setGroupId} />
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
          {total > items.length && selected.size < total && (
            <Button
              size="sm"
              variant="subtle"
              onClick={() => void selectAllMatching()}
              loading={selectingAll}
            >
              Choose all {total} that match
            </Button>
          )}
          {selected.size > 0 && (
            <>
              <Button size="sm" variant="outline" onClick={() => openClasses('add-classes')}>
                Add to classes
              </Button>
              <Button size="sm" variant="outline" onClick={() => openClasses('manage-classes')}>
                Take out of classes
              </Button>
            </>
          )}
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
          {isAdministrator && selected.size > 0 && (
            <Button size="sm" color="red.9" variant="outline" onClick={() => setDialog('delete')}>
              Delete {selected.size}
            </Button>
          )}
          {selected.size > 0 && (
            <Button size="sm" variant="subtle" onClick={() => setSelected(new Map())}>
              Clear choice
            </Button>
          )}
        </Group>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size="sm"
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              loading={exporting}
              disabled={total === 0}
            >
              Export
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void onExport('csv')}>Export CSV</Menu.Item>
            <Menu.Item onClick={() => void onExport('pdf')}>Export PDF</Menu.Item>
          </Menu.Dropdown>
        </Menu>
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
          <div
            ref={scrollRef}
            data-testid="students-scroller"
            style={{ maxHeight: 'min(70vh, 44rem)', overflow: 'auto', overscrollBehavior: 'contain' }}
          >
            <Table
              striped
              highlightOnHover
              verticalSpacing="xs"
              aria-label="Students"
              aria-busy={list.isFetching}
              aria-rowcount={total + 1}
              miw={640}
              stickyHeader
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label="Select every student shown"
                      checked={allShown}
                      indeterminate={shownChosen > 0 && !allShown}
                      onChange={toggleShown}
                    />
                  </Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Username</Table.Th>
                  <Table.Th>Classes</Table.Th>
                  <Table.Th>Year</Table.Th>
                  <Table.Th w={56}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {paddingTop > 0 && (
                  <tr aria-hidden style={{ height: paddingTop }}>
                    <td colSpan={6} />
                  </tr>
                )}
                {virtualRows.map((row) => {
                  const student = items[row.index];
                  if (!student) return null;
                  return (
                    <StudentRow
                      key={student.studentId}
                      index={row.index}
                      measure={virtualizer.measureElement}
                      student={student}
                      selected={selected.has(student.studentId)}
                      canEdit={canEdit(student)}
                      onToggle={toggle}
                      onEdit={setEditing}
                    />
                  );
                })}
                {paddingBottom > 0 && (
                  <tr aria-hidden style={{ height: paddingBottom }}>
                    <td colSpan={6} />
                  </tr>
                )}
              </Table.Tbody>
            </Table>
          </div>
          <Text size="sm" className={muted.muted} data-testid="students-shown">
            {items.length < total
              ? `${items.length} of ${total} loaded: scroll for more`
              : `${total} ${total === 1 ? 'student' : 'students'}`}
          </Text>
        </Stack>
      )}

      <ArchiveStudentsDialog
        schoolId={schoolId}
        studentIds={dialog === 'unArchive' ? toUnArchive : toArchive}
        archive={dialog !== 'unArchive'}
        opened={dialog === 'archive' || dialog === 'unArchive'}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          setSelected(new Map());
        }}
      />
      <DeleteStudentsDialog
        schoolId={schoolId}
        studentIds={[...selected.keys()]}
        names={chosenNames}
        opened={dialog === 'delete'}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          setSelected(new Map());
        }}
      />
      <EditStudentDialog schoolId={schoolId} student={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
