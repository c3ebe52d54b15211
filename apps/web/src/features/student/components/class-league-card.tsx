import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { MyClassLeague } from '@mathsight/contract/leagues.ts';
import { IconMedal, IconTrophy } from '@tabler/icons-react';
import { ordinal } from '../../../shared/numbers/ordinal.ts';
import { useMyClassLeague } from '../api/my-class-league.ts';

export { ordinal };

const MEDALS: Record<number, { color: string; name: string }> = {
  1: { color: '#b8860b', name: 'Gold' },
  2: { color: '#6b7280', name: 'Silver' },
  3: { color: '#a0522d', name: 'Bronze' },
};

/**
 * One class's league: the top of the class first, the student's own row after them, and their place
 * in words last, so a child low in the table never meets their rank before anything else.
 */
function OneLeague({ league, single }: { league: MyClassLeague; single: boolean }) {
  const headingId = `class-league-${league.groupId}`;
  return (
    <Stack gap="xs">
      <Text fw={600} id={headingId}>
        Top of the class this week{single ? '' : ` (${league.groupName})`}
      </Text>
      <Table verticalSpacing={4} aria-labelledby={headingId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Place</Table.Th>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col" ta="right">
              Points
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {league.entries.map((e) => (
            <Table.Tr
              key={`${e.rank}-${e.displayName}-${e.isYou}`}
              bg={e.isYou ? 'var(--mantine-color-teal-light)' : undefined}
            >
              <Table.Td>
                {e.rank}
                {e.effortPoints > 0 && MEDALS[e.rank] && (
                  <Text
                    span
                    ml={4}
                    role="img"
                    aria-label={`${MEDALS[e.rank]?.name} medal`}
                    c={MEDALS[e.rank]?.color}
                  >
                    <IconMedal size={16} stroke={2} aria-hidden style={{ verticalAlign: 'text-bottom' }} />
                  </Text>
                )}
              </Table.Td>
              <Table.Th scope="row" fw={e.isYou ? 700 : 400}>
                {e.isYou ? `You (${e.displayName})` : e.displayName}
              </Table.Th>
              <Table.Td ta="right">{e.effortPoints}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" data-testid="my-league-position">
        Your place this week{single ? '' : ` in ${league.groupName}`}: {ordinal(league.position)} of{' '}
        {league.of}
      </Text>
    </Stack>
  );
}

/**
 * The student's own place in their class league (issue 14 point 7; issue 26: after their work, top
 * first): the top five, themselves, then their place. Hidden when the school has turned leagues off, the student is in no class, or
 * the league cannot be read (it is encouragement, not something to fix).
 */
export function ClassLeagueCard() {
  const league = useMyClassLeague();
  const classes = league.data?.classes ?? [];
  if (classes.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="my-class-league">
      <Stack gap="md">
        <Group gap="xs">
          <IconTrophy size={22} aria-hidden />
          <Title order={2} size="h4">
            Class league
          </Title>
        </Group>
        {classes.map((c) => (
          <OneLeague key={c.groupId} league={c} single={classes.length === 1} />
        ))}
        <Text size="xs" c="dimmed">
          Every question you answer earns a point, right or wrong; each retry earns one more, and each piece
          of work you hand in earns 5.
        </Text>
      </Stack>
    </Card>
  );
}
