import type { CSSVariablesResolver } from '@mantine/core';

/**
 * Mantine's "dimmed" text (descriptions, hints, placeholders' neighbours, `c="dimmed"`) is gray 6
 * on white, 3.3:1, and dark 2 on the dark body, 4.0:1: both below the 4.5:1 WCAG AA asks of body
 * text. This resolver raises it to gray 7 (8.2:1) and dark 1 (7.8:1). Pass it to MantineProvider:
 * Mantine's error colour (a field's error message, its red border) is red 6 on white, 3.8:1: raised
 * to red 9 (5.5:1) in the light scheme.
 * `<MantineProvider theme={theme} cssVariablesResolver={accessibleCssVariablesResolver}>`.
 */
export const accessibleCssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7] ?? '#495057',
    '--mantine-color-error': theme.colors.red[9] ?? '#c92a2a',
  },
  dark: { '--mantine-color-dimmed': theme.colors.dark[1] ?? '#b8b8b8' },
});
