import { Badge, Text } from '@mantine/core';
import type { ProficiencyLabelName, ProficiencyMeasure } from '@mathsight/contract/student-profile.ts';

const LABEL_COLOURS: Record<ProficiencyLabelName, string> = {
  secure: 'teal.9',
  developing: 'blue.9',
  'not yet': 'red.9',
  'not enough answers yet': 'gray.8',
};

const LABEL_MEANINGS: Record<ProficiencyLabelName, string> = {
  secure: 'Even allowing for the uncertainty, above the level expected for their year',
  developing: 'Around the level expected for their year, or still too close to call',
  'not yet': 'Even allowing for the uncertainty, below the level expected for their year',
  'not enough answers yet': 'Fewer than 5 answers, or the estimate is still too uncertain to say',
};

/** The measurement model's label in words (decision 0014), its meaning as hover text. */
export function ProficiencyBadge({ label }: { label: ProficiencyLabelName }) {
  return (
    <Badge variant="outline" color={LABEL_COLOURS[label]} title={LABEL_MEANINGS[label]} tt="none">
      {label}
    </Badge>
  );
}

/** "+0.42 ± 0.31": the estimate in logits with one standard error either side. */
export function formatMeasure(m: Pick<ProficiencyMeasure, 'measure' | 'standardError'>): string {
  const sign = m.measure > 0 ? '+' : m.measure < 0 ? '−' : '';
  return `${sign}${Math.abs(m.measure).toFixed(2)} ± ${m.standardError.toFixed(2)}`;
}

/** The measure with its uncertainty, explained on hover and to screen readers. */
export function MeasureValue({ m }: { m: Pick<ProficiencyMeasure, 'measure' | 'standardError'> }) {
  return (
    <Text
      component="span"
      inherit
      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      title="The estimate on the model's scale (logits, 0 = a typical Year 7), plus or minus one standard error"
    >
      {formatMeasure(m)}
    </Text>
  );
}
