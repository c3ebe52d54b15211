import { describe, expect, it } from 'vitest';
import { measureWithYear, workingAtAxis, workingAtTick } from './growth-format.ts';

describe('measures read as school years on the growth charts', () => {
  it('names a tick and a value by the school year whose average student it matches', () => {
    expect(workingAtTick(0)).toBe('Y7');
    expect(workingAtTick(0.75)).toBe('Y8.5');
    expect(workingAtTick(-1)).toBe('Y5');
    expect(measureWithYear(0.4)).toBe('0.4 (Year 7.8 level)');
  });

  it('puts the ticks at whole years around the values, every other year when the span is wide', () => {
    expect(workingAtAxis([0.1, 0.6])).toEqual({ ticks: [0, 0.5, 1], domain: [0, 1] });
    expect(workingAtAxis([-1.2, 2.6]).ticks).toEqual([-1.5, -0.5, 0.5, 1.5, 2.5, 3.5]);
    expect(workingAtAxis([-1.2, 2.6]).domain).toEqual([-1.5, 3.5]);
    expect(workingAtAxis([])).toEqual({ ticks: [0], domain: [-0.5, 0.5] });
  });
});
