import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleCssVariablesResolver } from './accessible-css-variables.ts';

function contrast(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const channel = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return channel <= 0.039_28 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

describe('accessibleCssVariablesResolver', () => {
  const resolved = accessibleCssVariablesResolver(DEFAULT_THEME);

  it('makes dimmed text meet WCAG AA on the light body', () => {
    const dimmed = resolved.light['--mantine-color-dimmed'] ?? '';
    expect(contrast(dimmed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('makes field error messages meet WCAG AA on the light body', () => {
    const error = resolved.light['--mantine-color-error'] ?? '';
    expect(contrast(error, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('makes dimmed text meet WCAG AA on the dark body', () => {
    const dimmed = resolved.dark['--mantine-color-dimmed'] ?? '';
    expect(contrast(dimmed, DEFAULT_THEME.colors.dark[7] ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});
