import { Badge, Stack, Text } from '@mantine/core';
import type { Baseline, GrowthVerdict, MeasurePoint } from '@mathsight/contract/growth.ts';
import muted from '../ui/muted-text.module.css';
import { changeText, measureText, VERDICT_COLOURS } from './growth-format.ts';

/**
 * The contents of a growth table's cells, one student or strand per row (the class growth screen and
 * the student's growth tab): each measure ± its standard error with where it came from under it, the
 * change, and the verdict in words. The tables keep their own rows, headings and first column.
 */

/** The baseline and where it came from, or `empty` when there is none yet. */
export function BaselineFigure({ baseline, empty }: { baseline: Baseline | null; empty: string }) {
  if (!baseline) return <>{empty}</>;
  return (
    <Stack gap={0}>
      <Text size="sm">{measureText(baseline.ability, baseline.standardError)}</Text>
      <Text size="xs" className={muted.muted}>
        {baseline.source === 'diagnostic'
          ? (baseline.assignmentName ?? 'Diagnostic quiz')
          : 'First 10 answers'}
      </Text>
    </Stack>
  );
}

/** The measure now, its label and how many answers it rests on. */
export function NowFigure({ now }: { now: MeasurePoint | null }) {
  if (!now) return <>No answers yet</>;
  return (
    <Stack gap={0}>
      <Text size="sm">{measureText(now.ability, now.standardError)}</Text>
      <Text size="xs" className={muted.muted}>
        {now.label}, {now.answerCount} {now.answerCount === 1 ? 'answer' : 'answers'}
      </Text>
    </Stack>
  );
}

/** The change since the baseline, signed, ± its standard error; a dash without a baseline. */
export function GrowthFigure({
  growth,
  standardError,
}: {
  growth: number | null;
  standardError: number | null;
}) {
  return <>{growth === null || standardError === null ? '–' : changeText(growth, standardError)}</>;
}

/** The verdict ("grew", "about the same", "fell", "no baseline yet") as an outline badge. */
export function VerdictBadge({ verdict }: { verdict: GrowthVerdict }) {
  return (
    <Badge color={VERDICT_COLOURS[verdict]} variant="outline" radius="sm" tt="none">
      {verdict}
    </Badge>
  );
}
