import { Link, useLocation } from 'react-router';
import { paths } from '../routing/paths.ts';
import classes from './report-tabs.module.css';

/** The students' screens (spec §2 `/{schoolId}/students` with its children), in the order the bar shows them. */
const TABS = [
  { label: 'List', to: paths.students },
  { label: 'Effort', to: paths.studentsEffort },
  { label: 'Proficiency', to: paths.studentsProficiency },
  { label: 'Baseline', to: paths.studentsBaseline },
  { label: 'Growth', to: paths.studentsGrowth },
] as const;

/**
 * The tab bar of the students' screens (issue 14): List, Effort, Proficiency, Baseline, Growth. Links
 * (each screen is its own address), the current one marked `aria-current="page"`; a class chosen on
 * one screen travels to the next in `?groupId=`.
 */
export function StudentsTabs({ schoolId, groupId }: { schoolId: number; groupId?: number | null }) {
  const { pathname } = useLocation();
  const search = groupId ? `?groupId=${groupId}` : '';
  return (
    <nav aria-label="Student reports" className={classes.bar}>
      {TABS.map((tab) => {
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
    </nav>
  );
}
