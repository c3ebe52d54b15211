import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

import { pageView, queueVisitorEvent, watchAnalyticsConsent } from './page-event.ts';

/**
 * A visitor's page views on the public pages (spec §9), queued in session storage until they sign in,
 * only with analytics consent (and the page in view when they accept); `enabled` false (a signed-in
 * user on a public page) queues nothing. No HTTP here.
 */
export function useVisitorAnalytics(enabled: boolean): void {
  const { pathname } = useLocation();
  const now = useRef({ pathname, enabled });
  now.current = { pathname, enabled };

  useEffect(() => {
    return watchAnalyticsConsent(() => {
      if (now.current.enabled) queueVisitorEvent(pageView(now.current.pathname, null));
    });
  }, []);

  useEffect(() => {
    if (enabled) queueVisitorEvent(pageView(pathname, null));
  }, [enabled, pathname]);
}
