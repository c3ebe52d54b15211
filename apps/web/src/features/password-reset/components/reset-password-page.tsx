import { Button, Loader, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { PasswordField } from '../../../shared/auth/components/password-field.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useCompletePasswordReset, usePasswordResetCheck } from '../api/password-reset.ts';
import { PasswordFrame } from './password-frame.tsx';

const LINK_SPENT =
  'This link has been used, has expired (links last an hour) or is not complete. Ask for a new one: it takes a minute.';

/**
 * /login/reset-password/{resetCode}: the link is checked first; a spent or expired one says so with
 * the way to ask again. A new password signs every device out, so the page ends at sign-in.
 */
export function ResetPasswordPage() {
  const code = useParams().resetCode ?? '';
  const check = usePasswordResetCheck(code);
  const complete = useCompletePasswordReset(code);
  const [password, setPassword] = useState('');
  const fieldError = complete.isError ? fieldErrorsOf(complete.error).password : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    complete.mutate(password);
  };

  return (
    <PasswordFrame title="Choose a new password" intro="Use it to sign in from now on.">
      {check.isPending ? (
        <Stack align="center" gap="xs" aria-live="polite">
          <Loader aria-hidden />
          <Text>Checking your link…</Text>
        </Stack>
      ) : check.isError ? (
        <Stack gap="md">
          <StatusAlert tone="error" title="This link does not work" role="alert">
            {LINK_SPENT}
          </StatusAlert>
          <Button component={Link} to={paths.forgotPassword()} fullWidth>
            Send me a new link
          </Button>
        </Stack>
      ) : complete.isSuccess ? (
        <Stack gap="md">
          <StatusAlert tone="success" title="Your password is changed" role="status">
            Every device that was signed in to your account has been signed out. Sign in with your new
            password.
          </StatusAlert>
          <Button component={Link} to={paths.login()} fullWidth>
            Sign in
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
          <Stack gap="md">
            <Text>Hello {check.data.firstName}, choose a new password.</Text>
            {complete.isError && !fieldError && (
              <StatusAlert tone="error" title="Your password was not changed" role="alert">
                {complete.error && 'status' in complete.error && complete.error.status === 404
                  ? LINK_SPENT
                  : errorMessageOf(complete.error)}
              </StatusAlert>
            )}
            <PasswordField
              label="New password"
              name="password"
              value={password}
              onChange={setPassword}
              error={fieldError}
              userInputs={[check.data.firstName]}
            />
            <Button type="submit" loading={complete.isPending} fullWidth>
              Save my new password
            </Button>
          </Stack>
        </form>
      )}
    </PasswordFrame>
  );
}
