import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { hasCookieConsent, subscribeCookieConsent } from '../ui/cookie-consent.ts';
import { flushQueuedEvents, forgetQueuedEvents, trackPage } from './track.ts';

/**
 * Page views for analytics (issue 32 point 1), where the visitor accepted them: each page once as it is
 * shown (a visitor's queued until sign-in: `userId` null); once signed in, what was queued before; a
 * withdrawn consent clears the queue at once. `enabled` false: this frame tracks nothing (a public page
 * seen by a signed-in user, whose own frame does not know them).
 */
export function useAnalytics(userId: number | null, schoolId: number | null, enabled = true): void {
  const { pathname } = useLocation();
  // The school read as the page is shown, so a school that resolves later does not count the page twice.
  const school = useRef(schoolId);
  school.current = schoolId;

  useEffect(() => {
    if (enabled && userId !== null) void flushQueuedEvents(userId);
  }, [enabled, userId]);

  useEffect(
    () =>
      subscribeCookieConsent(() => {
        if (!hasCookieConsent('analytics')) forgetQueuedEvents();
      }),
    [],
  );

  useEffect(() => {
    if (enabled) trackPage(userId, pathname, school.current);
  }, [enabled, userId, pathname]);
}
