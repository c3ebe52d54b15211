import { Anchor, Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { paths } from '../routing/paths.ts';
import { LOADING_FORCE_LOGOUT_MS, LOADING_LOGOUT_PROMPT_MS } from './ui-constants.ts';

export interface LoadingScreenProps {
  /** What is loading, read out by screen readers. */
  label?: string;
  /** Called once the screen has waited more than `forceLogoutAfterMs`. Defaults to a full page load of /logout. */
  onForceLogout?: () => void;
  /** When the "Taking too long?" link appears. */
  promptAfterMs?: number;
  /** The screen forces logout once it has waited more than this. */
  forceLogoutAfterMs?: number;
  /** Fill the viewport (the default) or only the box it sits in. */
  fullScreen?: boolean;
}

function logOutNow() {
  window.location.assign(paths.logout());
}

/**
 * The whole-page wait shown while the app starts or a lazy screen loads (spec §2 "Global screens").
 * A stuck start must never trap the user: after a few seconds it offers a way out, and after two
 * minutes it takes it for them, since a session that cannot load is most likely a broken one.
 */
export function LoadingScreen({
  label = 'Loading',
  onForceLogout = logOutNow,
  promptAfterMs = LOADING_LOGOUT_PROMPT_MS,
  forceLogoutAfterMs = LOADING_FORCE_LOGOUT_MS,
  fullScreen = true,
}: LoadingScreenProps) {
  const [showPrompt, setShowPrompt] = useState(promptAfterMs <= 0);
  const forceLogout = useRef(onForceLogout);
  forceLogout.current = onForceLogout;

  useEffect(() => {
    if (promptAfterMs <= 0) {
      setShowPrompt(true);
      return;
    }
    setShowPrompt(false);
    const timer = window.setTimeout(() => setShowPrompt(true), promptAfterMs);
    return () => window.clearTimeout(timer);
  }, [promptAfterMs]);

  useEffect(() => {
    // "More than" the limit: the timer fires one millisecond after it.
    const timer = window.setTimeout(() => forceLogout.current(), forceLogoutAfterMs + 1);
    return () => window.clearTimeout(timer);
  }, [forceLogoutAfterMs]);

  return (
    <Center mih={fullScreen ? '100dvh' : '100%'} p="xl">
      <Stack role="status" align="center" gap="md">
        <Loader size="lg" aria-hidden="true" />
        <VisuallyHidden>{label}</VisuallyHidden>
        {showPrompt && (
          <Text size="sm">
            Taking too long?{' '}
            <Anchor href={paths.logout()} fw={600} underline="always">
              Log out
            </Anchor>
          </Text>
        )}
      </Stack>
    </Center>
  );
}
