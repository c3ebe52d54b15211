import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './sortable-header.module.css';

/** How a column is sorted now: `undefined` when the list is sorted by another column. */
export type ColumnSort = 'ascending' | 'descending' | undefined;

/** The direction of `param`'s column when the list is sorted by `sortedBy`, for `aria-sort` and the arrow. */
export function sortDirectionOf(param: string, sortedBy: string, descending: boolean): ColumnSort {
  if (param !== sortedBy) return undefined;
  return descending ? 'descending' : 'ascending';
}

/** Words read after the label, for a screen that says how the column is sorted as well as showing the arrow. */
export interface SortWords {
  ascending: string;
  descending: string;
  unsorted: string;
}

/**
 * A column header's sort button: the label and an arrow (both ways when not sorted by it). A button, so
 * Tab reaches it and Enter or Space sorts; the header cell around it carries `aria-sort`
 * (`SortableTh`, or a table's own cell with `sortDirectionOf`). At least 24 × 24 px (WCAG 2.2 target size).
 */
export function SortButton({
  label,
  direction,
  onSort,
  testId,
  size = 'sm',
  compact = false,
  words,
}: {
  label: ReactNode;
  direction: ColumnSort;
  onSort: () => void;
  testId?: string;
  size?: 'xs' | 'sm';
  /** A narrow column: the arrow only once it is sorted by. */
  compact?: boolean;
  words?: SortWords;
}) {
  const Icon =
    direction === undefined ? IconArrowsSort : direction === 'ascending' ? IconArrowUp : IconArrowDown;
  const iconSize = compact ? 12 : 14;
  return (
    <UnstyledButton
      className={classes.button}
      data-compact={compact}
      fz={size}
      mih={24}
      miw={24}
      onClick={onSort}
      data-testid={testId}
    >
      {label}
      {(direction !== undefined || !compact) && (
        <Icon size={iconSize} aria-hidden="true" opacity={direction === undefined ? 0.6 : 1} />
      )}
      {words && (
        <VisuallyHidden>{direction === undefined ? words.unsorted : words[direction]}</VisuallyHidden>
      )}
    </UnstyledButton>
  );
}

/** A Mantine table's sortable column header: `aria-sort` on the cell, `SortButton` inside. */
export function SortableTh({ direction, ...button }: Parameters<typeof SortButton>[0]) {
  return (
    <Table.Th scope="col" aria-sort={direction} style={{ whiteSpace: 'nowrap' }}>
      <SortButton direction={direction} {...button} />
    </Table.Th>
  );
}
