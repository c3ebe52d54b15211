import { ActionIcon, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import type { EffortPeriod } from '@mathsight/contract/effort.ts';
import type { LeaguePeriod } from '@mathsight/contract/leagues.ts';
import { schoolDateOf } from '@mathsight/contract/school-terms.ts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { LeaguePeriodState } from './use-leagues.ts';

function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const PERIOD_WORDS: Record<EffortPeriod, string> = { week: 'week', term: 'term' };

/** This week or this term, and the one before or after, with the period shown as its name. */
export function LeaguePeriodControls({
  value,
  shown,
  onChange,
}: {
  value: LeaguePeriodState;
  /** The period of the last answer (its label and dates). */
  shown: LeaguePeriod | undefined;
  onChange: (next: LeaguePeriodState) => void;
}) {
  const today = schoolDateOf(new Date());
  const word = PERIOD_WORDS[value.period];
  const hasNext = shown !== undefined && shown.end <= today;
  return (
    <Group gap="sm" wrap="wrap" align="center">
      <SegmentedControl
        aria-label="League period"
        value={value.period}
        onChange={(v) => onChange({ period: v as EffortPeriod, date: undefined })}
        data={[
          { value: 'week', label: 'Week' },
          { value: 'term', label: 'Term' },
        ]}
      />
      <Group gap={4} wrap="nowrap" align="center">
        <Tooltip label={`The ${word} before`}>
          <ActionIcon
            variant="default"
            aria-label={`The ${word} before`}
            disabled={!shown}
            onClick={() => shown && onChange({ period: value.period, date: addDays(shown.start, -1) })}
          >
            <IconChevronLeft size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Text fw={600} miw={170} ta="center" aria-live="polite" data-testid="league-period">
          {shown?.label ?? ' '}
        </Text>
        <Tooltip label={`The ${word} after`}>
          <ActionIcon
            variant="default"
            aria-label={`The ${word} after`}
            disabled={!hasNext}
            onClick={() =>
              shown && onChange({ period: value.period, date: shown.end > today ? undefined : shown.end })
            }
          >
            <IconChevronRight size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
