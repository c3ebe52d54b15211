import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { PasswordField } from '../../../shared/auth/components/password-field.tsx';
import { startSessionWith } from '../../../shared/auth/start-session.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useStudentSignUp } from '../api/post-student-sign-up.ts';
import { useOnboardingStore } from '../state/onboarding-store.ts';
import { FormError } from './form-error.tsx';
import { NameFields } from './name-fields.tsx';
import { ParentDetailsPage } from './parent-details-page.tsx';
import { SignupFrame } from './signup-frame.tsx';

type Fields = 'firstName' | 'lastName' | 'userName' | 'password';

/**
 * /signup/{userRole}/new: a student's details once their class code is checked: their name, a
 * username and a password (no email address). Signed in, they land on their own home.
 */
export function StudentDetailsPage() {
  const { userRole } = useParams();
  const { invitationCode, invitationCodeProfile, setFormDirty } = useOnboardingStore();
  const signUp = useStudentSignUp();
  const [values, setValues] = useState<Record<Fields, string>>({
    firstName: '',
    lastName: '',
    userName: '',
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  if (userRole === 'teacher') return <Navigate to={paths.signupTeacher()} replace />;
  if (userRole === 'parent') return <ParentDetailsPage />;
  if (userRole !== 'student' || !invitationCode || !invitationCodeProfile) {
    return <Navigate to={paths.signupInviteCode('student')} replace />;
  }

  const change = (field: Fields) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormDirty(true);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const { refreshToken } = await signUp.mutateAsync({ code: invitationCode, body: values });
      setLeaving(true);
      setFormDirty(false);
      await startSessionWith(refreshToken);
    } catch (error) {
      setLeaving(false);
      const fields = fieldErrorsOf(error) as Partial<Record<Fields, string>>;
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessageOf(error));
      const first = (['firstName', 'lastName', 'userName', 'password'] as const).find((f) => fields[f]);
      if (first) document.getElementById(`student-${first}`)?.focus();
    }
  };

  const className = invitationCodeProfile.class?.code ?? 'your class';
  return (
    <SignupFrame
      title="Your details"
      heading="Make your account"
      intro={`You're joining ${className} at ${invitationCodeProfile.schoolName}.`}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Your details">
        <Stack gap="md">
          <FormError message={failure} />
          <NameFields idPrefix="student" values={values} errors={errors} onChange={change} />
          <TextInput
            id="student-userName"
            label="Username"
            description="You'll sign in with this. Letters, numbers, dots and dashes, like sam.jones."
            value={values.userName}
            onChange={(e) => change('userName')(e.currentTarget.value)}
            error={errors.userName}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            withAsterisk={false}
          />
          <PasswordField
            label="Password"
            name="password"
            value={values.password}
            onChange={change('password')}
            error={errors.password}
            userInputs={[values.firstName, values.lastName, values.userName]}
          />
          <Text size="sm">
            Write your username down somewhere safe. Your teacher can help if you forget your password.
          </Text>
          <Button type="submit" fullWidth loading={signUp.isPending || leaving}>
            Join {className}
          </Button>
        </Stack>
      </form>
    </SignupFrame>
  );
}
