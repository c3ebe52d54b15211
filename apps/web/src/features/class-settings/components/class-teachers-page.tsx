import { Button, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { GroupDetail } from '@mathsight/contract/groups.ts';
import { type FormEvent, useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useConfirmedTeachers, useSetClassTeachers } from '../api/class-teachers.ts';
import { useClassContext } from './class-context.ts';
import { ClassFrame } from './class-frame.tsx';

function TeachersForm({ schoolId, group }: { schoolId: number; group: GroupDetail }) {
  const staff = useConfirmedTeachers(schoolId);
  const save = useSetClassTeachers(group.groupId);
  const [chosen, setChosen] = useState(() => new Set(group.teachers.map((t) => t.teacherId)));
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (chosen.size === 0) {
      setFailure('A class needs at least one teacher.');
      return;
    }
    try {
      const saved = await save.mutateAsync([...chosen]);
      showToast({
        id: 'class-teachers-saved',
        message: `${group.code} is taught by ${saved.items.map((t) => `${t.firstName} ${t.lastName}`).join(', ')}.`,
      });
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  };
  if (staff.isPending) return <Skeleton height={160} aria-label="Loading the school's teachers" />;
  if (staff.isError) {
    return (
      <LoadError
        title="The school's teachers could not be loaded"
        message={staff.error.message}
        onRetry={() => staff.refetch()}
      />
    );
  }
  const teachers = staff.data.items;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`Teachers of ${group.code}`}>
      <Stack gap="md">
        {failure && (
          <StatusAlert tone="error" title="The teachers were not saved" role="alert">
            {failure}
          </StatusAlert>
        )}
        {teachers.length === 0 ? (
          <Text>The school has no Confirmed teachers yet.</Text>
        ) : (
          <Checkbox.Group
            label="Teachers of the class"
            description="Choose at least one."
            value={[...chosen].map(String)}
            onChange={(values) => setChosen(new Set(values.map(Number)))}
          >
            <Stack gap="xs" mt="xs">
              {teachers.map((t) => (
                <Checkbox
                  key={t.teacherId}
                  value={String(t.teacherId)}
                  label={`${t.firstName} ${t.lastName}`}
                  description={t.email ?? undefined}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save teachers
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/{schoolId}/settings/classes/{groupId}/teachers/edit`: set a class's co-teachers from the school's Confirmed teachers. */
export function ClassTeachersPage() {
  const { schoolId, groupId } = useClassContext();
  return (
    <ClassFrame
      groupId={groupId}
      pageTitle="Class teachers"
      title={(code) => `Teachers of ${code}`}
      intro="Everyone chosen teaches the class: they see its work and results and can change it."
      back={{ to: paths.settingsClass(schoolId, groupId), label: 'Back to the class' }}
    >
      {(group) => <TeachersForm schoolId={schoolId} group={group} />}
    </ClassFrame>
  );
}
