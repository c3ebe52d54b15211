import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  IMPORT_FIELD_LABELS,
  type ImportField,
  type ImportProblem,
} from '@mathsight/contract/student-import.ts';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';
import type { CsvData } from '../model/csv-data.ts';

/**
 * The rows with problems, their mapped cells editable: correct them here (or in the file, and choose
 * it again), then check again. Changes stay on this screen until the import.
 */
export function FixRows({
  data,
  problems,
  onCell,
  onCheck,
  checking,
}: {
  data: CsvData;
  problems: readonly ImportProblem[];
  onCell: (row: number, column: number, value: string) => void;
  onCheck: () => void;
  checking: boolean;
}) {
  const rows = [...new Set(problems.map((p) => p.row))];
  const mapped = data.columns.flatMap((field, index) => (field ? [{ field, index }] : []));
  const messagesOf = (row: number) => problems.filter((p) => p.row === row);
  const wrong = (row: number, field: ImportField) =>
    messagesOf(row).some(
      (p) => p.field === field || (p.field === null && (field === 'firstName' || field === 'lastName')),
    );
  if (rows.length === 0) return null;
  return (
    <Stack gap="sm">
      <ListTable label="Rows to correct" minWidth={mapped.length * 150 + 80} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>Row</Table.Th>
            {mapped.map(({ field }) => (
              <Table.Th key={field}>{IMPORT_FIELD_LABELS[field]}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row} data-testid="fix-row">
              <Table.Th scope="row">{row}</Table.Th>
              {mapped.map(({ field, index }) => (
                <Table.Td key={field}>
                  <TextInput
                    size="xs"
                    aria-label={`Row ${row} ${IMPORT_FIELD_LABELS[field]}`}
                    value={data.records[row - 1]?.[index] ?? ''}
                    onChange={(e) => onCell(row, index, e.currentTarget.value)}
                    error={wrong(row, field) || undefined}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ListTable>
      <Group gap="sm">
        <Button onClick={onCheck} loading={checking} variant="default">
          Check the corrected rows
        </Button>
        <Text size="sm">Correct the rows above (or the file, and choose it again), then check again.</Text>
      </Group>
    </Stack>
  );
}
