import { Anchor, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { SchoolGroup } from '@mathsight/contract/groups.ts';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useSchoolClasses } from '../../../shared/classes/api/list-school-classes.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { ListEmpty, ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { useClassContext } from './class-context.ts';
import { ClassesTable } from './classes-table.tsx';
import { DeleteClassDialog } from './delete-class-dialog.tsx';

/** The departments and year groups the classes use, each once, for the filters. */
function filterOptions(groups: SchoolGroup[]) {
  const departments = [
    ...new Set(groups.flatMap((g) => (g.departmentName ? [g.departmentName] : []))),
  ].sort();
  const years = new Map<number, string>();
  for (const g of groups) for (const y of g.yearGroups) years.set(y.countryYearGroupId, y.name);
  const ordinal = (name: string) => Number(/\d+/.exec(name)?.[0] ?? -1);
  return {
    departments,
    years: [...years]
      .sort(([, a], [, b]) => ordinal(a) - ordinal(b) || a.localeCompare(b))
      .map(([id, name]) => ({ value: String(id), label: name })),
  };
}

/**
 * `/{schoolId}/settings/classes`: every class of the school (issue 13 point 5). Search by code,
 * filter by department and year; add one (the new-class flow), edit, or delete one after a warning
 * that names what goes with it.
 */
export function SchoolClassesPage() {
  usePageTitle('Classes');
  const { schoolId } = useClassContext();
  const list = useSchoolClasses(schoolId);
  const [search, setSearch] = useState('');
  const [department, setDepartment] = useState<string | null>(null);
  const [yearGroupId, setYearGroupId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SchoolGroup | null>(null);

  const groups = list.data?.items ?? [];
  const options = useMemo(() => filterOptions(groups), [groups]);
  const words = search.trim().toLowerCase();
  const shown = groups.filter(
    (g) =>
      (!words || `${g.code} ${g.description ?? ''}`.toLowerCase().includes(words)) &&
      (department === null || g.departmentName === department) &&
      (yearGroupId === null || g.yearGroups.some((y) => String(y.countryYearGroupId) === yearGroupId)),
  );
  const filtered = words !== '' || department !== null || yearGroupId !== null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>Classes</Title>
          <Text className={muted.muted} mt={4}>
            All of the school's classes, with their teachers and number of students.
          </Text>
        </div>
        <Button
          component={Link}
          to={paths.classesNew(schoolId)}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Add a class
        </Button>
      </Group>

      <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Find classes">
        <TextInput
          label="Search"
          placeholder="Class code or description"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: '1 1 14rem' }}
          maxLength={100}
        />
        <Select
          label="Department"
          placeholder="All departments"
          data={options.departments}
          value={department}
          onChange={setDepartment}
          clearable
          style={{ flex: '1 1 10rem' }}
        />
        <Select
          label="Year"
          placeholder="All years"
          data={options.years}
          value={yearGroupId}
          onChange={setYearGroupId}
          clearable
          style={{ flex: '1 1 9rem' }}
        />
      </Group>

      <ListStates
        read={list}
        noun="classes"
        loadingRows={4}
        isEmpty={() => shown.length === 0}
        empty={
          filtered ? (
            <ListEmpty title="No classes match" testId="classes-empty">
              <Text size="sm">Try another code, department or year.</Text>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setSearch('');
                  setDepartment(null);
                  setYearGroupId(null);
                }}
              >
                Clear filters
              </Button>
            </ListEmpty>
          ) : (
            <ListEmpty title="No classes yet" testId="classes-empty">
              <Text size="sm">Add the school's first class: its students join it with its code.</Text>
              <Anchor component={Link} to={paths.classesNew(schoolId)}>
                Add a class
              </Anchor>
            </ListEmpty>
          )
        }
      >
        {() => (
          <Stack gap="xs">
            <Text size="sm" role="status">
              {shown.length === groups.length
                ? `${groups.length} ${groups.length === 1 ? 'class' : 'classes'}`
                : `${shown.length} of ${groups.length} ${groups.length === 1 ? 'class' : 'classes'}`}
            </Text>
            <ClassesTable schoolId={schoolId} groups={shown} onDelete={setDeleting} label="Classes" />
          </Stack>
        )}
      </ListStates>

      <DeleteClassDialog
        group={deleting}
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onDeleted={() => setDeleting(null)}
      />
    </Stack>
  );
}
