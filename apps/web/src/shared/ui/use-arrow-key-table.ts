import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
} from 'react';

const FOCUSABLE = 'button:not(:disabled), a[href], input:not(:disabled), [data-grid-stop]';

/** The table's rows that hold cells to move between: spacer rows (one cell, hidden) are left out. */
function gridRows(table: HTMLTableElement): HTMLTableRowElement[] {
  return [...table.rows].filter((row) => row.cells.length > 1 && row.getAttribute('aria-hidden') !== 'true');
}

/** A cell's stops: its buttons, links and inputs; a cell with none is a stop itself. */
function stopsOf(cell: HTMLTableCellElement): HTMLElement[] {
  const inside = [...cell.querySelectorAll<HTMLElement>(FOCUSABLE)];
  return inside.length > 0 ? inside : [cell];
}

function stopsOfRow(row: HTMLTableRowElement): HTMLElement[] {
  return [...row.cells].flatMap(stopsOf);
}

/**
 * A table a keyboard walks as a grid (WAI-ARIA's data grid, issue 26 point 6): one Tab stop for the
 * whole table (the last place it was, else its first control), then the arrow keys: Left and Right
 * to the row's previous or next control (a cell without one is a stop itself), Up and Down to the
 * same column's cell in the row above or below, Home and End to the row's first and last. The roving
 * Tab stop is kept on the DOM after every render, so rows drawn later (windowing) join in.
 * Spread the answer on the <table>.
 */
export function useArrowKeyTable(table: RefObject<HTMLTableElement | null>) {
  const active = useRef<HTMLElement | null>(null);

  const rove = useCallback(() => {
    const t = table.current;
    if (!t) return;
    const stops = gridRows(t).flatMap(stopsOfRow);
    const current = active.current && stops.includes(active.current) ? active.current : stops[0];
    for (const stop of stops) stop.tabIndex = stop === current ? 0 : -1;
  }, [table]);

  // After every render: rows come and go (filters, sorting, windowing).
  useLayoutEffect(rove);

  const onFocus = useCallback(
    (e: FocusEvent<HTMLTableElement>) => {
      const target = e.target as HTMLElement;
      if (!target.closest('td, th')) return;
      active.current = target;
      rove();
    },
    [rove],
  );

  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLTableElement>) => {
      const t = table.current;
      const target = e.target as HTMLElement;
      const cell = target.closest<HTMLTableCellElement>('td, th');
      if (!t || !cell || !['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(e.key))
        return;
      const rows = gridRows(t);
      const row = cell.parentElement as HTMLTableRowElement;
      const r = rows.indexOf(row);
      if (r < 0) return;
      let next: HTMLElement | undefined;
      if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
        const below = rows[r + (e.key === 'ArrowDown' ? 1 : -1)];
        const column = below?.cells[Math.min(cell.cellIndex, below.cells.length - 1)];
        next = column ? stopsOf(column)[0] : undefined;
      } else {
        const stops = stopsOfRow(row);
        const here = stops.indexOf(target);
        const index =
          e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? stops.length - 1
              : here + (e.key === 'ArrowRight' ? 1 : -1);
        next = stops[index];
      }
      e.preventDefault();
      if (!next) return;
      active.current = next;
      rove();
      next.focus();
    },
    [table, rove],
  );

  return { onFocus, onKeyDown };
}
