import { Button, Stack, Text } from '@mantine/core';
import { formatInvitationCode } from '@mathsight/contract/invitations.ts';
import { IconSchool } from '@tabler/icons-react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { StatusAlert } from '../../../shared/ui/status-alert.tsx';
import { CodeForm, useCodeCheck } from './code-form.tsx';
import { ParentCodePage } from './parent-code-page.tsx';
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
  const navigate = useNavigate();
  const form = useCodeCheck('Student', NOT_FOR_STUDENTS, userRole === 'student');
  const invitationCodeProfile = form.accepted;

  if (userRole === 'teacher') return <TeacherInvitationPage />;
  if (userRole === 'parent') return <ParentCodePage />;
  if (userRole !== 'student') return <Navigate to={paths.signupRole(userRole ?? '')} replace />;

  return (
    <SignupFrame title="Invitation code" heading="Enter your class code" intro="Your teacher gave it to you.">
      <Stack gap="md">
        <CodeForm form={form} label="Class code" formName="Check your class code" />
        {invitationCodeProfile && (
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
              <Text size="sm">Code {formatInvitationCode(form.invitationCode)}</Text>
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
