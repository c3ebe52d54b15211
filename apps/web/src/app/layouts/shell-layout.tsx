import { AppShell, Box, Burger, Divider, Group, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { ClassSelector } from '../../features/shell/components/class-selector.tsx';
import { MainNav } from '../../features/shell/components/main-nav.tsx';
import { NotificationsBell } from '../../features/shell/components/notifications-bell.tsx';
import { UserMenu } from '../../features/shell/components/user-menu.tsx';
import { paths } from '../../shared/routing/paths.ts';
import { useRememberPreviousPage } from '../../shared/routing/previous-page.ts';
import { readSetWorkSearch } from '../../shared/routing/screen-search.ts';
import { SchoolSwitcher } from '../../shared/session/components/school-switcher.tsx';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { breakpointsPx } from '../theme.ts';
import { BrandLink } from './brand-link.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

const NAVBAR_ID = 'app-navigation';

// The set-work flow downloads when it is first opened, over whatever page the teacher is on.
const SetWorkModal = lazy(async () => ({
  default: (await import('../../features/set-work/components/set-work-modal.tsx')).SetWorkModal,
}));

/**
 * The shared layout of the signed-in app: header with the user menu, a navigation column with the
 * school and class pickers, and the page. Below md (768px) the column folds behind a burger.
 * The set-work flow opens over any of its pages while the address asks for it (?modal=set-work).
 */
export function ShellLayout() {
  const [navOpen, { toggle, close }] = useDisclosure(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  // Below md the column is folded off screen: while folded it is inert, so Tab never lands on controls
  // no one can see (and a screen reader does not read them).
  const folds = useMediaQuery(`(max-width: ${(breakpointsPx.md - 0.02) / 16}em)`, false, {
    getInitialValueInEffect: false,
  });
  const closeToBurger = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !folds || !navOpen) return;
    event.stopPropagation();
    close();
    burgerRef.current?.focus();
  };
  const schoolId = useSessionStore((s) => s.schoolId);
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const setWorkOpen = readSetWorkSearch(searchParams).modal !== null;
  // The results pages' back link returns to the page the teacher came from.
  useRememberPreviousPage();

  // A followed link closes the folded menu on small screens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page by design
  useEffect(() => close(), [pathname, close]);

  if (schoolId === null) return null;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 272, breakpoint: 'md', collapsed: { mobile: !navOpen } }}
      padding={{ base: 'md', md: 'xl' }}
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              ref={burgerRef}
              opened={navOpen}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
              aria-expanded={navOpen}
              aria-controls={NAVBAR_ID}
            />
            <BrandLink to={paths.dashboard(schoolId)} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <NotificationsBell schoolId={schoolId} />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        id={NAVBAR_ID}
        aria-label="Main"
        p="md"
        data-testid="main-nav"
        inert={folds && !navOpen}
        onKeyDown={closeToBurger}
      >
        <AppShell.Section>
          <Stack gap="sm">
            <SchoolSwitcher />
            <ClassSelector />
          </Stack>
        </AppShell.Section>
        <Divider my="md" />
        <AppShell.Section grow component={ScrollArea} type="auto">
          <MainNav schoolId={schoolId} onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Box maw={1200} mx="auto">
          <Outlet />
        </Box>
        {setWorkOpen && (
          <Suspense fallback={null}>
            <SetWorkModal />
          </Suspense>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
