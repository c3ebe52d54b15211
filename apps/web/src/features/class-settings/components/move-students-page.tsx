import { Button, Group, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import type { GroupDetail } from '@mathsight/contract/groups.ts';
import { useState } from 'react';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { useSchoolClasses } from '../../../shared/classes/api/list-school-classes.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { AppDialog } from '../../../shared/ui/app-dialog.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useChangeClassStudents } from '../api/change-class-students.ts';
import { useClassStudents } from '../api/get-class.ts';
import { studentsCount, useClassContext } from './class-context.ts';
import { ClassFrame } from './class-frame.tsx';
import { StudentPicker } from './student-picker.tsx';

function MoveForm({
  schoolId,
  group,
  teacherId,
  isAdministrator,
}: {
  schoolId: number;
  group: GroupDetail;
  teacherId: number | null;
  isAdministrator: boolean;
}) {
  const members = useClassStudents(group.groupId);
  const classes = useSchoolClasses(schoolId);
  const move = useChangeClassStudents(group.groupId);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [target, setTarget] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Into a class the caller teaches (any of the school's for an administrator).
  const targets = (classes.data?.items ?? [])
    .filter((g) => g.groupId !== group.groupId)
    .filter((g) => isAdministrator || g.teachers.some((t) => t.teacherId === teacherId))
    .map((g) => ({ value: String(g.groupId), label: g.code }));
  const targetCode = targets.find((t) => t.value === target)?.label ?? '';

  const onMove = async () => {
    if (target === null) return;
    setFailure(null);
    try {
      const { count } = await move.mutateAsync({
        kind: 'move',
        studentIds: [...chosen],
        toGroupId: Number(target),
      });
      setConfirming(false);
      setChosen(new Set());
      showToast({ id: 'class-students-moved', message: `Moved ${studentsCount(count)} to ${targetCode}.` });
    } catch (error) {
      setConfirming(false);
      setFailure(errorMessageOf(error));
    }
  };

  if (members.isPending || classes.isPending)
    return <Skeleton height={160} aria-label="Loading the classes" />;
  if (members.isError || classes.isError) {
    return (
      <LoadError
        title="The classes could not be loaded"
        message={(members.error ?? classes.error)?.message ?? ''}
        onRetry={() => {
          void members.refetch();
          void classes.refetch();
        }}
      />
    );
  }
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="md">
        {failure && (
          <StatusAlert tone="error" title="Nobody was moved" role="alert">
            {failure}
          </StatusAlert>
        )}
        <StudentPicker
          label="Choose students to move"
          students={members.data.items}
          chosen={chosen}
          onChange={setChosen}
          empty="No students in this class to move."
        />
        {targets.length === 0 ? (
          <Text size="sm">You teach no other class to move students into.</Text>
        ) : (
          <Select
            label="Move them to"
            placeholder="Choose a class"
            data={targets}
            value={target}
            onChange={setTarget}
            searchable
            nothingFoundMessage="No class of that name"
          />
        )}
        <Group>
          <Button disabled={chosen.size === 0 || target === null} onClick={() => setConfirming(true)}>
            Move {chosen.size === 0 ? 'students' : studentsCount(chosen.size)}
          </Button>
        </Group>
      </Stack>
      <AppDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Move ${studentsCount(chosen.size)} to ${targetCode}?`}
        size="md"
        busy={move.isPending}
      >
        <Stack gap="md">
          <Text>
            They leave {group.code} (and its open work they had not started) and join {targetCode}, with its
            current work. Their past answers stay with them and with {group.code}, where they gave them.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => setConfirming(false)}
              disabled={move.isPending}
              data-autofocus
            >
              Cancel
            </Button>
            <Button onClick={() => void onMove()} loading={move.isPending}>
              Move {studentsCount(chosen.size)}
            </Button>
          </Group>
        </Stack>
      </AppDialog>
    </Paper>
  );
}

/** `/{schoolId}/classes/{groupId}/students/move`: choose students, choose the class they move to, confirm. */
export function MoveStudentsPage() {
  const { schoolId, groupId, teacherId, isAdministrator } = useClassContext();
  return (
    <ClassFrame
      groupId={groupId}
      pageTitle="Move students"
      title={(code) => `Move students of ${code}`}
      intro="Move students into another of your classes."
      back={{ to: paths.settingsClass(schoolId, groupId), label: 'Back to the class' }}
    >
      {(group) => (
        <MoveForm schoolId={schoolId} group={group} teacherId={teacherId} isAdministrator={isAdministrator} />
      )}
    </ClassFrame>
  );
}
