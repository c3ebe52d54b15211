import {
  Anchor,
  Button,
  Group,
  Menu,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ArchiveStatus, SchoolStudent } from '@mathsight/contract/school-students.ts';
import { IconChevronDown, IconDownload, IconUpload } from '@tabler/icons-react';
import { lazy, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { saveFile } from '../../../shared/api/http-client.ts';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { groupsInScope, parseScope } from '../../../shared/school/people-scope.ts';
import type { SessionGroup } from '../../../shared/session/school-rules.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { LazyDialog } from '../../../shared/ui/lazy-dialog.tsx';
import { ClassFilterSelect, ListSearchInput } from '../../../shared/ui/list-filters.tsx';
import { ListEmpty, ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import { SelectionBar } from '../../../shared/ui/list-kit/selection-bar.tsx';
import { useSelection } from '../../../shared/ui/list-kit/use-selection.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { showToast } from '../../../shared/ui/toast.ts';
import { exportStudents } from '../api/export-students.ts';
import {
  fetchAllMatching,
  type StudentFilters,
  useSchoolStudentsScroll,
} from '../api/list-school-students.ts';
import { studentsCount } from './students-count.ts';
import { StudentsTable } from './students-table.tsx';

// The dialogs download when first opened (issue 26 point 4: light pages).
const ArchiveStudentsDialog = lazy(async () => ({
  default: (await import('./archive-students-dialog.tsx')).ArchiveStudentsDialog,
}));
const DeleteStudentsDialog = lazy(async () => ({
  default: (await import('./delete-students-dialog.tsx')).DeleteStudentsDialog,
}));
const EditStudentDialog = lazy(async () => ({
  default: (await import('./edit-student-dialog.tsx')).EditStudentDialog,
}));

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
  // Chosen students by id, with whether each is archived (the buttons count each kind) and their name;
  // other filters start again with nothing chosen.
  const selection = useSelection<{ archived: boolean; name: string }>(JSON.stringify(filters));
  const selected = selection.chosen;
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

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = hasNextPage && !isFetchingNextPage ? fetchNextPage : undefined;

  if (schoolId === null) return null;

  const filtered = filters.searchText !== '' || groupId !== null || yearGroupId !== null;
  const clearFilters = () => {
    setSearchInput('');
    setGroupId(null);
    setYearGroupId(scope?.yearGroupId ?? null);
    setArchiveStatus('active');
  };
  const entry = (s: SchoolStudent) => ({ archived: s.isArchived, name: `${s.firstName} ${s.lastName}` });
  const toggle = (s: SchoolStudent) => selection.toggle(s.studentId, entry(s));
  const toggleShown = () => selection.toggleAll(items.map((s) => [s.studentId, entry(s)] as const));
  const selectAllMatching = async () => {
    setSelectingAll(true);
    try {
      const all = await fetchAllMatching(schoolId, filters);
      selection.replace(all.items.map((s) => [s.studentId, entry(s)] as const));
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
        <NativeSelect
          label="Year"
          data={[{ value: '', label: 'All years' }, ...years]}
          value={yearGroupId === null ? '' : String(yearGroupId)}
          onChange={(e) =>
            setYearGroupId(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))
          }
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
        <SelectionBar
          size={selected.size}
          count={studentsCount}
          noun="students"
          onClear={selection.clear}
          testId="selection-count"
        >
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
        </SelectionBar>
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

      <ListStates
        read={list}
        noun="students"
        isEmpty={() => items.length === 0}
        empty={
          filtered || archiveStatus !== 'active' ? (
            <ListEmpty title="No students match" testId="students-empty">
              <Text size="sm">
                {archiveStatus === 'archived' && !filtered
                  ? 'No student of the school is archived.'
                  : 'Try other words, or another class or year.'}
              </Text>
              <Button size="xs" variant="default" onClick={clearFilters}>
                Clear filters
              </Button>
            </ListEmpty>
          ) : (
            <ListEmpty title="No students yet" testId="students-empty">
              <Text size="sm">
                Students join the school through their classes: add a class and its students.
              </Text>
              <Anchor component={Link} to={paths.classesNew(schoolId)}>
                Add a class
              </Anchor>
            </ListEmpty>
          )
        }
      >
        {() => (
          <StudentsTable
            items={items}
            total={total}
            busy={list.isFetching}
            isChosen={selection.has}
            onToggle={toggle}
            onToggleShown={toggleShown}
            canEdit={canEdit}
            onEdit={setEditing}
            onNearEnd={loadMore}
          />
        )}
      </ListStates>

      <LazyDialog
        dialog={ArchiveStudentsDialog}
        schoolId={schoolId}
        studentIds={dialog === 'unArchive' ? toUnArchive : toArchive}
        archive={dialog !== 'unArchive'}
        opened={dialog === 'archive' || dialog === 'unArchive'}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          selection.clear();
        }}
      />
      <LazyDialog
        dialog={DeleteStudentsDialog}
        schoolId={schoolId}
        studentIds={[...selected.keys()]}
        names={chosenNames}
        opened={dialog === 'delete'}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          selection.clear();
        }}
      />
      <LazyDialog
        dialog={EditStudentDialog}
        schoolId={schoolId}
        student={editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
