import { Anchor, Breadcrumbs, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths.ts';
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

/** Rows of grey while a league loads. */
export function LeagueLoading({ what }: { what: string }) {
  return (
    <Stack gap="xs" aria-busy="true">
      <VisuallyHidden role="status">Loading the {what}</VisuallyHidden>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} height={36} radius="sm" />
      ))}
    </Stack>
  );
}

export const POINTS_RULE =
  'Effort points: 1 for each question answered, 1 for each retry and 5 for each piece of work completed. Right or wrong, every answer counts.';
