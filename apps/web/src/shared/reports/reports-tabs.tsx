import { generatePath, Link, useLocation } from 'react-router';
import { AskAboutThis } from '../assistant/ask-about-this.tsx';
import { segment } from '../routing/build-path.ts';
import { paths, routePatterns } from '../routing/paths.ts';
import { useSessionStore } from '../session/session-store.ts';
import classes from './report-tabs.module.css';

/**
 * The usage report's address (issue 32), for these tabs and the reports' index: kept out of `paths`,
 * which the first download carries, so /login stays within its 150 KB.
 */
export const usageReportHref = (schoolId: number) =>
  generatePath(routePatterns.reportsUsage, { schoolId: segment(schoolId) });

/** The reports' screens (spec §2 `/{schoolId}/reports` with its children), in the order the bar shows them. */
const TABS = [
  { label: 'School', to: (schoolId: number) => paths.reportsSchool(schoolId) },
  { label: 'Classes', to: (schoolId: number) => paths.reportsClasses(schoolId) },
  { label: 'Group', to: (schoolId: number) => paths.reportsGroup(schoolId) },
  { label: 'Topics', to: (schoolId: number) => paths.reportsTopics(schoolId) },
  { label: 'Diagnostic', to: (schoolId: number) => paths.reportsDiagnostic(schoolId) },
  { label: 'Growth', to: (schoolId: number) => paths.reportsGrowth(schoolId) },
  { label: 'Baseline', to: (schoolId: number) => paths.reportsBaseline(schoolId) },
  { label: 'Lessons', to: (schoolId: number) => paths.reportsLessonProgress(schoolId) },
  { label: 'Exports', to: (schoolId: number) => paths.reportsExports(schoolId) },
  // The school's usage (issue 32): its administrators only, so the others never meet a refusal.
  { label: 'Usage', to: usageReportHref, administrators: true },
] as const;

/**
 * The tab bar of every reports screen (issues 14, 26): School, Classes, Group, Topics, Diagnostic,
 * Growth, Baseline, Lessons, Exports, and Usage for the school's administrators. Links (each screen is its own address), the current one marked
 * `aria-current="page"`; a class chosen on one screen travels to the next in `?groupId=`, and the
 * window in `?months=`. At its end, "Ask the assistant about this" (issue 29) opens the assistant on the
 * chosen class when it is one of the caller's own (the assistant answers about the caller's classes
 * only), otherwise on the school.
 */
export function ReportsTabs({
  schoolId,
  groupId,
  months,
}: {
  schoolId: number;
  groupId?: number | null;
  months?: number | null;
}) {
  const { pathname } = useLocation();
  const isAdministrator = useSessionStore((s) => s.currentSchool?.teacher.isSchoolAdministrator ?? false);
  const ownClass = useSessionStore((s) => groupId != null && s.groups.some((g) => g.groupId === groupId));
  const query = new URLSearchParams();
  if (groupId) query.set('groupId', String(groupId));
  if (months && months !== 1) query.set('months', String(months));
  const search = query.toString() ? `?${query.toString()}` : '';
  return (
    <nav aria-label="Reports" className={classes.bar}>
      {TABS.filter((tab) => isAdministrator || !('administrators' in tab)).map((tab) => {
        const to = tab.to(schoolId);
        return (
          <Link
            key={tab.label}
            to={`${to}${search}`}
            className={classes.tab}
            aria-current={pathname === to ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        );
      })}
      <span className={classes.ask}>
        <AskAboutThis context={ownClass ? `class:${groupId}` : `school:${schoolId}`} />
      </span>
    </nav>
  );
}
