import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { GroupDetail } from '@mathsight/contract/groups.ts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import {
  type ClassField,
  ClassFields,
  type ClassFieldValues,
  classRequestOf,
  focusFirstClassError,
} from '../../../shared/classes/class-fields.tsx';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useUpdateClass } from '../api/change-class.ts';
import { useClassDetail } from '../api/get-class.ts';
import { useSchoolClasses } from '../api/list-school-classes.ts';
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
  const [values, setValues] = useState(() => valuesOf(group));
  const [errors, setErrors] = useState<Partial<Record<ClassField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const saved = await update.mutateAsync(classRequestOf(values));
      setValues(valuesOf(saved));
      showToast({ id: 'class-saved', message: `Saved ${saved.code}.` });
    } catch (error) {
      const fields = fieldErrorsOf(error) as Partial<Record<ClassField, string>>;
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessageOf(error));
      focusFirstClassError(fields);
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`Edit ${group.code}`}>
      <Stack gap="md">
        {failure && (
          <StatusAlert tone="error" title="The class was not saved" role="alert">
            {failure}
          </StatusAlert>
        )}
        <ClassFields
          values={values}
          onChange={(next, changed) => {
            setValues(next);
            setErrors((x) => ({ ...x, [changed]: undefined }));
          }}
          errors={errors}
          departments={departments}
        />
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
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
  const departments = [
    ...new Set([
      'Mathematics',
      ...(school.data?.items ?? []).flatMap((g) => (g.departmentName ? [g.departmentName] : [])),
    ]),
  ].sort();

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
