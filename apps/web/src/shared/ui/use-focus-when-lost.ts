import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes focus after `key` changes, but only when the focus was lost: the element
 * that had it was removed by the change (a pressed button replaced by the next step, a panel replaced
 * by what a live update brought), so the browser left the focus on the page body. A keyboard user then
 * goes on from the new step instead of from the top of the page; focus that is still somewhere real
 * (a field being typed in, a link) is never moved. Not on the first render: the page's own arrival
 * handles that. Give a non-interactive target `tabIndex={-1}`.
 */
export function useFocusWhenLost<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is what moves the focus
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active === null || active === document.body) ref.current?.focus();
  }, [key]);
  return ref;
}
