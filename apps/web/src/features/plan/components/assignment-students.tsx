import { Table, Text } from '@mantine/core';
import type { AssignmentDetail } from '@mathsight/contract/assignments.ts';
import { formatSchoolDateTime } from '../../../shared/dates/school-time.ts';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';

/** Every student the work was set for: their class, when they started and finished, and their score so far. */
export function AssignmentStudents({ detail }: { detail: AssignmentDetail }) {
  if (detail.students.length === 0) {
    return <Text>No students were in these classes when the work was set.</Text>;
  }
  const codeOf = new Map(detail.groups.map((g) => [g.groupId, g.code]));
  const students = [...detail.students].sort(
    (a, b) =>
      a.lastName.localeCompare(b.lastName, 'en-GB') || a.firstName.localeCompare(b.firstName, 'en-GB'),
  );
  return (
    <ListTable label="Students" minWidth={560} verticalSpacing="xs" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Student</Table.Th>
          <Table.Th scope="col">Class</Table.Th>
          <Table.Th scope="col">Started</Table.Th>
          <Table.Th scope="col">Completed</Table.Th>
          <Table.Th scope="col">Correct</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {students.map((s) => (
          <Table.Tr key={s.studentId}>
            <Table.Th scope="row" fw={500}>
              {s.firstName} {s.lastName}
            </Table.Th>
            <Table.Td>{(s.groupId !== null && codeOf.get(s.groupId)) || '–'}</Table.Td>
            <Table.Td>{s.startedAt ? formatSchoolDateTime(s.startedAt) : 'Not yet'}</Table.Td>
            <Table.Td>{s.completedAt ? formatSchoolDateTime(s.completedAt) : 'Not yet'}</Table.Td>
            <Table.Td>{s.answeredCount > 0 ? `${s.correctCount} of ${s.answeredCount}` : '–'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}
