import type { GrowthVerdict } from '@mathsight/contract/growth.ts';
import {
  REPORT_LOGITS_PER_YEAR,
  REPORT_REFERENCE_YEAR,
  workingAtYear,
} from '@mathsight/contract/school-reports.ts';

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

/**
 * The measure charts' y axis, in a teacher's words: the school year whose average student a measure
 * matches ("working at Year 8"), 0 on the scale being Year 7 and each half logit a year. The numbers
 * in the tables stay measures; the axis and the tooltips say what they mean.
 */
export const WORKING_AT_AXIS_LABEL = 'Working at (school year)';

/** An axis tick: "Y8", "Y8.5". */
export function workingAtTick(measure: number): string {
  const year = Math.round(workingAtYear(measure) * 10) / 10;
  return `Y${Number.isInteger(year) ? year : year.toFixed(1)}`;
}

/** A tooltip's value: "0.4 (Year 7.8 level)". */
export function measureWithYear(measure: number): string {
  return `${measure.toFixed(1)} (Year ${workingAtYear(measure).toFixed(1)} level)`;
}

/**
 * The axis for these measures: its ticks at whole school years (every other year when the span is wide)
 * from just below the lowest to just above the highest, as measures, with the domain they span.
 */
export function workingAtAxis(measures: readonly number[]): { ticks: number[]; domain: [number, number] } {
  const years = measures.filter(Number.isFinite).map(workingAtYear);
  if (years.length === 0) return { ticks: [0], domain: [-0.5, 0.5] };
  const low = Math.floor(Math.min(...years));
  const high = Math.max(low + 1, Math.ceil(Math.max(...years)));
  const step = high - low > 6 ? 2 : 1;
  const ticks: number[] = [];
  for (let year = low; ; year += step) {
    ticks.push((year - REPORT_REFERENCE_YEAR) * REPORT_LOGITS_PER_YEAR);
    if (year >= high) break;
  }
  const last = ticks[ticks.length - 1] ?? 0;
  return { ticks, domain: [ticks[0] ?? 0, last] };
}
