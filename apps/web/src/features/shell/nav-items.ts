import type { NavigationEntry } from '@mathsight/contract/notifications.ts';
import {
  IconCalendar,
  IconChartBar,
  IconChecklist,
  IconFirstAidKit,
  IconHome,
  IconListSearch,
  IconPresentation,
  IconSettings,
  IconSparkles,
  IconTrophy,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { paths } from '../../shared/routing/paths.ts';

export interface NavItem {
  label: string;
  href: (schoolId: number) => string;
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
  /** Active only on its own path, not on the paths below it. */
  exact?: boolean;
  /** The navigation context entry whose count the badge shows, and what the count means. */
  badge?: { id: NavigationEntry; describe: (count: number) => string };
  /** The league tables: hidden when the school's administrators turn them off (spec §7 motivational-features). */
  leagues?: true;
  /** The teacher assistant: shown only where the school has the `teacher-assistant` flag on (issue 29). */
  assistant?: true;
}

/** The main navigation of the signed-in app, in the order teachers work: plan, check, then the rest. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', href: (id) => paths.dashboard(id), icon: IconHome, exact: true },
  {
    label: 'Plan',
    href: paths.plan,
    icon: IconCalendar,
    badge: { id: 'plan', describe: (n) => `${n} due in the next 7 days` },
  },
  {
    label: 'Check',
    href: paths.check,
    icon: IconChecklist,
    badge: { id: 'check', describe: (n) => `${n} recently finished to check` },
  },
  { label: 'Fix', href: (id) => paths.fix(id), icon: IconFirstAidKit },
  { label: 'Questions', href: paths.questionBank, icon: IconListSearch },
  // A live lesson for the sidebar's class (issue 31): the start screen takes the class chosen there.
  { label: 'Live lesson', href: (id) => paths.liveLessonStart(id), icon: IconPresentation },
  { label: 'Students', href: paths.students, icon: IconUsers },
  { label: 'Motivate', href: paths.motivate, icon: IconTrophy, leagues: true },
  { label: 'Reports', href: paths.reports, icon: IconChartBar },
  { label: 'Settings', href: paths.settings, icon: IconSettings },
  { label: 'Assistant', href: () => paths.assistant(), icon: IconSparkles, assistant: true },
];

/** The school flag that switches the teacher assistant on (users/me's featureFlags). */
export const ASSISTANT_FLAG = 'teacher-assistant';

/** The entries for a school: without the leagues when it has turned them off, the assistant only when on. */
export function navItemsFor(school: { leagues: boolean; assistant?: boolean }): readonly NavItem[] {
  if (school.leagues && school.assistant) return NAV_ITEMS;
  return NAV_ITEMS.filter(
    (item) => (school.leagues || !item.leagues) && (school.assistant || !item.assistant),
  );
}

/** Whether a navigation entry is the current page or a page below it. */
export function isNavItemActive(pathname: string, href: string, exact = false): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return exact ? path === href : path === href || path.startsWith(`${href}/`);
}
