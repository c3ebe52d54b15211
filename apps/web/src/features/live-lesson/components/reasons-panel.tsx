import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { LiveLessonTeacherView } from '@mathsight/contract/live-lessons.ts';
import { useHideReason } from '../api/teacher-actions.ts';

/**
 * The students' reasons grouped by the misconception behind the answer they chose (the right answer's
 * apart), with their names for the teacher; the board shows them without names. Hide takes one off
 * the board at once (and Show puts it back): the teacher moderates with one click.
 */
export function ReasonsPanel({ lesson }: { lesson: LiveLessonTeacherView }) {
  const hide = useHideReason(lesson.liveLessonId);
  if (lesson.question === null) return null;
  const groups = lesson.reasonGroups.filter((g) => g.reasons.length > 0);
  return (
    <Stack gap="sm" component="section" aria-labelledby="live-reasons-heading">
      <Title order={2} size="h3" id="live-reasons-heading">
        Reasons
      </Title>
      {groups.length === 0 ? (
        <Text>No reasons yet: students can explain their answer in one sentence after they vote.</Text>
      ) : (
        groups.map((g) => {
          const title = g.isCorrect
            ? 'The right answer'
            : g.misconception
              ? g.misconception.name
              : 'A wrong answer with no misconception recorded';
          return (
            <Card
              key={g.misconception?.misconceptionId ?? (g.isCorrect ? 'right' : 'other')}
              withBorder
              padding="sm"
              radius="md"
              data-testid="reason-group"
            >
              <Text fw={700} mb={4}>
                {title}
              </Text>
              <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
                {g.reasons.map((r) => (
                  <Group
                    component="li"
                    key={r.voteId}
                    gap="sm"
                    wrap="nowrap"
                    justify="space-between"
                    data-testid="reason"
                    data-hidden={r.hidden}
                  >
                    <Text
                      size="sm"
                      c={r.hidden ? 'gray.7' : undefined}
                      td={r.hidden ? 'line-through' : undefined}
                    >
                      <strong>{r.studentName}</strong> ({r.letter}
                      {r.round === 2 ? ', re-vote' : ''}): {r.text}
                      {r.hidden && ' (hidden from the board)'}
                    </Text>
                    <Button
                      size="xs"
                      variant="default"
                      style={{ flex: 'none' }}
                      onClick={() => hide.mutate({ voteId: r.voteId, hidden: !r.hidden })}
                      loading={hide.isPending && hide.variables?.voteId === r.voteId}
                      aria-label={`${r.hidden ? 'Show' : 'Hide'} ${r.studentName}’s reason`}
                    >
                      {r.hidden ? 'Show' : 'Hide'}
                    </Button>
                  </Group>
                ))}
              </Stack>
            </Card>
          );
        })
      )}
    </Stack>
  );
}
