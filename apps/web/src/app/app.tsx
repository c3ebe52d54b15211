import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router';
import { accessibleCssVariablesResolver } from '../shared/ui/accessible-css-variables.ts';
import { CookieBanner } from '../shared/ui/cookie-banner.tsx';
import { AppErrorBoundary } from '../shared/ui/error-screen.tsx';
import { router } from './router.tsx';
import { theme } from './theme.ts';
import { ToastHost } from './toast-host.tsx';

/**
 * The providers every screen relies on, then the router. What only some screens need is provided
 * further down, so the first download (the sign-in page above all) stays small: the data cache
 * by the routes that use it (layouts/data-root.tsx), Mantine's ModalsProvider by the signed-in
 * routes (layouts/signed-in-root.tsx), and the toasts' component once a toast is shown (toast-host.tsx).
 */
export function App() {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={accessibleCssVariablesResolver}
    >
      <AppErrorBoundary>
        <ToastHost />
        <CookieBanner />
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </MantineProvider>
  );
}
