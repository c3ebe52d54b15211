import { Box, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { PRODUCT_NAME } from '../config/constants.ts';
import { useCookieBannerStore } from './cookie-banner-store.ts';
import {
  ACCEPT_ALL_COOKIES,
  type CookiePreferences,
  REJECT_OPTIONAL_COOKIES,
  readCookieConsent,
  saveCookieConsent,
} from './cookie-consent.ts';
import muted from './muted-text.module.css';

/** The banner's panel: loaded only when the banner shows (a first visit, or Cookie settings), not in every page's first download. */
export default function CookieBannerPanel({ reopened }: { reopened: boolean }) {
  const headingId = useId();
  const [view, setView] = useState<'summary' | 'manage'>(reopened ? 'manage' : 'summary');
  const [preferences, setPreferences] = useState<CookiePreferences>(() => {
    const current = readCookieConsent() ?? REJECT_OPTIONAL_COOKIES;
    return { functional: current.functional, analytics: current.analytics };
  });
  // Counts requests to move focus to the first switch; bumped whenever the manage view is asked for.
  const [focusRequest, setFocusRequest] = useState(reopened ? 1 : 0);
  const panelRef = useRef<HTMLElement>(null);
  const firstSwitchRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!reopened) return;
    setView('manage');
    setFocusRequest((count) => count + 1);
  }, [reopened]);

  useEffect(() => {
    if (focusRequest > 0) firstSwitchRef.current?.focus();
  }, [focusRequest]);

  useKeepFocusAboveBanner(panelRef);

  // Esc closes the manage view: back to the summary on a first visit (a choice is still needed),
  // or, when reopened to change an earlier choice, the whole banner with that choice unchanged.
  useEffect(() => {
    if (view !== 'manage') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      if (reopened) {
        const { returnFocusTo } = useCookieBannerStore.getState();
        useCookieBannerStore.setState({ reopened: false, returnFocusTo: null });
        if (returnFocusTo?.isConnected) returnFocusTo.focus();
      } else {
        setView('summary');
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [view, reopened]);

  const finish = (choice: CookiePreferences) => {
    const { returnFocusTo } = useCookieBannerStore.getState();
    useCookieBannerStore.setState({ reopened: false, returnFocusTo: null });
    saveCookieConsent(choice);
    if (returnFocusTo?.isConnected) returnFocusTo.focus();
  };

  const manage = () => {
    setView('manage');
    setFocusRequest((count) => count + 1);
  };

  return (
    <Box pos="fixed" bottom={0} left={0} right={0} p={{ base: 'xs', sm: 'md' }} style={{ zIndex: 300 }}>
      <Paper
        ref={panelRef}
        component="section"
        aria-labelledby={headingId}
        shadow="xl"
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        maw={760}
        mx="auto"
      >
        <Stack gap="sm">
          <Title id={headingId} order={2} size="h4">
            Cookies on {PRODUCT_NAME}
          </Title>
          {view === 'summary' ? (
            <>
              <Text size="sm">
                We use essential cookies to make {PRODUCT_NAME} work. We would also like to use functional
                cookies to remember your settings and analytics cookies to understand how {PRODUCT_NAME} is
                used, so that we can improve it.
              </Text>
              <Group gap="sm">
                <Button onClick={() => finish(ACCEPT_ALL_COOKIES)}>Accept</Button>
                <Button onClick={() => finish(REJECT_OPTIONAL_COOKIES)}>Reject</Button>
                <Button variant="default" onClick={manage}>
                  Manage cookies
                </Button>
              </Group>
            </>
          ) : (
            <>
              <Text size="sm">
                Choose which cookies {PRODUCT_NAME} may use. Essential cookies are always on.
              </Text>
              <Stack gap="sm" role="group" aria-label="Cookie categories">
                <Switch
                  // Disabled because it cannot be switched off, yet it states a fact: keep it readable.
                  classNames={{ description: muted.muted }}
                  styles={{ label: { color: 'var(--mantine-color-text)' } }}
                  checked
                  disabled
                  readOnly
                  label="Essential cookies (always on)"
                  description="Keep you signed in, keep the site secure and remember this choice."
                />
                <Switch
                  classNames={{ description: muted.muted }}
                  ref={firstSwitchRef}
                  checked={preferences.functional}
                  onChange={(event) => {
                    const functional = event.currentTarget.checked;
                    setPreferences((current) => ({ ...current, functional }));
                  }}
                  label="Functional cookies"
                  description="Remember your settings, such as the class you looked at last."
                />
                <Switch
                  classNames={{ description: muted.muted }}
                  checked={preferences.analytics}
                  onChange={(event) => {
                    const analytics = event.currentTarget.checked;
                    setPreferences((current) => ({ ...current, analytics }));
                  }}
                  label="Analytics cookies"
                  description={`Tell us which pages are used and how, so that we can make ${PRODUCT_NAME} better.`}
                />
              </Stack>
              <Group gap="sm">
                <Button onClick={() => finish(preferences)}>Save & Close</Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}

/**
 * While the banner covers the bottom of the viewport, pad the page by its height, so the end of
 * the page (the footer's Cookie settings link) can scroll clear of it, and pad the scroll area, so
 * an element receiving keyboard focus is scrolled clear of it (WCAG 2.4.11).
 */
function useKeepFocusAboveBanner(panelRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const previous = root.style.scrollPaddingBottom;
    const previousPadding = document.body.style.paddingBottom;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(panel.getBoundingClientRect().height);
      root.style.scrollPaddingBottom = `${height + 32}px`;
      document.body.style.paddingBottom = `${height + 16}px`;
    });
    observer.observe(panel);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = previous;
      document.body.style.paddingBottom = previousPadding;
    };
  }, [panelRef]);
}
