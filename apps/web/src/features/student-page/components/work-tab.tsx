import { Anchor, Card, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatScore } from '@mathsight/contract/score-and-effort.ts';
import type { StudentWorkItem } from '@mathsight/contract/student-profile.ts';
import { Link } from 'react-router';
import { formatSchoolDate } from '../../../shared/dates/school-time.ts';
import { EffortValue } from '../../../shared/numbers/effort-value.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { ScrollTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { useStudentWork } from '../api/get-student-work.ts';
import { TabError, TabLoading } from './tab-states.tsx';

const STATUS: Record<StudentWorkItem['status'], string> = {
  NotStarted: 'Not started',
  InProgress: 'In progress',
  Completed: 'Handed in',
};

/** The work tab: every piece of work set for the student, latest due first, each linked to their review. */
export function WorkTab({
  schoolId,
  studentId,
  firstName,
}: {
  schoolId: number;
  studentId: number;
  firstName: string;
}) {
  const query = useStudentWork(schoolId, studentId);
  if (query.isPending) return <TabLoading what="work" />;
  if (query.isError) return <TabError what="work" error={query.error} onRetry={() => query.refetch()} />;
  const { items } = query.data;
  if (items.length === 0) {
    return (
      <Card withBorder radius="md" padding="lg" data-testid="no-work">
        <Text size="sm">No work has been set for {firstName} yet.</Text>
      </Card>
    );
  }
  return (
    <ScrollTable label={`Work set for ${firstName}`} minWidth={640}>
      <Table verticalSpacing="xs" striped aria-label={`Work set for ${firstName}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Work</Table.Th>
            <Table.Th scope="col">Due</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Score</Table.Th>
            <Table.Th scope="col">Effort</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((w) => (
            <Table.Tr key={w.assignmentId} data-testid="work-row">
              <Table.Th scope="row" fw={500}>
                <Anchor component={Link} to={paths.assignmentStudent(schoolId, w.assignmentId, studentId)}>
                  {w.name}
                  <VisuallyHidden>: {firstName}&rsquo;s answers</VisuallyHidden>
                </Anchor>
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatSchoolDate(w.endDate)}</Table.Td>
              <Table.Td>{STATUS[w.status]}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatScore({
                  correct: w.correctCount,
                  answered: w.answeredCount,
                  questions: w.questionCount,
                })}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <EffortValue percent={w.effortPercent} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
