import { Anchor, Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import muted from '../../../shared/ui/muted-text.module.css';

/** The frame of every sign-up step: a heading, a line of explanation, the card, and the way to sign in. */
export function SignupFrame({
  title,
  heading,
  intro,
  children,
  width = 480,
  signInLink = true,
}: {
  title: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
  width?: number;
  signInLink?: boolean;
}) {
  usePageTitle(title);
  return (
    <Container size={width} py={{ base: 'xl', sm: 56 }}>
      <Title order={1} ta="center">
        {heading}
      </Title>
      {intro && (
        <Text ta="center" className={muted.muted} mt="xs">
          {intro}
        </Text>
      )}
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} mt="lg" radius="md">
        {children}
      </Paper>
      {signInLink && (
        <Text ta="center" size="sm" mt="md">
          Already have an account?{' '}
          <Anchor component={Link} to={paths.login()} underline="always">
            Sign in
          </Anchor>
        </Text>
      )}
    </Container>
  );
}
