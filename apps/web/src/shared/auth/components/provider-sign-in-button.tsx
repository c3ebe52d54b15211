import { Button } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';

/** How one provider's button asks whether it is on and where to send the browser (downloaded with the button). */
export interface ProviderSignIn {
  label: string;
  icon: ReactNode;
  testId: string;
  /** Said under the button when the provider's sign-in could not start. */
  failure: string;
  calls: () => Promise<{
    enabled: () => Promise<boolean>;
    authorizeUrl: () => Promise<string>;
  }>;
}

/**
 * A "Sign in with …" button for an outside provider (Google, the school's Clever): shown only when the
 * server has that provider set up; a click sends the browser to the provider's authorize page. The calls
 * come with the button, not with the page, which stays light.
 */
export function ProviderSignInButton({ provider }: { provider: ProviderSignIn }) {
  const [enabled, setEnabled] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    provider
      .calls()
      .then((calls) => calls.enabled())
      .then((on) => {
        if (live) setEnabled(on);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [provider]);

  if (!enabled) return null;
  const start = async () => {
    setBusy(true);
    setFailed(false);
    try {
      window.location.assign(await (await provider.calls()).authorizeUrl());
    } catch {
      setBusy(false);
      setFailed(true);
    }
  };
  return (
    <>
      <Button
        variant="default"
        fullWidth
        leftSection={provider.icon}
        loading={busy}
        onClick={() => void start()}
        data-testid={provider.testId}
      >
        {provider.label}
      </Button>
      {failed && (
        <p role="alert" style={{ margin: 0 }}>
          {provider.failure}
        </p>
      )}
    </>
  );
}
