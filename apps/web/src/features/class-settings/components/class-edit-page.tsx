import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { GroupDetail } from '@mathsight/contract/groups.ts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSchoolClasses } from '../../../shared/classes/api/list-school-classes.ts';
import { type ClassFieldValues, departmentsOf } from '../../../shared/classes/class-fields.tsx';
import { ClassForm } from '../../../shared/classes/class-form.tsx';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { showToast } from '../../../shared/ui/toast.ts';
import { useUpdateClass } from '../api/change-class.ts';
import { useClassDetail } from '../api/get-class.ts';
import { studentsCount, useClassContext } from './class-context.ts';
import { DeleteClassDialog } from './delete-class-dialog.tsx';

const valuesOf = (group: GroupDetail): ClassFieldValues => ({
  code: group.code,
  description: group.description ?? '',
  departmentName: group.departmentName ?? '',
  yearGroupIds: group.yearGroups.map((y) => String(y.countryYearGroupId)),
});

/** The class's fields, saved with PUT groups/{id}; the server's errors beside their fields. */
export function ClassEditForm({ group, departments }: { group: GroupDetail; departments: string[] }) {
  const update = useUpdateClass(group.groupId);
  return (
    <ClassForm
      initialValues={valuesOf(group)}
      save={update.mutateAsync}
      onSaved={(saved) => {
        showToast({ id: 'class-saved', message: `Saved ${saved.code}.` });
        return valuesOf(saved);
      }}
      saving={update.isPending}
      label={`Edit ${group.code}`}
      failureTitle="The class was not saved"
      submitLabel="Save changes"
      departments={departments}
    />
  );
}

/**
 * `/{schoolId}/settings/classes/{groupId}`: edit one class (code, description, department, year
 * groups), with links to its teachers and students, and delete it after the warning.
 */
export function ClassEditPage() {
  const { schoolId, groupId } = useClassContext();
  const detail = useClassDetail(groupId);
  const school = useSchoolClasses(schoolId);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  usePageTitle(detail.data ? `Edit ${detail.data.code}` : 'Edit class');
  const departments = departmentsOf(school.data?.items ?? []);

  if (detail.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Text role="status">Loading the class…</Text>
        <Skeleton height={280} />
      </Stack>
    );
  }
  if (detail.isError) {
    return (
      <LoadError
        title="The class could not be loaded"
        message={detail.error.message}
        onRetry={() => detail.refetch()}
      />
    );
  }
  const group = detail.data;
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Anchor component={Link} to={paths.settingsClasses(schoolId)} size="sm">
          All classes
        </Anchor>
        <Title order={1} mt="xs">
          Edit {group.code}
        </Title>
        <Text className={muted.muted} mt={4}>
          {studentsCount(group.counts.students)} ·{' '}
          {group.teachers.map((t) => `${t.firstName} ${t.lastName}`).join(', ') || 'No teacher'}
        </Text>
      </div>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <ClassEditForm key={group.groupId} group={group} departments={departments} />
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h3">
          Teachers and students
        </Title>
        <Group gap="lg" wrap="wrap">
          <Anchor component={Link} to={paths.settingsClassTeachersEdit(schoolId, group.groupId)}>
            Edit teachers
          </Anchor>
          <Anchor component={Link} to={paths.classStudentsEdit(schoolId, group.groupId)}>
            Add or remove students
          </Anchor>
          <Anchor component={Link} to={paths.classStudentsMove(schoolId, group.groupId)}>
            Move students to another class
          </Anchor>
          <Anchor component={Link} to={paths.classPage(schoolId, group.groupId)}>
            The class's page
          </Anchor>
        </Group>
      </Stack>
      <Group>
        <Button variant="outline" color="red.9" onClick={() => setDeleting(true)}>
          Delete {group.code}
        </Button>
      </Group>
      <DeleteClassDialog
        group={deleting ? group : null}
        opened={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          navigate(paths.settingsClasses(schoolId));
        }}
      />
    </Stack>
  );
}
