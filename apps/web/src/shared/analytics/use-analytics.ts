import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { hasCookieConsent, subscribeCookieConsent } from '../ui/cookie-consent.ts';
import { flushQueuedEvents, forgetQueuedEvents, trackPage } from './track.ts';

/**
 * Page views for analytics (issue 32 point 1), where the visitor accepted them: each page once as it is
 * shown (a visitor's queued until sign-in: `userId` null), and the page in view when analytics are
 * accepted on it; once signed in, what was queued before; a withdrawn consent clears the queue at once.
 * `enabled` false: this frame tracks nothing (a public page seen by a signed-in user, whose own frame
 * does not know them).
 */
export function useAnalytics(userId: number | null, schoolId: number | null, enabled = true): void {
  const { pathname } = useLocation();
  // Read as the page is shown or consent changes, so a school that resolves later does not count a page twice.
  const now = useRef({ userId, schoolId, pathname, enabled });
  now.current = { userId, schoolId, pathname, enabled };

  useEffect(() => {
    if (enabled && userId !== null) void flushQueuedEvents(userId);
  }, [enabled, userId]);

  useEffect(() => {
    let consented = hasCookieConsent('analytics');
    return subscribeCookieConsent(() => {
      const was = consented;
      consented = hasCookieConsent('analytics');
      if (!consented) forgetQueuedEvents();
      else if (!was && now.current.enabled) {
        trackPage(now.current.userId, now.current.pathname, now.current.schoolId);
      }
    });
  }, []);

  useEffect(() => {
    if (enabled) trackPage(userId, pathname, now.current.schoolId);
  }, [enabled, userId, pathname]);
}
