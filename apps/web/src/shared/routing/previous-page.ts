import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { routePatterns } from './paths.ts';

/** The last page a teacher saw outside the results screens, kept for the tab's life (sessionStorage). */
const KEY = 'mathsight.previous-page';

/** The results screens: their "back" link returns to the page before them. */
const RESULTS_PATTERNS = [
  routePatterns.assignment,
  routePatterns.assignmentQuestion,
  routePatterns.independentStudy,
  routePatterns.independentStudyQuestion,
];

/** Where a remembered page goes back to, named for the link ("Back to the plan"). */
const LABELLED: Array<{ pattern: string; label: string }> = [
  { pattern: routePatterns.check, label: 'Back to Check' },
  { pattern: routePatterns.fix, label: 'Back to Fix' },
  { pattern: routePatterns.fixAssignment, label: 'Back to Fix' },
  { pattern: routePatterns.planCalendar, label: 'Back to the calendar' },
  { pattern: routePatterns.plan, label: 'Back to the plan' },
  { pattern: routePatterns.planAssignment, label: 'Back to the work in the plan' },
  { pattern: routePatterns.notifications, label: 'Back to notifications' },
  { pattern: routePatterns.dashboard, label: 'Back to the dashboard' },
];

export function isResultsPath(pathname: string): boolean {
  return RESULTS_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** Remembers each page seen outside the results screens; call it once in the teachers' layout. */
export function useRememberPreviousPage(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (isResultsPath(pathname)) return;
    try {
      window.sessionStorage.setItem(KEY, `${pathname}${search}`);
    } catch {
      // Storage refused (private mode): the back link falls back to Check.
    }
  }, [pathname, search]);
}

/** The page before the results screens with its link text, or null when unknown or not one named above. */
export function previousPage(): { to: string; label: string } | null {
  let to: string | null = null;
  try {
    to = window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (!to?.startsWith('/')) return null;
  const pathname = to.split('?')[0] ?? to;
  const found = LABELLED.find((l) => matchPath(l.pattern, pathname) !== null);
  return found ? { to, label: found.label } : null;
}
