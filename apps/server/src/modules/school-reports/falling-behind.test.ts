import { levelGapText, REPORT_LOGITS_PER_YEAR } from '@mathsight/contract/school-reports.ts';
import { describe, expect, it } from 'vitest';
import { behindReasons } from './falling-behind.ts';

/** A class's figures from what the report prints: years behind (negative) and the "±" in years. */
const shown = (
  years: number,
  plusMinus: number | null,
  more: { workDue?: number; completion?: number } = {},
) => ({
  workDue: more.workDue ?? 12,
  completionPercent: more.completion ?? 80,
  levelGap: years * REPORT_LOGITS_PER_YEAR,
  levelGapSe: plusMinus === null ? null : plusMinus * REPORT_LOGITS_PER_YEAR,
});
const yearGroup = (years: number, completion = 80) => ({
  ...shown(years, 0.1, { completion }),
  classCount: 3,
});

describe('behindReasons: the rule the school report prints', () => {
  it('flags a class shown as "0.7 years behind (± 0.3)" as below its expected level', () => {
    const sevenA = shown(-0.7, 0.3);
    expect(levelGapText(sevenA.levelGap, sevenA.levelGapSe)).toBe('0.7 years behind (± 0.3)');
    expect(behindReasons(sevenA, yearGroup(-0.5))).toEqual(['expectedLevel']);
  });

  it('does not flag a class a little behind, or one whose gap is within twice its ±', () => {
    expect(behindReasons(shown(-0.4, 0.1), yearGroup(-0.4))).toEqual([]);
    expect(behindReasons(shown(-0.7, 0.4), yearGroup(-0.6))).toEqual([]);
    expect(behindReasons(shown(-0.7, null), yearGroup(-0.6))).toEqual([]);
  });

  it('flags completion 15 points below its year group only with enough work due and a year group to compare', () => {
    expect(behindReasons(shown(0, 0.1, { completion: 60 }), yearGroup(0, 75))).toEqual(['completion']);
    expect(behindReasons(shown(0, 0.1, { completion: 61 }), yearGroup(0, 75))).toEqual([]);
    expect(behindReasons(shown(0, 0.1, { completion: 60, workDue: 9 }), yearGroup(0, 75))).toEqual([]);
    expect(behindReasons(shown(0, 0.1, { completion: 60 }), { ...yearGroup(0, 75), classCount: 1 })).toEqual(
      [],
    );
  });

  it('flags a level 0.8 years below its year group beyond twice its ±', () => {
    expect(behindReasons(shown(0.3, 0.1), yearGroup(1.1))).toEqual(['attainment']);
    expect(behindReasons(shown(0.3, 0.5), yearGroup(1.1))).toEqual([]);
    expect(behindReasons(shown(0.4, 0.1), yearGroup(1.1))).toEqual([]);
  });
});
