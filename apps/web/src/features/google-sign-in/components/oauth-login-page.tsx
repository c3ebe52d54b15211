import { Anchor, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { GoogleTokenRedirectResponse } from '@mathsight/contract/google-sign-in.ts';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { startSessionWith } from '../../../shared/auth/start-session.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { postGoogleTokenRedirect } from '../api/google-calls.ts';
import { ConfirmAccountForm } from './confirm-account-form.tsx';
import { GoogleSignUpForm } from './google-sign-up-form.tsx';

type Step =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'answer'; answer: GoogleTokenRedirectResponse };

// A code is good once: a second render (React's strict mode, a remount) reuses the first exchange.
const exchanges = new Map<string, Promise<GoogleTokenRedirectResponse>>();

const PROVIDER_ERRORS: Record<string, string> = {
  access_denied: 'You cancelled signing in with Google.',
};

/**
 * /oauth-login: where Google sends the browser back. The code is exchanged by the server; then the
 * person is signed in, continues to sign up with the data Google gave, or proves the same-email
 * account is theirs.
 */
export function OauthLoginPage() {
  usePageTitle('Signing you in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'loading' });

  useEffect(() => {
    const error = params.get('error');
    const code = params.get('code');
    const state = params.get('state');
    if (error || !code || !state) {
      const message = (error && PROVIDER_ERRORS[error]) ?? 'Google did not complete the sign-in.';
      setStep({ kind: 'error', message });
      return;
    }
    const iss = params.get('iss');
    let exchange = exchanges.get(state);
    if (!exchange) {
      exchange = postGoogleTokenRedirect({ token: code, state, ...(iss ? { iss } : {}) });
      exchanges.set(state, exchange);
    }
    let live = true;
    exchange
      .then(async (answer) => {
        if (answer.outcome === 'signedIn') {
          await startSessionWith(answer.refreshToken);
          if (live) navigate(paths.loginRedirect(null), { replace: true });
          return;
        }
        if (live) setStep({ kind: 'answer', answer });
      })
      .catch((failure: unknown) => {
        if (live) setStep({ kind: 'error', message: errorMessageOf(failure) });
      });
    return () => {
      live = false;
    };
  }, [params, navigate]);

  const signedIn = async (refreshToken: string) => {
    await startSessionWith(refreshToken);
    navigate(paths.loginRedirect(null), { replace: true });
  };

  return (
    <Container size={480} py={{ base: 'xl', sm: 64 }}>
      {step.kind === 'loading' && (
        <Stack align="center" gap="md" role="status" aria-live="polite">
          <Title order={1}>Signing you in</Title>
          <Loader aria-hidden="true" />
          <Text>Checking your Google account…</Text>
        </Stack>
      )}
      {step.kind === 'error' && (
        <Stack gap="md">
          <Title order={1}>Google sign-in did not finish</Title>
          <StatusAlert tone="error" title="Not signed in" role="alert">
            {step.message}
          </StatusAlert>
          <Anchor component={Link} to={paths.login()} underline="always">
            Back to sign in
          </Anchor>
        </Stack>
      )}
      {step.kind === 'answer' && step.answer.outcome === 'signUp' && (
        <Paper withBorder p="xl" radius="md">
          <GoogleSignUpForm data={step.answer} onSignedIn={signedIn} />
        </Paper>
      )}
      {step.kind === 'answer' && step.answer.outcome === 'confirmAccount' && (
        <Paper withBorder p="xl" radius="md">
          <ConfirmAccountForm
            email={step.answer.email}
            googleToken={step.answer.googleToken}
            onSignedIn={signedIn}
          />
        </Paper>
      )}
    </Container>
  );
}
