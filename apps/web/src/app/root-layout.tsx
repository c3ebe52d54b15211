import { Outlet } from 'react-router';
import { useScrollOnNavigate } from './use-scroll-on-navigate.ts';

/** The top of the route tree: what every page shares, whoever is looking. */
export function RootLayout() {
  useScrollOnNavigate();
  return <Outlet />;
}
