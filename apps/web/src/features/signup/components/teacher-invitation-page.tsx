import { Button, Loader, Stack, Text } from '@mantine/core';
import type { Invitation } from '@mathsight/contract/schools.ts';
import { IconSchool } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { PasswordField } from '../../../shared/auth/components/password-field.tsx';
import { startSessionWith } from '../../../shared/auth/start-session.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useAcceptTeacherInvitation } from '../api/accept-teacher-invitation.ts';
import { useInvitation } from '../api/get-invitation.ts';
import { FormError } from './form-error.tsx';
import { NameFields } from './name-fields.tsx';
import { SignupFrame } from './signup-frame.tsx';

const SPENT =
  'This invitation has been used or has expired. Ask the colleague who invited you to invite you again, or sign up and ask to join your school.';

/**
 * /signup/teacher/invite-code?code=…: the link a colleague's invitation email opens. Shows who
 * invited them to which class; a new teacher gives their name and a password, one with an account
 * already gives its password. Either way they are then a teacher of the school and the class.
 */
export function TeacherInvitationPage() {
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const invitation = useInvitation(code);

  const body = (() => {
    if (!code)
      return <FormError title="No invitation code" message="Open the link in your invitation email." />;
    if (invitation.isPending) return <Loader aria-label="Loading the invitation" />;
    if (invitation.isError) {
      const spent = isApiError(invitation.error) && invitation.error.status === 404;
      return (
        <FormError
          title="This link does not work"
          message={spent ? SPENT : errorMessageOf(invitation.error)}
        />
      );
    }
    if (invitation.data.role !== 'Teacher' || !invitation.data.teacher) {
      return (
        <FormError
          title="This is a class code for students"
          message="Students sign up with it as a student. Teachers are invited to a class by email."
        />
      );
    }
    return <AcceptForm code={code} invitation={invitation.data} teacher={invitation.data.teacher} />;
  })();

  return (
    <SignupFrame title="Your invitation" heading="Join your colleague's class" signInLink={false}>
      {body}
    </SignupFrame>
  );
}

type Fields = 'firstName' | 'lastName' | 'password';

function AcceptForm({
  code,
  invitation,
  teacher,
}: {
  code: string;
  invitation: Invitation;
  teacher: NonNullable<Invitation['teacher']>;
}) {
  const navigate = useNavigate();
  const accept = useAcceptTeacherInvitation();
  const [values, setValues] = useState({
    firstName: teacher.firstName ?? '',
    lastName: teacher.lastName ?? '',
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const change = (field: Fields) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const { refreshToken } = await accept.mutateAsync({
        code,
        body: teacher.hasAccount
          ? { password: values.password }
          : { firstName: values.firstName, lastName: values.lastName, password: values.password },
      });
      setStarting(true);
      // The sign-in landing chooses the school: the one just joined is their current school now.
      if ((await startSessionWith(refreshToken)) === 'teacher')
        navigate(paths.loginRedirect(null), { replace: true });
    } catch (error) {
      setStarting(false);
      const fields = fieldErrorsOf(error) as Partial<Record<Fields, string>>;
      setErrors(fields);
      const spent = isApiError(error) && error.status === 404;
      if (Object.keys(fields).length === 0) setFailure(spent ? SPENT : errorMessageOf(error));
    }
  };

  const where = invitation.class
    ? `${invitation.class.code} at ${invitation.schoolName}`
    : invitation.schoolName;
  return (
    <Stack gap="md">
      <StatusAlert tone="success" icon={<IconSchool aria-hidden />} title="You're invited" role="status">
        <Text style={{ overflowWrap: 'anywhere' }}>
          {teacher.invitedBy ?? 'A colleague'} invited {teacher.email} to teach{' '}
          {invitation.class ? `the class ${where}` : `at ${where}`} on Mathsight.
        </Text>
      </StatusAlert>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Accept the invitation">
        <Stack gap="md">
          <FormError message={failure} />
          {teacher.hasAccount ? (
            <Text size="sm">
              {teacher.email} already has a Mathsight account. Enter its password to add the class to it.
            </Text>
          ) : (
            <NameFields idPrefix="invited" values={values} errors={errors} onChange={change} />
          )}
          <PasswordField
            label={teacher.hasAccount ? 'Password' : 'Choose a password'}
            name="password"
            value={values.password}
            onChange={change('password')}
            error={errors.password}
            autoComplete={teacher.hasAccount ? 'current-password' : 'new-password'}
            showStrength={!teacher.hasAccount}
            userInputs={[values.firstName, values.lastName, teacher.email]}
          />
          <Button type="submit" fullWidth loading={accept.isPending || starting}>
            {invitation.class ? 'Accept and open the class' : 'Accept and join the school'}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
