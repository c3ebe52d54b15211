import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SchoolTeacherItem } from '@mathsight/contract/schools.ts';
import muted from '../../ui/muted-text.module.css';
import { showToast } from '../../ui/toast.ts';
import { useAnswerTeacher, useTeachersWaiting } from '../api/teachers-waiting.ts';

/**
 * For a school's administrators: colleagues who asked to join, each confirmed or declined in one
 * click, on the school home (the email about them links there) and at the top of the notifications
 * (their badge counts them). Nothing shows when nobody is waiting.
 */
export function TeachersWaiting({ schoolId, schoolName }: { schoolId: number; schoolName: string }) {
  const waiting = useTeachersWaiting(schoolId, true);
  const answer = useAnswerTeacher(schoolId);
  const items = waiting.data?.items ?? [];
  if (items.length === 0) return null;

  const respond = (teacher: SchoolTeacherItem, confirm: boolean) =>
    answer.mutate(
      { teacherId: teacher.teacherId, confirm },
      {
        onSuccess: () =>
          showToast({
            id: `teacher-${teacher.teacherId}`,
            color: 'green',
            message: confirm
              ? `${teacher.firstName} ${teacher.lastName} can now use ${schoolName}. We've emailed them.`
              : `You declined ${teacher.firstName} ${teacher.lastName}.`,
          }),
      },
    );

  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="teachers-waiting"
    >
      <Title order={2} size="h3" id="teachers-waiting">
        Teachers waiting to join
      </Title>
      <Text size="sm" className={muted.muted} mt={4}>
        They can't see {schoolName}'s classes or results until you confirm them.
      </Text>
      <Stack component="ul" gap="sm" mt="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((teacher) => {
          const name = `${teacher.firstName} ${teacher.lastName}`;
          const busy = answer.isPending && answer.variables?.teacherId === teacher.teacherId;
          return (
            <Group component="li" key={teacher.teacherId} justify="space-between" wrap="wrap" gap="sm">
              <div>
                <Text fw={600}>{name}</Text>
                <Text size="sm" className={muted.muted}>
                  {teacher.email}
                </Text>
              </div>
              <Group gap="xs">
                <Button
                  size="sm"
                  onClick={() => respond(teacher, true)}
                  loading={busy && answer.variables?.confirm}
                >
                  Confirm {name}
                </Button>
                <Button
                  size="sm"
                  variant="default"
                  onClick={() => respond(teacher, false)}
                  loading={busy && !answer.variables?.confirm}
                >
                  Decline
                </Button>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
