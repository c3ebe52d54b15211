import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../shared/api/query-client.ts';
import { CookieBanner } from '../shared/ui/cookie-banner.tsx';
import { AppErrorBoundary } from '../shared/ui/error-screen.tsx';
import { router } from './router.tsx';
import { theme } from './theme.ts';

/**
 * The providers every screen relies on, then the router. Mantine's ModalsProvider wraps the
 * signed-in routes only (layouts/signed-in-root.tsx), keeping Modal out of the public pages' download.
 */
export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <Notifications />
          <CookieBanner />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppErrorBoundary>
    </MantineProvider>
  );
}
