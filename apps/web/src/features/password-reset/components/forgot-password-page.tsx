import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { PasswordFrame } from './password-frame.tsx';

/** /login/forgot-password: a username or email address; the answer never says whether the account exists. */
export function ForgotPasswordPage() {
  const ask = useRequestPasswordReset();
  const [userName, setUserName] = useState('');
  const error = ask.isError ? (fieldErrorsOf(ask.error).userName ?? null) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate(userName);
  };

  return (
    <PasswordFrame title="Forgotten password" intro="We'll email you a link to choose a new password.">
      {ask.isSuccess ? (
        <StatusAlert tone="success" title="Check your email" role="status">
          {ask.data.message}
        </StatusAlert>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Forgotten password">
          <Stack gap="md">
            {ask.isError && !error && (
              <StatusAlert tone="error" title="That did not work" role="alert">
                {errorMessageOf(ask.error)}
              </StatusAlert>
            )}
            <TextInput
              label="Username or email address"
              value={userName}
              onChange={(e) => setUserName(e.currentTarget.value)}
              error={error}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              withAsterisk={false}
              data-autofocus
            />
            <Button type="submit" loading={ask.isPending} fullWidth>
              Send me a link
            </Button>
          </Stack>
        </form>
      )}
    </PasswordFrame>
  );
}
