import { Anchor, Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import muted from '../../../shared/ui/muted-text.module.css';

/** The frame of the two password pages: heading, a line of explanation, the card, the way back. */
export function PasswordFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container size={440} py={{ base: 'xl', sm: 64 }}>
      <Title order={1} ta="center">
        {title}
      </Title>
      <Text ta="center" className={muted.muted} mt="xs">
        {intro}
      </Text>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} mt="lg" radius="md">
        {children}
      </Paper>
      <Text ta="center" size="sm" mt="md">
        <Anchor component={Link} to={paths.login()} underline="always">
          Back to sign in
        </Anchor>
      </Text>
    </Container>
  );
}
