import { describe, expect, it } from 'vitest';
import { predict } from '../test/apply.ts';

describe('statistics misconceptions, worked by hand', () => {
  const data = { kind: 'average', data: [7, 2, 9, 4, 3], ask: 'mean' } as const; // mean 5, median 4

  it('gives the median for the mean and the mean for the median', () => {
    expect(predict(5001, { ...data, data: [...data.data] })).toBe('$4$');
    expect(predict(5001, { ...data, data: [...data.data], ask: 'median' })).toBe('$5$');
  });

  it('takes the middle of the unordered list', () => {
    expect(predict(5002, { ...data, data: [...data.data], ask: 'median' })).toBe('$9$');
  });

  it('thinks P(not A) = P(A)', () => {
    expect(predict(5030, { kind: 'probability-complement', p: 0.3, event: 'it rains' })).toBe('$0.3$');
    // Retired (decision 0063): 100 − 0.3 = 99.7 and 0.3 − 1 = −0.7 are ruled out by sense.
    expect(predict(5031, { kind: 'probability-complement', p: 0.3, event: 'it rains' })).toBeUndefined();
    expect(predict(5032, { kind: 'probability-complement', p: 0.3, event: 'it rains' })).toBeUndefined();
  });

  it('adds probabilities for "and": 0.4 and 0.5 → 0.9', () => {
    expect(predict(5038, { kind: 'probability-and', pA: 0.4, pB: 0.5 })).toBe('$0.9$');
  });

  it('uses the frequency as the pie chart angle', () => {
    expect(predict(5022, { kind: 'pie-angle', total: 40, part: 8, category: 'tennis' })).toBe('$8^{\\circ}$');
  });

  it('gives the highest frequency as the mode', () => {
    expect(predict(5016, { kind: 'frequency-mode', values: [0, 1, 2, 3, 4], freqs: [3, 11, 6, 5, 8] })).toBe(
      '$11$',
    );
  });
});
