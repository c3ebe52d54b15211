import { type RefObject, useEffect } from 'react';

/**
 * Keeps a panel stuck to the foot of the screen from hiding what has the focus (WCAG 2.2, 2.4.11): while
 * the page shows it, the page's scroll padding at the bottom is the panel's height, so a field reached
 * by Tab is scrolled to sit above the panel rather than under it.
 */
export function useStickyFootClearance(panel: RefObject<HTMLElement | null>, gap = 16) {
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    const clear = () => {
      root.style.scrollPaddingBottom = `${element.getBoundingClientRect().height + gap}px`;
    };
    clear();
    // The panel grows when its message changes (the success, an error): the clearance follows.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(clear);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = before;
    };
  }, [panel, gap]);
}
