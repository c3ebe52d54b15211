import { describe, expect, it } from 'vitest';
import { proficiencyLabel } from './labels.ts';
import { expectedAbility } from './priors.ts';

const m = (mean: number, se: number, count = 20) => ({ mean, variance: se * se, count });

describe('the labels teachers read', () => {
  const year9 = expectedAbility(9);

  it('say "not enough answers yet" with fewer than 5 answers or a standard error above 0.7', () => {
    expect(proficiencyLabel(m(3, 0.3, 4), year9)).toBe('not enough answers yet');
    expect(proficiencyLabel(m(3, 0.71), year9)).toBe('not enough answers yet');
  });

  it('are secure only when even one standard error lower is 0.4 above the year’s level', () => {
    expect(year9).toBe(1);
    expect(proficiencyLabel(m(1.9, 0.5), year9)).toBe('secure');
    expect(proficiencyLabel(m(1.85, 0.5), year9)).toBe('developing');
    expect(proficiencyLabel(m(1.6, 0.2), year9)).toBe('secure');
  });

  it('are not yet only when even one standard error higher is 0.4 below it', () => {
    expect(proficiencyLabel(m(0.1, 0.5), year9)).toBe('not yet');
    expect(proficiencyLabel(m(0.15, 0.5), year9)).toBe('developing');
  });

  it('read against the year: the same estimate is secure in Year 7 and developing in Year 9', () => {
    expect(proficiencyLabel(m(0.8, 0.3), expectedAbility(7))).toBe('secure');
    expect(proficiencyLabel(m(0.8, 0.3), year9)).toBe('developing');
  });
});
