import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { SchoolSwitcher } from '../../../shared/session/components/school-switcher.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';

/**
 * Spec §6: a teacher whose membership of this school is still Pending waits here until an
 * administrator of the school confirms them. They can leave for another school or log out.
 */
export function PendingPage() {
  usePageTitle('Waiting for confirmation');
  const school = useSessionStore((s) => s.currentSchool);
  const schoolCount = useSessionStore((s) => s.userSchools.length);
  const schoolName = school?.name ?? 'your school';

  return (
    <Container size={600} py="xl" px={0}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconHourglass size={28} />
          </ThemeIcon>
          <Title order={1} size="h2">
            Waiting for {schoolName} to confirm you
          </Title>
          <Text>
            An administrator at {schoolName} needs to confirm that you teach there before you can see its
            classes and results. They can do this in Settings, under Teachers.
          </Text>
          <Text>You do not need to do anything else: once you are confirmed, sign in again to start.</Text>
          {schoolCount > 1 && <SchoolSwitcher label="Switch to another of your schools" />}
          <div>
            <Button
              component={Link}
              to={paths.logout()}
              variant="default"
              leftSection={<IconLogout size={16} aria-hidden />}
              data-testid="pending-logout"
            >
              Log out
            </Button>
          </div>
        </Stack>
      </Paper>
    </Container>
  );
}
