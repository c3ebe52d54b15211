import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../shared/api/query-client.ts';

/**
 * The data cache (TanStack Query) for the routes below it: every route of the app except the
 * sign-in page and the not-found page, which never ask the server for data. Being a lazily loaded
 * route rather than a provider in app.tsx keeps the cache out of /login's download; a page that
 * reads server data with TanStack Query must sit below one of these (routes.tsx, route-table/).
 */
export function DataRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
