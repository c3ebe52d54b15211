import { Button, Stack, Text, TextInput } from '@mantine/core';
import {
  formatInvitationCode,
  INVITATION_CODE_MESSAGE,
  normaliseInvitationCode,
} from '@mathsight/contract/invitations.ts';
import { IconSchool } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api/model-state.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { useCheckInvitation } from '../api/get-invitation.ts';
import { useOnboardingStore } from '../state/onboarding-store.ts';
import classes from './signup.module.css';
import { SignupFrame } from './signup-frame.tsx';

const NOT_A_PARENT_CODE =
  "This is not a parent code. Use the code on your child's letter or in the invitation email.";

/**
 * /signup/parent/invite-code: a parent types the code from their child's letter (or follows the
 * letter's QR code or the email's link, `?code=`, checked at once); the child and school are shown
 * before they make an account or sign in.
 */
export function ParentCodePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const check = useCheckInvitation();
  const { invitationCode, invitationCodeProfile, codeError, codeAccepted, codeRefused } =
    useOnboardingStore();
  const fromLink = search.get('code');
  const [code, setCode] = useState(fromLink ?? '');
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (value: string) => {
    try {
      const profile = await check.mutateAsync(value);
      if (profile.role !== 'Parent') {
        codeRefused(NOT_A_PARENT_CODE);
        return;
      }
      codeAccepted(normaliseInvitationCode(value), profile);
    } catch (error) {
      const unknown = isApiError(error) && error.status === 404;
      codeRefused(unknown ? INVITATION_CODE_MESSAGE : (fieldErrorsOf(error).code ?? errorMessageOf(error)));
      inputRef.current?.focus();
    }
  };
  const submitLatest = useRef(submit);
  submitLatest.current = submit;
  useEffect(() => {
    if (fromLink) void submitLatest.current(fromLink);
  }, [fromLink]);

  const accepted =
    invitationCodeProfile?.role === 'Parent' && invitationCode === normaliseInvitationCode(code);
  const childName = invitationCodeProfile?.child?.firstName ?? 'your child';
  return (
    <SignupFrame
      title="Parent code"
      heading="Enter your parent code"
      intro="It's on your child's letter from school, or in the invitation email."
    >
      <Stack gap="md">
        <form
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void submit(code);
          }}
          noValidate
          aria-label="Check your parent code"
        >
          <Stack gap="md">
            <TextInput
              ref={inputRef}
              label="Parent code"
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
              title={`This code is for ${childName}`}
              role="status"
            >
              <Text>
                {childName} at {invitationCodeProfile.schoolName}
              </Text>
              <Text size="sm">Code {formatInvitationCode(invitationCode ?? '')}</Text>
            </StatusAlert>
            <Button onClick={() => navigate(paths.signupNew('parent'))} fullWidth>
              That's my child: continue
            </Button>
          </>
        )}
      </Stack>
    </SignupFrame>
  );
}
