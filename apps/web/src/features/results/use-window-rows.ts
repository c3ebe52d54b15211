import { type RefObject, useEffect, useState } from 'react';

/**
 * Windowing against the page's own scroll: which of `count` rows of `rowHeight` px are in the
 * window (with `overscan` rows either side), given the element the rows start in. The grid scrolls
 * with the page (issue 11: no inner scroller), so this follows window scroll and resize rather than
 * a container's. Off (every row) below `from` rows.
 */
export function useWindowRows(
  anchor: RefObject<HTMLElement | null>,
  count: number,
  { rowHeight, overscan, from }: { rowHeight: number; overscan: number; from: number },
): { first: number; last: number } {
  const windowed = count >= from;
  const [range, setRange] = useState({ first: 0, last: windowed ? Math.min(count, 40) : count });
  useEffect(() => {
    if (!windowed) {
      setRange({ first: 0, last: count });
      return;
    }
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = anchor.current?.getBoundingClientRect().top ?? 0;
      const first = Math.max(0, Math.floor(-top / rowHeight) - overscan);
      const last = Math.min(count, Math.ceil((window.innerHeight - top) / rowHeight) + overscan);
      setRange((r) => (r.first === first && r.last === last ? r : { first, last: Math.max(first, last) }));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [anchor, count, rowHeight, overscan, windowed]);
  return windowed ? range : { first: 0, last: count };
}
