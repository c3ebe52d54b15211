import { Box, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isNavItemActive, NAV_ITEMS } from '../nav-items.ts';

export interface MainNavProps {
  schoolId: number;
  /** Called after a link is followed (the mobile menu closes). */
  onNavigate?: () => void;
}

/** The links of the app's main navigation (inside the layout's nav); the current page has aria-current. */
export function MainNav({ schoolId, onNavigate }: MainNavProps) {
  const { pathname } = useLocation();
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {NAV_ITEMS.map(({ label, href, icon: Icon, exact }) => {
        const to = href(schoolId);
        const active = isNavItemActive(pathname, to, exact);
        return (
          <li key={label}>
            <NavLink
              component={Link}
              to={to}
              label={label}
              leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              fw={active ? 600 : 500}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          </li>
        );
      })}
    </Box>
  );
}
