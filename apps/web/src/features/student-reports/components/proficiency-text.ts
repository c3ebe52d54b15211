import type { Proficiency, ProficiencyLabel } from '@mathsight/contract/student-reports.ts';

/**
 * How a measure reads on the screens (decision 0014): the label in words first, then the estimate
 * and its standard error in logits. Each label has a colour and a letter, so no cell is colour alone.
 */
export const LABEL_STYLE: Record<
  ProficiencyLabel,
  { letter: string; text: string; background: string; order: number }
> = {
  secure: { letter: 'S', text: 'Secure', background: 'var(--mantine-color-green-2)', order: 3 },
  developing: { letter: 'D', text: 'Developing', background: 'var(--mantine-color-yellow-2)', order: 2 },
  'not yet': { letter: 'N', text: 'Not yet', background: 'var(--mantine-color-red-2)', order: 1 },
  'not enough answers yet': {
    letter: '?',
    text: 'Not enough answers yet',
    background: 'var(--mantine-color-gray-1)',
    order: 0,
  },
};

const signed = (x: number) => (x < 0 ? `−${Math.abs(x).toFixed(2)}` : x.toFixed(2));

/** "0.84 ± 0.31": the estimate and one standard error, in logits. */
export function measureText(p: Pick<Proficiency, 'measure' | 'standardError'>): string {
  return `${signed(p.measure)} ± ${p.standardError.toFixed(2)}`;
}

/**
 * The measure and its uncertainty in plain words, for the heat map: "0.84, likely between 0.53 and
 * 1.15" (one standard error either side: about two chances in three that the true value is inside).
 */
export function likelyRangeText(p: Pick<Proficiency, 'measure' | 'standardError'>): string {
  return `${signed(p.measure)}, likely between ${signed(p.measure - p.standardError)} and ${signed(p.measure + p.standardError)}`;
}

/** "Developing: measure 0.84, likely between 0.53 and 1.15 (12 answers)". */
export function proficiencyText(p: Proficiency): string {
  const answers = `${p.answerCount} ${p.answerCount === 1 ? 'answer' : 'answers'}`;
  return `${LABEL_STYLE[p.label].text}: measure ${likelyRangeText(p)} (${answers})`;
}
