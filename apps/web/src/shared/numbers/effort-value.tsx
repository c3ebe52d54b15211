import { Text, type TextProps } from '@mantine/core';
import { EXPECTED_MS_PER_QUESTION, formatEffort } from '@mathsight/contract/score-and-effort.ts';

const MEANING = `Effort: the share of the questions answered, times the time taken against ${
  EXPECTED_MS_PER_QUESTION / 1000
} s a question`;

/**
 * Effort as every screen shows it (docs/decisions/0013-score-and-effort.md): the level with the
 * number, "High · 82%", or "–" before the first answer. The definition is the hover text.
 */
export function EffortValue({ percent, ...text }: { percent: number | null } & TextProps) {
  return (
    <Text component="span" inherit title={MEANING} {...text}>
      {formatEffort(percent)}
    </Text>
  );
}
