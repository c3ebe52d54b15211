import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextColour, relativeLuminance } from './readable-text-colour.ts';

describe('contrastRatio', () => {
  it('matches the WCAG extremes and known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('does not care about order', () => {
    expect(contrastRatio('#4263eb', '#ffffff')).toBe(contrastRatio('#ffffff', '#4263eb'));
  });
});

describe('relativeLuminance', () => {
  it('runs from 0 for black to 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
  });
});

describe('readableTextColour', () => {
  it('picks white on dark colours and black on light ones', () => {
    expect(readableTextColour('#1f1f1f')).toBe('#ffffff');
    expect(readableTextColour('#f8f9fa')).toBe('#000000');
  });

  it('reaches WCAG AA (4.5:1) on every shade of every theme colour', () => {
    for (const shades of Object.values(DEFAULT_THEME.colors)) {
      for (const shade of shades) {
        expect(contrastRatio(shade, readableTextColour(shade)), shade).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
