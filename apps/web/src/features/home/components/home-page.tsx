import { Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendar, IconChecklist, IconTrophy } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { isTokenValid } from '../../../shared/auth/jwt.ts';
import { readRefreshToken } from '../../../shared/auth/token-storage.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';

const FEATURES: { title: string; text: string; icon: ComponentType<{ size?: number }> }[] = [
  {
    title: 'Plan',
    text: 'Set topic quizzes, diagnostic quizzes and retrieval practice for your classes in a few clicks.',
    icon: IconCalendar,
  },
  {
    title: 'Check',
    text: 'See not just who got a question wrong, but the misconception behind each wrong answer.',
    icon: IconChecklist,
  },
  {
    title: 'Motivate',
    text: 'League tables for classes and the whole school that reward effort, not only scores.',
    icon: IconTrophy,
  },
];

/** The public home page: what Mathsight does, with a way to sign in. */
export function HomePage() {
  usePageTitle('Diagnostic maths questions for teachers');
  const signedIn = isTokenValid(readRefreshToken());

  return (
    <Container size="lg" py={{ base: 'xl', sm: 64 }}>
      <Stack gap={48}>
        <Stack gap="md" maw={720}>
          <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
            See what your class really understands in maths
          </Title>
          <Text size="lg">
            Mathsight's diagnostic questions show you the misconception behind every wrong answer, so you can
            plan, check and fix learning with each of your classes.
          </Text>
          <Group gap="sm" mt="sm">
            {signedIn ? (
              <Button component={Link} to={paths.loginRedirect()} size="md">
                Go to your dashboard
              </Button>
            ) : (
              <>
                <Button component={Link} to={paths.login()} size="md">
                  Sign in
                </Button>
                <Button component={Link} to={paths.signup()} size="md" variant="default">
                  Create a free account
                </Button>
              </>
            )}
          </Group>
        </Stack>

        <Stack component="section" aria-labelledby="what-you-can-do" gap="md">
          <Title order={2} id="what-you-can-do" size="h3">
            What you can do with Mathsight
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {FEATURES.map(({ title, text, icon: Icon }) => (
              <Card key={title} withBorder radius="md" padding="lg">
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <Title order={3} size="h4" mt="md">
                  {title}
                </Title>
                <Text mt="xs">{text}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </Container>
  );
}
