import { NativeSelect, Table, Text } from '@mantine/core';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportField } from '@mathsight/contract/student-import.ts';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { type CsvData, dataRows, headerIndexOf } from '../model/csv-data.ts';

const SAMPLE_ROWS = 3;
const OPTIONS = [
  { value: '', label: 'Not imported' },
  ...IMPORT_FIELDS.map((field) => ({ value: field, label: IMPORT_FIELD_LABELS[field] })),
];

/**
 * What each column of the file holds, a row per column: its header with its first values, and the
 * choice (filled in from the header, changed by hand for a header the screen did not know). A row per
 * column rather than the file's own shape, so an export of ten or twenty columns fits a laptop (and a
 * phone) with nothing cut off at the side.
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
  const samples = rows.slice(0, SAMPLE_ROWS);
  const setColumn = (index: number, value: string) => {
    const field = value === '' ? null : (value as ImportField);
    // A field is held by one column: choosing it here frees it elsewhere.
    onColumns(data.columns.map((c, i) => (i === index ? field : c === field ? null : c)));
  };
  return (
    <>
      <ListTable
        label="What each column of the file holds"
        minWidth={320}
        verticalSpacing="xs"
        withTableBorder
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              Column in the file, with its first {samples.length === 1 ? 'value' : `${samples.length} values`}
            </Table.Th>
            <Table.Th w="40%">What it holds</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.columns.map((field, index) => {
            const header = headers[index]?.trim() || `Column ${index + 1}`;
            const values = samples.map(({ cells }) => cells[index]?.trim() ?? '').filter((v) => v !== '');
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns are its positions
              <Table.Tr key={index} data-testid="import-column">
                <Table.Th scope="row" style={{ overflowWrap: 'anywhere' }}>
                  <span id={`import-column-${index}`}>{header}</span>
                  <Text size="xs" fw={400} className={muted.muted} data-testid="import-column-values">
                    {values.length > 0 ? values.join(' · ') : 'Empty'}
                  </Text>
                </Table.Th>
                <Table.Td>
                  <NativeSelect
                    size="xs"
                    aria-labelledby={`import-column-${index}`}
                    data={OPTIONS}
                    value={field ?? ''}
                    onChange={(e) => setColumn(index, e.currentTarget.value)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </ListTable>
      <Text size="sm" mt="xs">
        {rows.length} {rows.length === 1 ? 'row' : 'rows'} to check.
      </Text>
    </>
  );
}
