import { Badge, Box, NavLink, VisuallyHidden } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { badgeCountOf, badgeText } from '../../../shared/navigation/badge-count.ts';
import { useNavigationContext } from '../../../shared/navigation/get-navigation-context.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { ASSISTANT_FLAG, isNavItemActive, navItemsFor } from '../nav-items.ts';
import classes from './main-nav.module.css';

export interface MainNavProps {
  schoolId: number;
  /** Called after a link is followed (the mobile menu closes). */
  onNavigate?: () => void;
}

/**
 * The links of the app's main navigation (inside the layout's nav); the current page has
 * aria-current, and Plan and Check carry the navigation context's counts (hidden at 0).
 */
export function MainNav({ schoolId, onNavigate }: MainNavProps) {
  const { pathname } = useLocation();
  const userId = useSessionStore((s) => s.user?.userId ?? null);
  const { data: context } = useNavigationContext(userId, schoolId);
  // The school's leagues switch (users/me is about one school; until it answers for this one, shown).
  const leagues = useSessionStore((s) =>
    s.appliedMe?.schoolId === schoolId ? s.appliedMe.motivationalFeaturesEnabled : true,
  );
  // The assistant only where the school has it switched on (hidden until users/me says so).
  const assistant = useSessionStore(
    (s) => s.appliedMe?.schoolId === schoolId && (s.appliedMe.featureFlags ?? []).includes(ASSISTANT_FLAG),
  );
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {navItemsFor({ leagues, assistant }).map(({ label, href, icon: Icon, exact, badge }) => {
        const to = href(schoolId);
        const active = isNavItemActive(pathname, to, exact);
        const count = badge ? badgeCountOf(context, badge.id) : 0;
        const descriptionId = `nav-badge-${badge?.id ?? label}`;
        const showBadge = badge !== undefined && count > 0;
        return (
          <li key={label}>
            <NavLink
              component={Link}
              to={to}
              className={classes.link}
              label={label}
              leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
              rightSection={
                showBadge ? (
                  <Badge size="sm" variant="filled" color="red.9" aria-hidden data-testid={descriptionId}>
                    {badgeText(count)}
                  </Badge>
                ) : undefined
              }
              // The count describes the entry rather than naming it: the link stays "Plan".
              aria-describedby={showBadge ? descriptionId : undefined}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              fw={active ? 600 : 500}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
            {showBadge && <VisuallyHidden id={descriptionId}>{badge.describe(count)}</VisuallyHidden>}
          </li>
        );
      })}
    </Box>
  );
}
