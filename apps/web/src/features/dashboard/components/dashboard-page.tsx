import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { setWorkSearch } from '../../../shared/routing/set-work-link.ts';
import { TeachersWaiting } from '../../../shared/school/components/teachers-waiting.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { greetingFor } from '../greeting.ts';
import { ClassCard } from './class-card.tsx';
import { FirstStepsWhileNeeded } from './first-steps.tsx';
import { LastWeekCard } from './last-week-card.tsx';
import { WeekOfWork } from './week-of-work.tsx';

/**
 * The school home: greets the teacher, shows the work due this week and just finished, and lists
 * their classes in this school. Old collection links (?modal=set-work-topics) open the set-work
 * flow over it (the shell layout opens it).
 */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useSessionStore((s) => s.user);
  const school = useSessionStore((s) => s.currentSchool);
  const groups = useSessionStore((s) => s.groups);
  if (!user || !school) return null;
  const { schoolId } = school;

  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <div>
            <Title order={1} data-testid="dashboard-greeting">
              {greetingFor(dayjs())}, {user.firstName}
            </Title>
            <Text className={muted.muted} mt={4}>
              {school.name}
            </Text>
          </div>
          {groups.length > 0 && (
            <Button
              component={Link}
              to={{ search: setWorkSearch() }}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Set work
            </Button>
          )}
        </Group>

        {school.teacher.isSchoolAdministrator && (
          <TeachersWaiting schoolId={schoolId} schoolName={school.name} />
        )}

        <FirstStepsWhileNeeded schoolId={schoolId} groups={groups} />

        {groups.length > 0 && <WeekOfWork schoolId={schoolId} />}

        {groups.length > 0 && <LastWeekCard schoolId={schoolId} />}

        <Stack component="section" aria-labelledby="your-classes" gap="md">
          <Group justify="space-between" align="center">
            <Title order={2} id="your-classes" size="h3">
              Your classes
            </Title>
            <Group gap="sm">
              <Button component={Link} to={paths.schoolQuizzes(schoolId)} variant="default">
                Topic library
              </Button>
              <Button component={Link} to={paths.plan(schoolId)} variant="light">
                Plan work
              </Button>
            </Group>
          </Group>
          {groups.length === 0 ? (
            <Text>You have no classes in {school.name} yet: add one above to start setting work.</Text>
          ) : (
            <SimpleGrid
              component="ul"
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="md"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              data-testid="class-list"
            >
              {groups.map((group) => (
                <li key={group.groupId}>
                  <ClassCard schoolId={schoolId} group={group} />
                </li>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
