import { NativeSelect, Table, Text } from '@mantine/core';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportField } from '@mathsight/contract/student-import.ts';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { type CsvData, dataRows, headerIndexOf } from '../model/csv-data.ts';

const PREVIEW_ROWS = 5;
const OPTIONS = [
  { value: '', label: 'Not imported' },
  ...IMPORT_FIELDS.map((field) => ({ value: field, label: IMPORT_FIELD_LABELS[field] })),
];

/**
 * The file's first rows under its headers, with a choice per column of what it holds: filled in
 * from the headers, and changed by hand for any header the screen did not know.
 */
export function ColumnMapping({
  data,
  onColumns,
}: {
  data: CsvData;
  onColumns: (columns: Array<ImportField | null>) => void;
}) {
  const headers = data.records[headerIndexOf(data)] ?? [];
  const rows = dataRows(data);
  const columns = data.columns.map((field, index) => ({ field, index, id: `column-${index}` }));
  const setColumn = (index: number, value: string) => {
    const field = value === '' ? null : (value as ImportField);
    // A field is held by one column: choosing it here frees it elsewhere.
    onColumns(data.columns.map((c, i) => (i === index ? field : c === field ? null : c)));
  };
  return (
    <>
      <ListTable
        label="The file's first rows and what each column holds"
        minWidth={Math.max(480, data.columns.length * 170 + 60)}
        verticalSpacing="xs"
        withTableBorder
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>Row</Table.Th>
            {columns.map(({ field, index, id }) => (
              <Table.Th key={id} miw={170}>
                <NativeSelect
                  size="xs"
                  label={headers[index]?.trim() || `Column ${index + 1}`}
                  data={OPTIONS}
                  value={field ?? ''}
                  onChange={(e) => setColumn(index, e.currentTarget.value)}
                />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.slice(0, PREVIEW_ROWS).map(({ row, cells }) => (
            <Table.Tr key={row}>
              <Table.Th scope="row">{row}</Table.Th>
              {columns.map(({ field, index, id }) => (
                <Table.Td key={id}>
                  <Text size="sm" c={field === null ? 'gray.8' : undefined}>
                    {cells[index] ?? ''}
                  </Text>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ListTable>
      {rows.length > PREVIEW_ROWS && (
        <Text size="sm" mt="xs">
          The first {PREVIEW_ROWS} of {rows.length} rows.
        </Text>
      )}
    </>
  );
}
