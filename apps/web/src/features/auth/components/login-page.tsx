import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { LoginRequest } from '@mathsight/contract/auth.ts';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuthStore } from '../../../shared/auth/auth-store.ts';
import { forgetSignedOutNotice, readSignedOutNotice } from '../../../shared/auth/signed-out-notice.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { isLocalPath, paths } from '../../../shared/routing/paths.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { preloadSignIn, useSignIn } from '../hooks/use-sign-in.ts';
import type { LoginFieldErrors } from '../sign-in.ts';
import { isSchoolSignOnReturn } from './school-sign-on-address.ts';

// Loaded after the form: the outside providers' buttons, and the school sign-on's answer when there is one.
const SignInProviders = lazy(() => import('./sign-in-providers.tsx'));
const SchoolSignOnReturn = lazy(() => import('./school-sign-on-return.tsx'));

/** The sign-in screen: username or email and password, with the server's reason when it fails. */
export function LoginPage() {
  usePageTitle('Sign in');
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectTo');
  const submit = useSignIn();
  const loginPending = useAuthStore((s) => s.loginPending);
  const loginError = useAuthStore((s) => s.loginError);
  const clearLoginError = useAuthStore((s) => s.clearLoginError);
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // True from a submit until the values are checked: the schema may still be downloading.
  const checking = useRef(false);

  // An error from an earlier visit to the form is not news.
  useEffect(() => clearLoginError, [clearLoginError]);
  // A sign-out this page explains (the account was just deleted): shown on this visit only.
  const [notice] = useState(readSignedOutNotice);
  const returnedFromSignOn = isSchoolSignOnReturn(searchParams);
  useEffect(() => forgetSignedOutNotice(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loginPending || checking.current) return;
    const form = new FormData(event.currentTarget);
    const candidate: Partial<LoginRequest> = {
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
      ...(isLocalPath(redirectTo) ? { redirectTo } : {}),
    };
    checking.current = true;
    let errors: LoginFieldErrors | null;
    try {
      // Checked with the same schema the server validates with, so the two can never disagree.
      errors = await submit(candidate);
    } finally {
      checking.current = false;
    }
    setFieldErrors(errors ?? {});
    if (errors) (errors.username ? usernameRef : passwordRef).current?.focus();
  };

  return (
    <Container size={440} py={{ base: 'xl', sm: 64 }}>
      <Title order={1} ta="center">
        Sign in to Mathsight
      </Title>
      <Text ta="center" className={muted.muted} mt="xs">
        Welcome back. Sign in with your Mathsight username or email address.
      </Text>
      {notice === 'account-deleted' && (
        <Box mt="lg">
          <StatusAlert tone="success" title="Your account is deleted" role="status">
            You have been signed out on every device. Thank you for using Mathsight.
          </StatusAlert>
        </Box>
      )}
      {returnedFromSignOn && (
        <Suspense fallback={null}>
          <SchoolSignOnReturn />
        </Suspense>
      )}
      <Paper withBorder shadow="sm" p="xl" mt="lg" radius="md">
        <form
          onSubmit={(event) => void onSubmit(event)}
          // Typing starts the download of the sign-in flow, so Sign in rarely waits for it.
          onInput={() => void preloadSignIn().catch(() => {})}
          noValidate
          aria-label="Sign in"
          data-testid="login-form"
        >
          <Stack gap="md">
            {loginError && (
              <Alert
                color="red"
                icon={<IconAlertCircle aria-hidden="true" />}
                role="alert"
                title="Sign-in failed"
              >
                <span data-testid="login-error">{loginError}</span>
              </Alert>
            )}
            <TextInput
              ref={usernameRef}
              name="username"
              label="Username or email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              // The app marks optional fields "(Optional)" rather than required ones with "*".
              withAsterisk={false}
              error={fieldErrors.username}
              data-testid="login-username"
              data-autofocus
            />
            <PasswordInput
              ref={passwordRef}
              name="password"
              label="Password"
              autoComplete="current-password"
              required
              withAsterisk={false}
              error={fieldErrors.password}
              data-testid="login-password"
            />
            <Anchor component={Link} to={paths.forgotPassword()} size="sm" underline="always">
              Forgotten your password?
            </Anchor>
            <Button type="submit" fullWidth loading={loginPending} aria-busy={loginPending}>
              {loginPending ? 'Signing in…' : 'Sign in'}
            </Button>
          </Stack>
        </form>
        <Stack gap="xs" mt="md">
          <Suspense fallback={null}>
            <SignInProviders />
          </Suspense>
        </Stack>
      </Paper>
      <Text ta="center" size="sm" mt="md">
        New to Mathsight?{' '}
        <Anchor component={Link} to={paths.signup()} underline="always">
          Create an account
        </Anchor>
      </Text>
    </Container>
  );
}
