import { lazy, Suspense, useEffect, useId, useSyncExternalStore } from 'react';
import { useCookieBannerStore } from './cookie-banner-store.ts';
import { readCookieConsent, subscribeCookieConsent } from './cookie-consent.ts';

export { openCookiePreferences } from './cookie-banner-store.ts';

const CookieBannerPanel = lazy(() => import('./cookie-banner-panel.tsx'));

function hasValidChoice(): boolean {
  return readCookieConsent() !== null;
}

const hasChoiceOnServer = () => true;

/**
 * The cookie banner (spec §2 "Global screens"): Accept, Reject and Manage cookies; the manage
 * view has a switch per category and Save & Close. It shows while there is no valid choice or
 * after `openCookiePreferences()`. Mount it once near the top of the app, inside MantineProvider:
 * it is fixed to the bottom of the viewport but comes early in the tab order.
 */
export function CookieBanner() {
  const instanceId = useId();
  const isActiveInstance = useCookieBannerStore((state) => state.instances[0] === instanceId);
  const reopened = useCookieBannerStore((state) => state.reopened);
  const choiceMade = useSyncExternalStore(subscribeCookieConsent, hasValidChoice, hasChoiceOnServer);

  useEffect(() => {
    useCookieBannerStore.setState((state) => ({ instances: [...state.instances, instanceId] }));
    return () =>
      useCookieBannerStore.setState((state) => ({
        instances: state.instances.filter((id) => id !== instanceId),
      }));
  }, [instanceId]);

  if (!isActiveInstance || (choiceMade && !reopened)) return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerPanel reopened={reopened} />
    </Suspense>
  );
}
