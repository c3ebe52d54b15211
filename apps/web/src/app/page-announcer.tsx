import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { PRODUCT_NAME } from '../shared/config/constants.ts';

/** How long the title must stay the same before it is read out: a page loading in parts may set it twice. */
const SETTLE_MS = 250;

/**
 * Says the new page's name to a screen reader after each change of page (a change of the address's
 * path; a filter or a dialog in the query string is not a new page). A single-page app never reloads,
 * so without this a screen reader hears nothing when a link is followed. The page's title is what is
 * said, once it has settled: each page sets it when it mounts, and a page loaded on demand mounts later.
 */
export function PageAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const firstPage = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what is announced
  useEffect(() => {
    // The first page is announced by the browser itself, as any page load is.
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const announce = () => setMessage(document.title.replace(new RegExp(` - ${PRODUCT_NAME}$`), ''));
    let timer = window.setTimeout(announce, SETTLE_MS);
    const title = document.querySelector('title');
    const observer = new MutationObserver(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(announce, SETTLE_MS);
    });
    if (title) observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="page-announcer">
      {message}
    </VisuallyHidden>
  );
}
