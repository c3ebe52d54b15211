import { describe, expect, it } from 'vitest';
import { predict } from '../test/apply.ts';

describe('ratio misconceptions, worked by hand', () => {
  it('confuses part : part with part : whole', () => {
    expect(predict(3008, { kind: 'ratio-fraction', p: 3, q: 5, names: ['boys', 'girls'] })).toBe(
      '$\\frac{3}{5}$',
    );
    expect(predict(3004, { kind: 'ratio-simplify', a: 12, b: 18 })).toBe('$2 : 5$');
  });

  it('shares £40 in 3 : 5 equally', () => {
    expect(
      predict(3005, { kind: 'ratio-share', total: 40, p: 3, q: 5, names: ['Amir', 'Beth'], who: 0 }),
    ).toBe('£20');
  });

  it('adds successive percentages: +10% then −10% leaves £80 unchanged', () => {
    expect(predict(3030, { kind: 'repeated-percent', amount: 80, p1: 10, p2: -10 })).toBe('£80');
  });

  it('adds the scale factor instead of multiplying', () => {
    expect(predict(3042, { kind: 'similar-length', w: 4, h: 6, factor: 2.5 })).toBe('$8.5\\text{ cm}$');
  });

  it('uses simple interest: £500 at 4% for 3 years = £560', () => {
    expect(predict(3034, { kind: 'compound-interest', principal: 500, rate: 4, years: 3 })).toBe('£560');
  });

  it('treats 2 h 30 min as 2.3 hours', () => {
    expect(predict(3036, { kind: 'speed', distance: 150, hours: 2, minutes: 30 })).toBe(
      '$65.2\\text{ km/h}$',
    );
  });

  it('reverses a 20% increase by taking 20% off: £96 → £76.80', () => {
    expect(predict(3027, { kind: 'reverse-percent', final: 96, percent: 20, direction: 'increase' })).toBe(
      '£76.80',
    );
  });
});
