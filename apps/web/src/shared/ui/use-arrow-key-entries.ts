import { type FocusEvent, type KeyboardEvent, type RefObject, useCallback, useEffect, useRef } from 'react';

interface Placed {
  element: HTMLElement;
  /** The element's line: the nearest `[role="row"]` around it (a calendar's week), else its own top. */
  line: Element | number;
  left: number;
  centre: number;
}

function placed(container: HTMLElement, selector: string): Placed[] {
  const elements = [...new Set(container.querySelectorAll<HTMLElement>(selector))];
  return elements.map((element) => {
    const rect = element.getBoundingClientRect();
    return {
      element,
      line: element.closest('[role="row"]') ?? Math.round(rect.top),
      left: rect.left,
      centre: rect.left + rect.width / 2,
    };
  });
}

/** The lines in the order they are shown, each with its entries from left to right. */
function linesOf(entries: Placed[]): Placed[][] {
  const lines = new Map<Element | number, Placed[]>();
  for (const entry of entries) lines.set(entry.line, [...(lines.get(entry.line) ?? []), entry]);
  return [...lines.values()].map((line) => line.sort((a, b) => a.left - b.left));
}

/**
 * Entries laid out in lines (a calendar's work, week by week) that a keyboard walks as one Tab stop
 * (issue 26 point 6: 30 Tabs reached one entry): Left and Right to the entry before or after (on to
 * the line above or below at the ends), Up and Down to the nearest entry in the line above or below,
 * Home and End to the first and last. The entries are found by `selector` inside `container`, as
 * they are drawn, by a third-party widget too: a MutationObserver keeps the one Tab stop as it redraws.
 * Spread the answer on the container.
 */
export function useArrowKeyEntries(container: RefObject<HTMLElement | null>, selector: string) {
  const active = useRef<HTMLElement | null>(null);

  const rove = useCallback(() => {
    const box = container.current;
    if (!box) return;
    const stops = [...box.querySelectorAll<HTMLElement>(selector)];
    const current = active.current && stops.includes(active.current) ? active.current : stops[0];
    for (const stop of stops) {
      const tabIndex = stop === current ? 0 : -1;
      if (stop.tabIndex !== tabIndex) stop.tabIndex = tabIndex;
    }
  }, [container, selector]);

  useEffect(() => {
    const box = container.current;
    if (!box) return;
    rove();
    const observer = new MutationObserver(rove);
    observer.observe(box, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, rove]);

  const onFocus = useCallback(
    (e: FocusEvent<HTMLElement>) => {
      const target = e.target as HTMLElement;
      if (!target.matches(selector)) return;
      active.current = target;
      rove();
    },
    [selector, rove],
  );

  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLElement>) => {
      const box = container.current;
      const target = e.target as HTMLElement;
      if (!box || !target.matches(selector)) return;
      if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(e.key)) return;
      const lines = linesOf(placed(box, selector));
      const order = lines.flat();
      const at = order.findIndex((p) => p.element === target);
      const here = order[at];
      if (!here) return;
      let next: Placed | undefined;
      if (e.key === 'Home') next = order[0];
      else if (e.key === 'End') next = order[order.length - 1];
      else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight')
        next = order[at + (e.key === 'ArrowRight' ? 1 : -1)];
      else {
        const line = lines.findIndex((l) => l.includes(here));
        const other = lines[line + (e.key === 'ArrowDown' ? 1 : -1)] ?? [];
        next = [...other].sort(
          (a, b) => Math.abs(a.centre - here.centre) - Math.abs(b.centre - here.centre),
        )[0];
      }
      e.preventDefault();
      if (!next) return;
      active.current = next.element;
      rove();
      next.element.focus();
    },
    [container, selector, rove],
  );

  return { onFocus, onKeyDown };
}
