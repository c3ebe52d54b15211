import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { LEAGUES_OFF_MESSAGE } from '@mathsight/contract/leagues.ts';
import { IconTrophyOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';

/** What every league screen shows when the school has turned its leagues off (no league at all). */
export function LeaguesOff() {
  const isAdministrator = useSessionStore((s) => s.currentSchool?.teacher.isSchoolAdministrator ?? false);
  return (
    <Card withBorder radius="md" padding="xl" maw={640} data-testid="leagues-off">
      <Stack gap="sm" align="flex-start">
        <IconTrophyOff size={32} aria-hidden />
        <Title order={2} size="h3">
          {LEAGUES_OFF_MESSAGE}
        </Title>
        <Text>
          Your school&apos;s administrators have turned off the motivational features, so no league table is
          shown to teachers or students.
        </Text>
        {isAdministrator ? (
          <Anchor component={Link} to={paths.config()}>
            Turn leagues on in the school&apos;s settings
          </Anchor>
        ) : (
          <Text size="sm">Ask one of your school&apos;s administrators if you would like them back on.</Text>
        )}
      </Stack>
    </Card>
  );
}
