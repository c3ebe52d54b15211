import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { clearAccessToken } from '../../shared/api/access-token.ts';
import { configureHttpClient } from '../../shared/api/http-client.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { logout } from '../../shared/auth/logout.ts';
import { paths } from '../../shared/routing/paths.ts';
import { resetAllStores } from '../../shared/state/store-registry.ts';
import { routes } from '../routes.tsx';
import { theme } from '../theme.ts';

/**
 * The whole app at an address, on a memory router, with the app's real providers, route table
 * and stores (reset first). The HTTP client's toasts go to the returned `notify` spy. Like the app,
 * it provides no data cache: the route table's data routes do, so a screen outside them that reads
 * server data fails here as it would in the browser.
 */
export function renderApp(path: string) {
  queryClient.clear();
  resetAllStores();
  clearAccessToken();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const notify = vi.fn<(message: string) => void>();
  configureHttpClient({
    notify,
    onUnauthorized: () => {
      void logout().then(() => router.navigate(paths.login()));
    },
  });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, notify, location };
}
