import type { GrowthVerdict } from '@mathsight/contract/growth.ts';

/** A measure with its standard error, one decimal: "0.4 ± 0.3". */
export function measureText(ability: number, standardError: number): string {
  return `${ability.toFixed(1)} ± ${standardError.toFixed(1)}`;
}

/** A change, signed: "+0.6 ± 0.4". */
export function changeText(value: number, standardError: number): string {
  const sign = value > 0.05 ? '+' : value < -0.05 ? '−' : '';
  return `${sign}${Math.abs(value).toFixed(1)} ± ${standardError.toFixed(1)}`;
}

/** "Week of 3 Nov" from a yyyy-mm-dd Monday. */
export function weekText(weekStart: string): string {
  return new Date(`${weekStart}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
}

/** Badge colours for the verdicts, dark enough for WCAG AA as outline badges on white. */
export const VERDICT_COLOURS: Record<GrowthVerdict, string> = {
  grew: 'teal.9',
  'about the same': 'gray.8',
  fell: 'red.9',
  'no baseline yet': 'gray.8',
};
