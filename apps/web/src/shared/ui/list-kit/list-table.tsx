import { Box, Table, type TableProps } from '@mantine/core';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, type RefObject, useEffect } from 'react';

/**
 * The one table of the web app: a Mantine table named `label`, inside a region of the same name that
 * a keyboard can reach (Tab, then the arrow keys) so columns past a phone's edge can be read. With
 * `maxHeight` it also scrolls down (`scrollRef` is then what `useVirtualRows` watches).
 */
export function ListTable({
  label,
  minWidth,
  maxHeight,
  scrollRef,
  scrollTestId,
  children,
  ...table
}: {
  label: string;
  minWidth?: number;
  maxHeight?: string;
  scrollRef?: RefObject<HTMLDivElement | null>;
  scrollTestId?: string;
  children: ReactNode;
} & Omit<TableProps, 'children' | 'aria-label'>) {
  return (
    <Box
      ref={scrollRef}
      role="region"
      aria-label={label}
      tabIndex={0}
      className="mantine-focus-auto"
      data-testid={scrollTestId}
      // Positioned, so a visually hidden heading ("Actions") scrolls with the table instead of widening the page.
      style={{
        position: 'relative',
        overflow: 'auto',
        maxHeight,
        overscrollBehavior: maxHeight ? 'contain' : undefined,
      }}
    >
      <Table aria-label={label} miw={minWidth} {...table}>
        {children}
      </Table>
    </Box>
  );
}

/**
 * The same region for a table that is not a list (a report's figures) and keeps its own name, from a
 * caption or `aria-labelledby`: it scrolls sideways on a phone and a keyboard can reach it.
 */
export function ScrollTable({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" role="region" aria-label={label} tabIndex={0}>
      {children}
    </Table.ScrollContainer>
  );
}

/** A row's first guessed height; each row is measured once drawn. */
const ROW_HEIGHT = 41;
/** In a test browser nothing has a size: the list is then drawn as if 800 pixels tall, rows as estimated. */
const NO_LAYOUT_RECT = { width: 1000, height: 800 };

/**
 * Draws only the rows in view of a long list (thousands scroll smoothly) and, near the end of what is
 * loaded, calls `onNearEnd` (the next page of an infinite query).
 */
export function useVirtualRows({
  count,
  scrollRef,
  onNearEnd,
  rowHeight = ROW_HEIGHT,
}: {
  count: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  onNearEnd?: () => void;
  /** A row's first guess of height, in pixels. */
  rowHeight?: number;
}) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    initialRect: NO_LAYOUT_RECT,
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height === 0 ? NO_LAYOUT_RECT : rect)),
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || rowHeight,
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (onNearEnd && lastShown >= count - 15) onNearEnd();
  }, [onNearEnd, lastShown, count]);
  return {
    rows,
    measure: virtualizer.measureElement,
    paddingTop: rows[0]?.start ?? 0,
    paddingBottom: virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0),
  };
}

/** The body of a virtualised table: spacer rows above and below the rows drawn. */
export function VirtualBody({
  virtual,
  columns,
  children,
}: {
  virtual: { paddingTop: number; paddingBottom: number };
  columns: number;
  children: ReactNode;
}) {
  return (
    <Table.Tbody>
      {virtual.paddingTop > 0 && (
        <tr aria-hidden style={{ height: virtual.paddingTop }}>
          <td colSpan={columns} />
        </tr>
      )}
      {children}
      {virtual.paddingBottom > 0 && (
        <tr aria-hidden style={{ height: virtual.paddingBottom }}>
          <td colSpan={columns} />
        </tr>
      )}
    </Table.Tbody>
  );
}
