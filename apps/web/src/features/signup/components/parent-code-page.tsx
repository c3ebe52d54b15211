import { Button, Stack, Text } from '@mantine/core';
import { formatInvitationCode } from '@mathsight/contract/invitations.ts';
import { IconSchool } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { CodeForm, useCodeCheck } from './code-form.tsx';
import { SignupFrame } from './signup-frame.tsx';

const NOT_A_PARENT_CODE =
  "This is not a parent code. Use the code on your child's letter or in the invitation email.";

/**
 * /signup/parent/invite-code: a parent types the code from their child's letter (or follows the
 * letter's QR code or the email's link, `?code=`, checked at once); the child and school are shown
 * before they make an account or sign in.
 */
export function ParentCodePage() {
  const navigate = useNavigate();
  const form = useCodeCheck('Parent', NOT_A_PARENT_CODE);
  const invitationCodeProfile = form.accepted;
  const childName = invitationCodeProfile?.child?.firstName ?? 'your child';
  return (
    <SignupFrame
      title="Parent code"
      heading="Enter your parent code"
      intro="It's on your child's letter from school, or in the invitation email."
    >
      <Stack gap="md">
        <CodeForm form={form} label="Parent code" formName="Check your parent code" />
        {invitationCodeProfile && (
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
              <Text size="sm">Code {formatInvitationCode(form.invitationCode)}</Text>
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
