import { Group, Text } from '@mantine/core';
import { IconMedal } from '@tabler/icons-react';
import { medalOf } from './league-format.ts';

/** A rank with its medal for the top three (only for those with points: nobody wins a week of nothing). */
export function LeagueRank({ rank, points }: { rank: number; points: number }) {
  const medal = medalOf(rank, points);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-start">
      <Text span fw={700} miw="2ch" ta="right">
        {rank}
      </Text>
      {medal && (
        <Text span role="img" aria-label={`${medal.name} medal`} lh={1} c={medal.color}>
          <IconMedal size={18} stroke={2} aria-hidden />
        </Text>
      )}
    </Group>
  );
}
