import { describe, expect, it } from 'vitest';
import { measureForPrediction, predictedScore } from './predict.ts';

const m = (mean: number, variance: number, count: number) => ({ mean, variance, count });

describe('predicted scores', () => {
  it('reads the topic measure with 10 answers, else the strand with 10, else nothing', () => {
    expect(measureForPrediction(m(1, 0.1, 10), m(0, 0.1, 30), 10)).toEqual(m(1, 0.1, 10));
    expect(measureForPrediction(m(1, 0.1, 9), m(0, 0.1, 30), 10)).toEqual(m(0, 0.1, 30));
    expect(measureForPrediction(m(1, 0.1, 9), m(0, 0.1, 9), 10)).toBeNull();
    expect(measureForPrediction(undefined, undefined, 10)).toBeNull();
  });

  it('averages P(right) over the questions, with a range one standard error either side', () => {
    const even = predictedScore([{ ability: m(0, 0.04, 20), difficulty: m(0, 0.01, 100) }]);
    expect(even.percent).toBe(50);
    expect(even.low).toBeLessThan(50);
    expect(even.high).toBeGreaterThan(50);
    const mixed = predictedScore([
      { ability: m(2, 0.04, 20), difficulty: m(0, 0.01, 100) },
      { ability: m(2, 0.04, 20), difficulty: m(4, 0.01, 100) },
    ]);
    expect(mixed.percent).toBe(50);
    expect(
      predictedScore([{ ability: m(3, 0.04, 20), difficulty: m(0, 0.01, 100) }]).percent,
    ).toBeGreaterThan(90);
  });
});
