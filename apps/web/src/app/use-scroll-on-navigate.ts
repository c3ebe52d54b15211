import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { HASH_SCROLL_DELAY_MS } from '../shared/config/constants.ts';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Spec §2: a hash in the address scrolls smoothly to the element with that id once the page has
 * had 100 ms to render; any other change of page starts at the top. A change of query string
 * alone (a filter, a dialog) leaves the scroll where it is.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (pathname) is what triggers the scroll
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0 });
      return;
    }
    const timer = window.setTimeout(() => {
      let id = hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // A malformed escape: look the id up as written.
      }
      document
        .getElementById(id)
        ?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);
}
