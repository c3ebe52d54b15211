import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { GoogleButton } from '../../../shared/auth/components/google-button.tsx';
import { PasswordField } from '../../../shared/auth/components/password-field.tsx';
import { startSessionWith } from '../../../shared/auth/start-session.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { withOptional } from '../../../shared/ui/optional-label.tsx';
import { useTeacherSignUp } from '../api/post-sign-up.ts';
import { useOnboardingStore } from '../state/onboarding-store.ts';
import { FormError } from './form-error.tsx';
import { NameFields } from './name-fields.tsx';
import { SignupFrame } from './signup-frame.tsx';

type Fields = 'title' | 'firstName' | 'lastName' | 'email' | 'password' | 'acceptTerms';

/**
 * /signup/teacher: a teacher's account with an email address and a password, or with Google (shown when
 * the server has it set up; /oauth-login continues it). Signed in at once; the address is confirmed by link.
 */
export function TeacherSignupPage() {
  const navigate = useNavigate();
  const signUp = useTeacherSignUp();
  const setFormDirty = useOnboardingStore((s) => s.setFormDirty);
  const [values, setValues] = useState({ title: '', firstName: '', lastName: '', email: '', password: '' });
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const change = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormDirty(true);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const { refreshToken } = await signUp.mutateAsync({
        userRole: 'Teacher',
        title: values.title.trim() || null,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email.trim(),
        password: values.password,
        // The server refuses false with its own message, shown beside the box.
        acceptTerms: acceptTerms as true,
      });
      setStarting(true);
      setFormDirty(false);
      await startSessionWith(refreshToken);
      navigate(paths.signupConfirm(), { replace: true });
    } catch (error) {
      setStarting(false);
      const fields = fieldErrorsOf(error) as Partial<Record<Fields, string>>;
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessageOf(error));
      const first = (['firstName', 'lastName', 'email', 'password', 'acceptTerms'] as const).find(
        (f) => fields[f],
      );
      if (first) document.getElementById(`teacher-${first}`)?.focus();
    }
  };

  const busy = signUp.isPending || starting;
  return (
    <SignupFrame
      title="Teacher sign-up"
      heading="Create your teacher account"
      intro="Free for teachers. You'll add or find your school next."
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Create your teacher account">
        <Stack gap="md">
          <FormError message={failure} />
          <TextInput
            id="teacher-title"
            label={withOptional('Title', true)}
            placeholder="Ms, Mr, Dr"
            value={values.title}
            onChange={(e) => change('title')(e.currentTarget.value)}
            error={errors.title}
            autoComplete="honorific-prefix"
            maw={120}
          />
          <NameFields idPrefix="teacher" values={values} errors={errors} onChange={change} />
          <TextInput
            id="teacher-email"
            label="School email address"
            description="We'll send a link to confirm it. You can sign in with it."
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
            userInputs={[values.firstName, values.lastName, values.email]}
          />
          <Checkbox
            id="teacher-acceptTerms"
            checked={acceptTerms}
            onChange={(e) => {
              setAcceptTerms(e.currentTarget.checked);
              setErrors((x) => ({ ...x, acceptTerms: undefined }));
            }}
            error={errors.acceptTerms}
            label="I agree to Mathsight's terms of use and privacy notice"
          />
          <Button type="submit" fullWidth loading={busy}>
            Create account
          </Button>
        </Stack>
      </form>
      <Stack gap="xs" mt="md">
        <GoogleButton purpose="signup" />
      </Stack>
    </SignupFrame>
  );
}
