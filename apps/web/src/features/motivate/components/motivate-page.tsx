import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCommunity, IconSchool, IconUsersGroup } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { POINTS_RULE } from './league-page-frame.tsx';
import { LeaguesOff } from './leagues-off.tsx';
import { useLeaguesOn } from './use-leagues.ts';

interface LeagueLink {
  title: string;
  text: string;
  href: (schoolId: number) => string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}

const LEAGUES: readonly LeagueLink[] = [
  {
    title: 'Class league',
    text: "One class's students, ranked on the effort points they earned this week or this term.",
    href: paths.classLeague,
    icon: IconUsersGroup,
  },
  {
    title: 'School league',
    text: 'Every student of the school, or of one year group, ranked on effort.',
    href: paths.schoolLeague,
    icon: IconSchool,
  },
  {
    title: 'Group league',
    text: 'The classes ranked against each other on effort points per student.',
    href: paths.groupLeague,
    icon: IconBuildingCommunity,
  },
];

/**
 * `/{schoolId}/motivate`: what the leagues are and how points are earned, the three leagues, and
 * whether the school has them on (administrators are linked to the switch in the school's settings).
 */
export function MotivatePage() {
  usePageTitle('Motivate');
  const schoolId = useSessionStore((s) => s.schoolId);
  const isAdministrator = useSessionStore((s) => s.currentSchool?.teacher.isSchoolAdministrator ?? false);
  const leaguesOn = useLeaguesOn(schoolId);
  if (schoolId === null) return null;
  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <Group gap="sm" align="center">
          <Title order={1}>Motivate</Title>
          <Badge color={leaguesOn ? 'teal.9' : 'gray.7'} variant="filled" data-testid="leagues-state">
            Leagues {leaguesOn ? 'on' : 'off'}
          </Badge>
        </Group>
        <Text className={muted.muted} mt={4}>
          League tables that celebrate effort, not ability: a student who keeps going on work they find hard
          climbs as fast as one who finds it easy. {POINTS_RULE} Time on task is shown beside the points but
          earns none.
        </Text>
      </div>
      {leaguesOn ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {LEAGUES.map(({ title, text, href, icon: Icon }) => (
              <Card key={title} withBorder radius="md" padding="lg">
                <Stack gap="xs">
                  <Icon size={28} aria-hidden />
                  <Anchor component={Link} to={href(schoolId)} fw={700} fz="lg">
                    {title}
                  </Anchor>
                  <Text size="sm">{text}</Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
          <Text size="sm">
            Students see their own place in their class league on their home page, with the others by first
            name and initial only.{' '}
            {isAdministrator ? (
              <>
                You can turn the leagues off for everyone in the{' '}
                <Anchor component={Link} to={paths.config()}>
                  school&apos;s settings
                </Anchor>
                .
              </>
            ) : (
              "The school's administrators can turn the leagues off for everyone."
            )}
          </Text>
        </>
      ) : (
        <LeaguesOff />
      )}
    </Stack>
  );
}
