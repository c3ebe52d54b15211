import { Stack, Table, Text } from '@mantine/core';
import { Fragment, type ReactNode, useRef } from 'react';
import muted from '../muted-text.module.css';
import { ListTable, useVirtualRows, VirtualBody } from './list-table.tsx';
import { loadedText } from './pager-text.ts';

/**
 * A long list loaded page by page as it scrolls (an infinite query): a `ListTable` with a sticky head
 * that scrolls down inside the page, only the rows in view drawn, the next page asked near the end
 * (`onNearEnd`), and under it how many are loaded ("50 of 2000 loaded: scroll for more"), then `note`.
 */
export function VirtualListTable<T>({
  label,
  items,
  total,
  busy,
  minWidth,
  columns,
  head,
  rowKey,
  row,
  onNearEnd,
  scrollTestId,
  shownTestId,
  rowName,
  note,
  rowHeight,
}: {
  label: string;
  items: T[];
  /** All the rows that match, loaded or not. */
  total: number;
  /** A page is loading (or the list refreshing): the table is `aria-busy`. */
  busy: boolean;
  minWidth: number;
  columns: number;
  /** The header cells, in one `Table.Tr`. */
  head: ReactNode;
  rowKey: (item: T) => string | number;
  /** A row: a `Table.Tr` with `ref={measure}` and `data-index={index}`, so its height is measured. */
  row: (item: T, index: number, measure: (node: Element | null) => void) => ReactNode;
  onNearEnd?: () => void;
  scrollTestId?: string;
  shownTestId?: string;
  /** A row's name, one and many: "student", "students". */
  rowName: { one: string; many: string };
  /** Read after the count, in the same line (what the columns mean). */
  note?: ReactNode;
  /** A row's first guess of height, in pixels (each is measured once drawn). */
  rowHeight?: number;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = useVirtualRows({ count: items.length, scrollRef, onNearEnd, rowHeight });
  return (
    <Stack gap="sm">
      <ListTable
        label={label}
        scrollRef={scrollRef}
        scrollTestId={scrollTestId}
        maxHeight="min(70vh, 44rem)"
        minWidth={minWidth}
        striped
        highlightOnHover
        verticalSpacing="xs"
        aria-busy={busy}
        aria-rowcount={total + 1}
        stickyHeader
      >
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <VirtualBody virtual={virtual} columns={columns}>
          {virtual.rows.map(({ index }) => {
            const item = items[index];
            if (item === undefined) return null;
            return <Fragment key={rowKey(item)}>{row(item, index, virtual.measure)}</Fragment>;
          })}
        </VirtualBody>
      </ListTable>
      <Text size="sm" className={muted.muted} data-testid={shownTestId}>
        {loadedText(items.length, total, rowName.one, rowName.many)}
        {note}
      </Text>
    </Stack>
  );
}
