import { Table } from '@mantine/core';
import type { UsageCell, UsageTableData } from '@mathsight/contract/usage-report.ts';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';

/**
 * One of the usage report's tables as the shared builder (usageTable) makes it, the CSV's own headings
 * and rows: the first cell of a row names it (a row header), a number is shown as it is, nothing ("–")
 * where the file has a blank. `first` may word the naming cell (a week's Monday as a date).
 */
export function UsageTableView({
  label,
  data,
  first = String,
  minWidth = 480,
}: {
  label: string;
  data: UsageTableData;
  first?: (cell: UsageCell) => string;
  minWidth?: number;
}) {
  return (
    <ListTable label={label} minWidth={minWidth} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          {data.columns.map((c) => (
            <Table.Th key={c} scope="col">
              {c}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.rows.map((row) => (
          <Table.Tr key={row.slice(0, 2).join('|')}>
            <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {first(row[0] ?? null)}
            </Table.Th>
            {row.slice(1).map((cell, i) => (
              <Table.Td key={data.columns[i + 1]}>{cell ?? '–'}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}
