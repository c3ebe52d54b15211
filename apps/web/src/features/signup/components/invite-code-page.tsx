import { Button, Stack, Text, TextInput } from '@mantine/core';
import {
  formatInvitationCode,
  INVITATION_CODE_MESSAGE,
  normaliseInvitationCode,
} from '@mathsight/contract/invitations.ts';
import { IconSchool } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useCheckInvitation } from '../api/get-invitation.ts';
import { useOnboardingStore } from '../state/onboarding-store.ts';
import { ParentCodePage } from './parent-code-page.tsx';
import classes from './signup.module.css';
import { SignupFrame } from './signup-frame.tsx';
import { TeacherInvitationPage } from './teacher-invitation-page.tsx';

const NOT_FOR_STUDENTS = 'This code is for teachers. Ask your teacher for your class code.';

/**
 * /signup/{userRole}/invite-code: a student types their class's code (or follows a link with
 * `?code=`); the class and school are shown before they choose a username. For a teacher, the page
 * their emailed invitation opens (teacher-invitation-page.tsx); for a parent, their child's code
 * (parent-code-page.tsx).
 */
export function InviteCodePage() {
  const { userRole } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const check = useCheckInvitation();
  const { invitationCode, invitationCodeProfile, codeError, codeAccepted, codeRefused } =
    useOnboardingStore();
  const [code, setCode] = useState(search.get('code') ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  const fromLink = search.get('code');

  const submit = async (value: string) => {
    try {
      const profile = await check.mutateAsync(value);
      if (profile.role !== 'Student') {
        codeRefused(NOT_FOR_STUDENTS);
        return;
      }
      codeAccepted(normaliseInvitationCode(value), profile);
    } catch (error) {
      // 404 is the server's one answer for an unknown, revoked or expired code.
      const unknown = isApiError(error) && error.status === 404;
      codeRefused(unknown ? INVITATION_CODE_MESSAGE : (fieldErrorsOf(error).code ?? errorMessageOf(error)));
      inputRef.current?.focus();
    }
  };

  // A link with the code in it (a printed slip's QR code, an email) is checked at once, once.
  const submitLatest = useRef(submit);
  submitLatest.current = submit;
  const forStudent = userRole === 'student';
  useEffect(() => {
    if (fromLink && forStudent) void submitLatest.current(fromLink);
  }, [fromLink, forStudent]);

  if (userRole === 'teacher') return <TeacherInvitationPage />;
  if (userRole === 'parent') return <ParentCodePage />;
  if (userRole !== 'student') return <Navigate to={paths.signupRole(userRole ?? '')} replace />;

  const accepted = invitationCodeProfile && invitationCode === normaliseInvitationCode(code);
  return (
    <SignupFrame title="Invitation code" heading="Enter your class code" intro="Your teacher gave it to you.">
      <Stack gap="md">
        <form
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void submit(code);
          }}
          noValidate
          aria-label="Check your class code"
        >
          <Stack gap="md">
            <TextInput
              ref={inputRef}
              label="Class code"
              placeholder="ABCDE-FGHJK"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={codeError}
              classNames={{ input: classes.code }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
              withAsterisk={false}
              data-autofocus
            />
            {!accepted && (
              <Button type="submit" fullWidth loading={check.isPending}>
                Check my code
              </Button>
            )}
          </Stack>
        </form>
        {accepted && invitationCodeProfile && (
          <>
            <StatusAlert
              tone="success"
              icon={<IconSchool aria-hidden />}
              title="We found your class"
              role="status"
            >
              <Text>
                {invitationCodeProfile.class?.code}
                {invitationCodeProfile.class?.description
                  ? ` (${invitationCodeProfile.class.description})`
                  : ''}{' '}
                at {invitationCodeProfile.schoolName}
              </Text>
              <Text size="sm">Code {formatInvitationCode(invitationCode)}</Text>
            </StatusAlert>
            <Button onClick={() => navigate(paths.signupNew('student'))} fullWidth>
              That's my class: continue
            </Button>
          </>
        )}
      </Stack>
    </SignupFrame>
  );
}
