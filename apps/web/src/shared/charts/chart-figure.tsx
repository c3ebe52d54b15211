import { Box, Button, Group, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';

/** One column of a chart's table: its heading and how to write a row's value. */
export interface ChartTableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface ChartFigureProps<Row> {
  /** The figure's title, read before the chart and the table. */
  title: string;
  /** One sentence saying what the chart shows (also the table's caption). */
  description: string;
  /** The Mantine chart itself; hidden from screen readers, which read the table instead. */
  chart: ReactNode;
  rows: readonly Row[];
  columns: readonly ChartTableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /**
   * The chart is itself readable and operable (a grid whose cells are focusable and labelled, as the
   * proficiency heat map): it is not hidden from assistive technology, and the table is shown only
   * with "Show the numbers" (a focusable element must never sit inside aria-hidden).
   */
  accessibleChart?: boolean;
}

/**
 * Every chart in the reports (issue 14, point 10) with its table beside it: the chart is drawn for the
 * eye and hidden from assistive technology; the same numbers are a real table, always in the page for
 * screen readers and shown to sighted users with "Show the numbers". Charts are never the only way to
 * read a figure.
 */
export function ChartFigure<Row>({
  title,
  description,
  chart,
  rows,
  columns,
  rowKey,
  accessibleChart = false,
}: ChartFigureProps<Row>) {
  const [tableShown, setTableShown] = useState(false);
  const titleId = useId();
  const table = (
    <Table striped withTableBorder fz="sm">
      <Table.Caption>{description}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.header} scope="col">
              {c.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((c) => (
              <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Box component="figure" m={0} aria-labelledby={titleId}>
      <Group justify="space-between" align="baseline" wrap="wrap" mb="xs">
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={() => setTableShown((s) => !s)}>
          {tableShown ? 'Show the chart' : 'Show the numbers'}
        </Button>
      </Group>
      {tableShown ? (
        <Box style={{ overflowX: 'auto' }}>{table}</Box>
      ) : accessibleChart ? (
        <>
          {chart}
          <Text size="xs" c="dimmed" mt={4}>
            {description}
          </Text>
        </>
      ) : (
        <>
          {/* inert as well: recharts makes its surface focusable, and a hidden thing must not take focus. */}
          <Box aria-hidden inert>
            {chart}
          </Box>
          <Text size="xs" c="dimmed" mt={4} aria-hidden>
            {description}
          </Text>
          <VisuallyHidden>{table}</VisuallyHidden>
        </>
      )}
    </Box>
  );
}
