import { Button, Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import type { GoogleSignUpData } from '@mathsight/contract/google-sign-in.ts';
import { type FormEvent, useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { withOptional } from '../../../shared/ui/optional-label.tsx';
import { postGoogleSignUp } from '../api/google-calls.ts';

type Fields = 'title' | 'firstName' | 'lastName' | 'acceptTerms';

/** The teacher sign-up form, filled in from Google (spec §3): no password, the address Google verified. */
export function GoogleSignUpForm(props: {
  data: GoogleSignUpData;
  onSignedIn: (refreshToken: string) => Promise<void>;
}) {
  const [values, setValues] = useState({
    title: props.data.title ?? '',
    firstName: props.data.firstName,
    lastName: props.data.lastName,
  });
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const answer = await postGoogleSignUp({
        googleToken: props.data.googleToken,
        userRole: 'Teacher',
        title: values.title.trim() || null,
        firstName: values.firstName,
        lastName: values.lastName,
        // The server refuses false with its own message, shown beside the box.
        acceptTerms: acceptTerms as true,
      });
      await props.onSignedIn(answer.refreshToken);
    } catch (error) {
      setBusy(false);
      const fields = fieldErrorsOf(error) as Partial<Record<Fields, string>>;
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessageOf(error));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="google-signup-title">
      <Stack gap="md">
        <Title order={1} id="google-signup-title">
          Create your teacher account
        </Title>
        <Text>
          Signing up with Google as <strong style={{ overflowWrap: 'anywhere' }}>{props.data.email}</strong>.
          Check your name, then create the account; you will sign in with Google, no password needed.
        </Text>
        {failure && (
          <Text role="alert" c="red.8">
            {failure}
          </Text>
        )}
        <TextInput
          label={withOptional('Title')}
          value={values.title}
          onChange={(e) => change('title')(e.currentTarget.value)}
          error={errors.title}
          autoComplete="honorific-prefix"
        />
        <TextInput
          label="First name"
          value={values.firstName}
          onChange={(e) => change('firstName')(e.currentTarget.value)}
          error={errors.firstName}
          autoComplete="given-name"
          required
          withAsterisk={false}
        />
        <TextInput
          label="Last name"
          value={values.lastName}
          onChange={(e) => change('lastName')(e.currentTarget.value)}
          error={errors.lastName}
          autoComplete="family-name"
          required
          withAsterisk={false}
        />
        <Checkbox
          label="I agree to the terms of use and privacy policy"
          checked={acceptTerms}
          onChange={(e) => {
            setAcceptTerms(e.currentTarget.checked);
            setErrors((x) => ({ ...x, acceptTerms: undefined }));
          }}
          error={errors.acceptTerms}
        />
        <Button type="submit" loading={busy} data-testid="google-signup-submit">
          Create account
        </Button>
      </Stack>
    </form>
  );
}
