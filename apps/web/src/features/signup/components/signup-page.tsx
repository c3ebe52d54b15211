import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBackpack, IconChalkboard, IconHeartHandshake } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import classes from './signup.module.css';
import { SignupFrame } from './signup-frame.tsx';

const CHOICES: Array<{ role: string; to: string; label: string; hint: string; icon: ReactNode }> = [
  {
    role: 'teacher',
    to: paths.signupTeacher(),
    label: "I'm a teacher",
    hint: 'Set work, see every answer and the misconception behind it.',
    icon: <IconChalkboard size={32} aria-hidden />,
  },
  {
    role: 'student',
    to: paths.signupRole('student'),
    label: "I'm a student",
    hint: 'Join your class with the code your teacher gives you.',
    icon: <IconBackpack size={32} aria-hidden />,
  },
  {
    role: 'parent',
    to: paths.signupRole('parent'),
    label: "I'm a parent or carer",
    hint: "Follow your child's work, with an invitation from their school.",
    icon: <IconHeartHandshake size={32} aria-hidden />,
  },
];

/** /signup: the role picker (spec §2). Each choice is a link, so it works from the keyboard and in a new tab. */
export function SignupPage() {
  return (
    <SignupFrame
      title="Create an account"
      heading="Create your Mathsight account"
      intro="Who are you?"
      width={760}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="ul" className={classes.choices}>
        {CHOICES.map((choice) => (
          <li key={choice.role}>
            <UnstyledButton
              component={Link}
              to={choice.to}
              className={classes.choice}
              data-testid={`signup-${choice.role}`}
            >
              <Stack gap={6} align="center" ta="center">
                {choice.icon}
                <Text fw={700} size="lg">
                  {choice.label}
                </Text>
                <Text size="sm" className={muted.muted}>
                  {choice.hint}
                </Text>
              </Stack>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </SignupFrame>
  );
}
