import { Group, Paper, Text } from '@mantine/core';
import type { InsightTotals } from '@mathsight/contract/insights.ts';
import { formatAverageScore } from '@mathsight/contract/score-and-effort.ts';
import type { ReactNode } from 'react';
import { EffortValue } from '../../../shared/numbers/effort-value.tsx';
import { formatDuration } from '../grid-rows.ts';

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="sm" miw={130} style={{ flex: '1 1 8rem' }}>
      <Text size="xs" fw={600} c="gray.8">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** The work at a glance: who finished, the average score, time and effort. */
export function ResultsSummary({ totals }: { totals: InsightTotals }) {
  return (
    <Group gap="sm" align="stretch" component="section" aria-label="Summary">
      <Figure
        label="Completed"
        value={`${totals.completedCount} of ${totals.studentCount}`}
        testId="summary-completed"
      />
      <Figure label="Started, not finished" value={String(totals.inProgressCount)} />
      <Figure
        label="Average score"
        value={formatAverageScore(totals.averageScorePercent, totals.answeredPercent)}
        testId="summary-score"
      />
      <Figure label="Average time" value={formatDuration(totals.averageTimeTakenMs)} />
      <Figure label="Average effort" value={<EffortValue percent={totals.averageEffortPercent} />} />
    </Group>
  );
}
