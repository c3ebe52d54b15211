import { Table, Text } from '@mantine/core';
import { IMPORT_FIELD_LABELS, type ImportProblem } from '@mathsight/contract/student-import.ts';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';

/**
 * Every problem the server found, beside its row number (the spreadsheet's) and its column. Three
 * narrow columns that wrap: no sideways scrolling, even on a phone.
 */
export function ProblemsTable({ problems }: { problems: readonly ImportProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <ListTable label="Problems by row" striped verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={56}>Row</Table.Th>
          <Table.Th w={110}>Column</Table.Th>
          <Table.Th>Problem</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {problems.map((p) => (
          <Table.Tr key={`${p.row}-${p.field}-${p.code}-${p.message}`} data-testid="problem-row">
            <Table.Th scope="row">{p.row}</Table.Th>
            <Table.Td>{p.field ? IMPORT_FIELD_LABELS[p.field] : 'Whole row'}</Table.Td>
            <Table.Td>
              <Text size="sm">{p.message}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}
