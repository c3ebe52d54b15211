import { Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Navigate } from 'react-router';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { PasswordField } from '../../../shared/auth/components/password-field.tsx';
import { startSessionWith } from '../../../shared/auth/start-session.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useParentSignUp } from '../api/post-parent-sign-up.ts';
import { useOnboardingStore } from '../state/onboarding-store.ts';
import { FormError } from './form-error.tsx';
import { NameFields } from './name-fields.tsx';
import { SignupFrame } from './signup-frame.tsx';

type Fields = 'firstName' | 'lastName' | 'email' | 'password';
type Mode = 'new' | 'existing';

/**
 * /signup/parent/new, once the parent code is checked: a new account (name, email, password; the
 * address is confirmed by an emailed link), or "I have an account": the email and password of a
 * parent account they have (for a brother or sister, maybe at another school), which the child is
 * added to. Either way they are signed in and land on their home, /parent.
 */
export function ParentDetailsPage() {
  const { invitationCode, invitationCodeProfile, setFormDirty } = useOnboardingStore();
  const signUp = useParentSignUp();
  const [mode, setMode] = useState<Mode>('new');
  const [values, setValues] = useState<Record<Fields, string>>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  if (!invitationCode || invitationCodeProfile?.role !== 'Parent') {
    return <Navigate to={paths.signupInviteCode('parent')} replace />;
  }
  const childName = invitationCodeProfile.child?.firstName ?? 'your child';

  const change = (field: Fields) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormDirty(true);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const body =
        mode === 'new'
          ? { ...values, existingAccount: false }
          : { email: values.email, password: values.password, existingAccount: true };
      const { refreshToken } = await signUp.mutateAsync({ code: invitationCode, body });
      setLeaving(true);
      setFormDirty(false);
      await startSessionWith(refreshToken);
    } catch (error) {
      setLeaving(false);
      const fields = fieldErrorsOf(error) as Partial<Record<Fields, string>>;
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessageOf(error));
      const first = (['firstName', 'lastName', 'email', 'password'] as const).find((f) => fields[f]);
      if (first) document.getElementById(`parent-${first}`)?.focus();
    }
  };

  return (
    <SignupFrame
      title="Your parent account"
      heading={`Follow ${childName}'s maths`}
      intro={`${childName} at ${invitationCodeProfile.schoolName}.`}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Your parent account">
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            value={mode}
            onChange={(v) => {
              setMode(v as Mode);
              setErrors({});
              setFailure(null);
            }}
            data={[
              { value: 'new', label: "I'm new" },
              { value: 'existing', label: 'I have an account' },
            ]}
            aria-label="New or existing account"
          />
          <FormError message={failure} />
          {mode === 'new' ? (
            <NameFields idPrefix="parent" values={values} errors={errors} onChange={change} />
          ) : (
            <Text size="sm">
              Sign in with your parent account to add {childName} to it. You'll see each of your children
              there.
            </Text>
          )}
          <TextInput
            id="parent-email"
            label="Email address"
            type="email"
            value={values.email}
            onChange={(e) => change('email')(e.currentTarget.value)}
            error={errors.email}
            autoComplete="email"
            required
            withAsterisk={false}
          />
          <PasswordField
            label="Password"
            name="password"
            value={values.password}
            onChange={change('password')}
            error={errors.password}
            autoComplete={mode === 'new' ? 'new-password' : 'current-password'}
            showStrength={mode === 'new'}
            userInputs={[values.firstName, values.lastName, values.email]}
          />
          {mode === 'new' && <Text size="sm">We'll email you a link to confirm your address.</Text>}
          <Button type="submit" fullWidth loading={signUp.isPending || leaving}>
            {mode === 'new' ? 'Make my account' : `Sign in and add ${childName}`}
          </Button>
        </Stack>
      </form>
    </SignupFrame>
  );
}
