import { Anchor, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { School } from '@mathsight/contract/schools.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useMe } from '../../../shared/session/api/get-me.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { useSchoolDetails } from '../api/school-details.ts';
import { LeaguesSwitch } from './leagues-switch.tsx';
import { SchoolDetailsForm } from './school-details-form.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `config-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * `/config` (issue 13): how Mathsight works at the current school. Its administrators change the
 * school's details and turn the league tables on or off; every other teacher reads them and is told
 * whom to ask. A teacher's own name, email and choices are on their account page.
 */
export function ConfigPage() {
  usePageTitle('Configuration');
  const schoolId = useSessionStore((s) => s.schoolId);
  return (
    <Container size={720} px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Configuration</Title>
          <Text className={muted.muted} mt={4}>
            How Mathsight works at your school. Your own name, email address and email choices are on{' '}
            <Anchor component={Link} to={paths.account()} underline="always">
              your account
            </Anchor>
            .
          </Text>
        </div>
        {schoolId === null ? (
          <Paper withBorder p="lg" radius="md" data-testid="config-no-school">
            <Text fw={600}>You are not in a school yet</Text>
            <Text size="sm" mt={4}>
              Find your school or add it, and its settings show here.{' '}
              <Anchor component={Link} to={paths.schools()} underline="always">
                Find your school
              </Anchor>
            </Text>
          </Paper>
        ) : (
          <SchoolConfig schoolId={schoolId} />
        )}
      </Stack>
    </Container>
  );
}

function SchoolConfig({ schoolId }: { schoolId: number }) {
  const school = useSchoolDetails(schoolId);
  const isAdministrator = useSessionStore((s) => s.currentSchool?.teacher.isSchoolAdministrator ?? false);
  if (school.isPending) {
    return (
      <Group gap="xs" aria-busy="true">
        <Loader size="sm" aria-hidden />
        <Text role="status">Loading the school's settings…</Text>
      </Group>
    );
  }
  if (school.isError) {
    return (
      <LoadError
        title="The school's settings could not be loaded"
        message={errorMessageOf(school.error)}
        onRetry={() => void school.refetch()}
      />
    );
  }
  return isAdministrator ? (
    <>
      {/* Keyed by the school, so switching school starts the form from that school's details. */}
      <Section title="School details">
        <SchoolDetailsForm key={school.data.schoolId} school={school.data} />
      </Section>
      <Section title="Leagues">
        <LeaguesSwitch school={school.data} />
      </Section>
    </>
  ) : (
    <ReadOnlySchool school={school.data} />
  );
}

function ReadOnlySchool({ school }: { school: School }) {
  const schoolId = useSessionStore((s) => s.schoolId);
  const me = useMe(schoolId);
  const admins = (me.data?.teachers ?? [])
    .filter((t) => t.isSchoolAdministrator && t.schoolMembershipStatus === 'Confirmed')
    .map((t) => [t.title, t.firstName, t.lastName].filter(Boolean).join(' '));
  const address = [school.addressLine1, school.city, school.zipOrPostCode].filter(Boolean).join(', ');
  return (
    <>
      <Section title="School details">
        <Stack gap={6} component="dl" m={0} data-testid="school-details-read-only">
          <Text component="dt" fw={600} size="sm">
            Name
          </Text>
          <Text component="dd" m={0}>
            {school.name}
          </Text>
          <Text component="dt" fw={600} size="sm">
            Address
          </Text>
          <Text component="dd" m={0}>
            {address || 'Not given'}
          </Text>
        </Stack>
      </Section>
      <Section title="Leagues">
        <Text data-testid="leagues-state">
          League tables are {school.motivationalFeaturesEnabled ? 'on' : 'off'} for teachers and students.
        </Text>
      </Section>
      <Text size="sm" data-testid="ask-administrator">
        Only the school's administrators can change these.{' '}
        {admins.length > 0
          ? `Ask ${admins.join(admins.length === 2 ? ' or ' : ', ')}.`
          : 'Ask the colleague who added the school to Mathsight.'}
      </Text>
    </>
  );
}
