import { createTheme, PasswordInput } from '@mantine/core';

/** The spec's breakpoints (§2), in em at a 16px root: sm 576, md 768, lg 992, xl 1200, xxl 1400. */
export const breakpointsPx = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  breakpoints: {
    xs: '30em',
    sm: `${breakpointsPx.sm / 16}em`,
    md: `${breakpointsPx.md / 16}em`,
    lg: `${breakpointsPx.lg / 16}em`,
    xl: `${breakpointsPx.xl / 16}em`,
    xxl: `${breakpointsPx.xxl / 16}em`,
  },
  components: {
    // Mantine leaves the show-password button out of the Tab order; a keyboard user needs it too.
    PasswordInput: PasswordInput.extend({
      defaultProps: {
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { 'aria-label': 'Show password' },
      },
    }),
  },
});

export { PRODUCT_NAME } from '../shared/config/constants.ts';
