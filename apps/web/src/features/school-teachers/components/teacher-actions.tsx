import { ActionIcon, Anchor, Button, Group, Menu, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { RemoveSchoolTeachersResponse, SchoolTeacherItem } from '@mathsight/contract/schools.ts';
import { IconDotsVertical } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useAnswerTeacher } from '../../../shared/school/api/teachers-waiting.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useSetAdministrator } from '../api/change-school-teachers.ts';

export const nameOf = (t: Pick<SchoolTeacherItem, 'firstName' | 'lastName'>) =>
  `${t.firstName} ${t.lastName}`;

/** Classes left with no teacher by a removal, each linked to where its teachers are chosen. */
export function OrphanedClasses({
  schoolId,
  removed,
  onDismiss,
}: {
  schoolId: number;
  removed: { name: string; result: RemoveSchoolTeachersResponse };
  onDismiss: () => void;
}) {
  const classes = removed.result.orphanedClasses;
  return (
    <StatusAlert
      tone={classes.length > 0 ? 'info' : 'success'}
      role="status"
      title={`${removed.name} is no longer a teacher of this school`}
    >
      <Stack gap="xs" align="flex-start">
        {classes.length > 0 ? (
          <>
            <Text size="sm">
              {classes.length === 1 ? 'This class has' : 'These classes have'} no teacher now. Choose who
              teaches {classes.length === 1 ? 'it' : 'them'}:
            </Text>
            <Group component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
              {classes.map((c) => (
                <li key={c.groupId}>
                  <Anchor component={Link} to={paths.settingsClassTeachersEdit(schoolId, c.groupId)}>
                    Choose teachers for {c.code}
                  </Anchor>
                </li>
              ))}
            </Group>
          </>
        ) : (
          <Text size="sm">Their classes all still have a teacher.</Text>
        )}
        <Button size="xs" variant="default" onClick={onDismiss}>
          Dismiss
        </Button>
      </Stack>
    </StatusAlert>
  );
}

export function TeacherActions({
  schoolId,
  teacher,
  isSelf,
  onRemove,
}: {
  schoolId: number;
  teacher: SchoolTeacherItem;
  isSelf: boolean;
  onRemove: () => void;
}) {
  const setAdministrator = useSetAdministrator(schoolId);
  const name = nameOf(teacher);
  const toggle = () =>
    setAdministrator.mutate(
      { teacherId: teacher.teacherId, isSchoolAdministrator: !teacher.isSchoolAdministrator },
      {
        onSuccess: () =>
          showToast({
            id: `administrator-${teacher.teacherId}`,
            color: 'green',
            message: teacher.isSchoolAdministrator
              ? `${name} is no longer an administrator.`
              : `${name} is now an administrator.`,
          }),
        onError: (error) =>
          showToast({
            id: `administrator-${teacher.teacherId}`,
            color: 'red',
            message: errorMessageOf(error),
          }),
      },
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Actions for ${name}`}
          loading={setAdministrator.isPending}
        >
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={toggle}>
          {teacher.isSchoolAdministrator ? 'Remove administrator' : 'Make administrator'}
        </Menu.Item>
        {!isSelf && (
          <Menu.Item color="red.9" onClick={onRemove}>
            Remove from school
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export function WaitingActions({ schoolId, teacher }: { schoolId: number; teacher: SchoolTeacherItem }) {
  const answer = useAnswerTeacher(schoolId);
  const name = nameOf(teacher);
  const respond = (confirm: boolean) =>
    answer.mutate(
      { teacherId: teacher.teacherId, confirm },
      {
        onSuccess: () =>
          showToast({
            id: `teacher-${teacher.teacherId}`,
            color: 'green',
            message: confirm
              ? `${name} can now use the school. We've emailed them.`
              : `You declined ${name}.`,
          }),
        onError: (error) =>
          showToast({ id: `teacher-${teacher.teacherId}`, color: 'red', message: errorMessageOf(error) }),
      },
    );
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      <Button size="xs" onClick={() => respond(true)} loading={answer.isPending && answer.variables?.confirm}>
        Confirm<VisuallyHidden> {name}</VisuallyHidden>
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => respond(false)}
        loading={answer.isPending && !answer.variables?.confirm}
      >
        Decline<VisuallyHidden> {name}</VisuallyHidden>
      </Button>
    </Group>
  );
}
