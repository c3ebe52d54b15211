import { Outlet } from 'react-router';
import { PageAnnouncer } from './page-announcer.tsx';
import { useScrollOnNavigate } from './use-scroll-on-navigate.ts';

/** The top of the route tree: what every page shares, whoever is looking. */
export function RootLayout() {
  useScrollOnNavigate();
  return (
    <>
      <PageAnnouncer />
      <Outlet />
    </>
  );
}
