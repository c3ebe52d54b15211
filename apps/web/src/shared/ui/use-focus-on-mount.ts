import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes focus when it first appears: a step that replaces the one before it (the
 * next question, the feedback, the hand-in, the review) moves focus to itself, so keyboard and
 * screen-reader users hear it at once instead of being left on the page body. Give the element
 * `tabIndex={-1}` so it can take focus without joining the Tab order.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus({ preventScroll: false }), []);
  return ref;
}
