import { Button } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/**
 * "Sign in with Google" / "Sign up with Google": shown only when the server has Google set up. The
 * calls are downloaded with the button, not with the sign-in page, which stays light.
 */
export function GoogleButton({ purpose }: { purpose: 'signin' | 'signup' }) {
  const [enabled, setEnabled] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('../google-start.ts')
      .then((calls) => calls.getGoogleStatus())
      .then((status) => {
        if (live) setEnabled(status.enabled);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  if (!enabled) return null;
  const label = purpose === 'signin' ? 'Sign in with Google' : 'Sign up with Google';
  const start = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { authorizeUrl } = await (await import('../google-start.ts')).postGoogleAuthorize(purpose);
      window.location.assign(authorizeUrl);
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
        leftSection={<IconBrandGoogle aria-hidden="true" size={18} />}
        loading={busy}
        onClick={() => void start()}
        data-testid={`google-${purpose}`}
      >
        {label}
      </Button>
      {failed && (
        <p role="alert" style={{ margin: 0 }}>
          Google sign-in could not start. Please try again.
        </p>
      )}
    </>
  );
}
