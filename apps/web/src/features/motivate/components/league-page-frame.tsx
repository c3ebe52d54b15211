import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
import { ListLoading } from '../../../shared/ui/list-kit/list-states.tsx';
import muted from '../../../shared/ui/muted-text.module.css';

/** The frame of a league screen: the way back to Motivate, the title, what it ranks, and its actions. */
export function LeaguePageFrame({
  schoolId,
  title,
  intro,
  actions,
  children,
}: {
  schoolId: number;
  title: string;
  intro: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" maw={1100}>
      <Breadcrumbs>
        <Anchor component={Link} to={paths.motivate(schoolId)}>
          Motivate
        </Anchor>
        <Text span>{title}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <div style={{ flex: '1 1 24rem' }}>
          <Title order={1}>{title}</Title>
          <Text className={muted.muted} mt={4}>
            {intro}
          </Text>
        </div>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}

/** Rows of grey while a league loads: the list kit's, announced as "Loading the <what>". */
export function LeagueLoading({ what }: { what: string }) {
  return <ListLoading noun={`the ${what}`} />;
}

export const POINTS_RULE =
  'Effort points: 1 for each question answered, 1 for each retry and 5 for each piece of work completed. Right or wrong, every answer counts.';
