import { Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { postGoogleLink } from '../api/google-calls.ts';

/**
 * "Confirm it's you": a password account already has the address Google gave. Only its password
 * links Google to it, so a Google account with someone's address cannot take their account.
 */
export function ConfirmAccountForm(props: {
  email: string;
  googleToken: string;
  onSignedIn: (refreshToken: string) => Promise<void>;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Enter your Mathsight password.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await postGoogleLink({ googleToken: props.googleToken, password });
      await props.onSignedIn(answer.refreshToken);
    } catch (failure) {
      setBusy(false);
      setError(errorMessageOf(failure));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="confirm-title">
      <Stack gap="md">
        <Title order={1} id="confirm-title">
          Confirm it’s you
        </Title>
        <Text>
          A Mathsight account already uses <strong style={{ overflowWrap: 'anywhere' }}>{props.email}</strong>
          . Enter its password once to link your Google account to it; after that, Google signs you in.
        </Text>
        <PasswordInput
          label="Mathsight password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
          withAsterisk={false}
          required
          data-autofocus
          data-testid="google-link-password"
        />
        <Button type="submit" loading={busy}>
          Link Google and sign in
        </Button>
        <Anchor component={Link} to={paths.forgotPassword()} size="sm" underline="always">
          Forgotten your password?
        </Anchor>
      </Stack>
    </form>
  );
}
