import { Button, List, Stack, Text } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { SignupFrame } from './signup-frame.tsx';

/** /signup/{userRole}: where each role starts. Teachers have their own form; students need their class code. */
export function SignupRolePage() {
  const { userRole } = useParams();
  if (userRole === 'teacher') return <Navigate to={paths.signupTeacher()} replace />;
  if (userRole === 'student') return <StudentStart />;
  if (userRole === 'parent') return <ParentStart />;
  return <Navigate to={paths.signup()} replace />;
}

function StudentStart() {
  return (
    <SignupFrame
      title="Student sign-up"
      heading="Join your class"
      intro="You need the class code from your teacher."
    >
      <Stack gap="md">
        <Text>
          Your teacher has a code for your class, like ABCDE-FGHJK. It's on the board or on a slip of paper.
        </Text>
        <List spacing="xs">
          <List.Item>Type the code and we'll show you your class and school.</List.Item>
          <List.Item>Choose a username and a password. You don't need an email address.</List.Item>
        </List>
        <Button component={Link} to={paths.signupInviteCode('student')} fullWidth>
          Enter my class code
        </Button>
      </Stack>
    </SignupFrame>
  );
}

function ParentStart() {
  return (
    <SignupFrame
      title="Parent sign-up"
      heading="Parents and carers"
      intro="You join Mathsight through your child's school."
    >
      <Stack gap="md">
        <Text>
          Your child's school sends you a parent code, on a letter your child brings home or in an invitation
          email. With it you make your account (or add the child to the one you have) and follow their work.
        </Text>
        <Button component={Link} to={paths.signupInviteCode('parent')} fullWidth>
          Enter my parent code
        </Button>
        <Text size="sm">Not had a letter or an email? Ask your child's maths teacher for one.</Text>
        <Button component={Link} to={paths.login()} variant="default" fullWidth>
          I already have an account: sign in
        </Button>
      </Stack>
    </SignupFrame>
  );
}
