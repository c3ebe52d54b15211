import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { watchAnalyticsConsent } from './page-event.ts';
import { flushQueuedEvents, trackPage } from './track.ts';

/**
 * A signed-in user's page views (issue 32 point 1), where they accepted analytics: each page once as it
 * is shown, and the page in view when analytics are accepted on it; what was queued before sign-in is
 * sent first; a withdrawn consent clears the queue at once.
 */
export function useAnalytics(userId: number | null, schoolId: number | null): void {
  const { pathname } = useLocation();
  // Read as the page is shown or consent changes, so a school that resolves later does not count a page twice.
  const now = useRef({ userId, schoolId, pathname });
  now.current = { userId, schoolId, pathname };

  useEffect(() => {
    if (userId !== null) void flushQueuedEvents(userId);
  }, [userId]);

  useEffect(
    () =>
      watchAnalyticsConsent(() => trackPage(now.current.userId, now.current.pathname, now.current.schoolId)),
    [],
  );

  useEffect(() => {
    trackPage(userId, pathname, now.current.schoolId);
  }, [userId, pathname]);
}
