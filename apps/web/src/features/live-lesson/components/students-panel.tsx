import { Stack, Table, Text, Title } from '@mantine/core';
import type { LiveLessonTeacherView } from '@mathsight/contract/live-lessons.ts';
import { ScrollTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { currentRound, movedToRight, notAnswered, voteWords } from '../lesson-people.ts';

/**
 * The open question, student by student (the teacher's screen only): who has not answered the round
 * now open, who moved from a wrong answer to the right one, and each student's first and second answers.
 */
export function StudentsPanel({ lesson }: { lesson: LiveLessonTeacherView }) {
  if (lesson.question === null) return null;
  const waiting = notAnswered(lesson.students, lesson.phase);
  const moved = movedToRight(lesson.students);
  const round = currentRound(lesson.phase);
  return (
    <Stack gap="sm" component="section" aria-labelledby="live-students-heading">
      <Title order={2} size="h3" id="live-students-heading">
        Students
      </Title>
      <Text data-testid="not-answered">
        <strong>
          {waiting.length === 0
            ? `Everyone has answered${round === 2 ? ' the re-vote' : ''}.`
            : `Not answered${round === 2 ? ' the re-vote' : ''} yet (${waiting.length}):`}
        </strong>{' '}
        {waiting.map((s) => `${s.name}${s.joined ? '' : ' (not joined)'}`).join(', ')}
      </Text>
      {round === 2 && (
        <Text data-testid="moved-to-right">
          <strong>Moved from a wrong answer to the right one ({moved.length}):</strong>{' '}
          {moved.length === 0 ? 'nobody yet' : moved.map((s) => s.name).join(', ')}
        </Text>
      )}
      <ScrollTable label="Each student’s answers" minWidth={340}>
        <Table striped withTableBorder data-testid="live-students">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Student</Table.Th>
              <Table.Th scope="col">First answer</Table.Th>
              <Table.Th scope="col">Re-vote</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lesson.students.map((s) => (
              <Table.Tr key={s.studentId}>
                <Table.Th scope="row" fw={500}>
                  {s.name}
                  {!s.joined && (
                    <Text span size="xs" c="gray.8">
                      {' '}
                      (not joined)
                    </Text>
                  )}
                </Table.Th>
                <Table.Td>{voteWords(s.first)}</Table.Td>
                <Table.Td>
                  {voteWords(s.second)}
                  {s.movedToRight && (
                    <Text size="xs" fw={700} c="teal.9">
                      Moved to right
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}
