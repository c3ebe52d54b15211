import type { RecentWork } from '@mathsight/contract/insights.ts';
import type { SortBy } from '../../shared/insights/results-store.ts';

/** The recent work table's sortable columns (spec §3 assignmentsSortBy). */
export const RECENT_WORK_SORT_PARAMS = ['name', 'endDate', 'completion', 'score'] as const;
export type RecentWorkSortParam = (typeof RECENT_WORK_SORT_PARAMS)[number];

const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

function sortValue(work: RecentWork, param: string): number | null {
  if (param === 'completion') return work.completionPercent;
  if (param === 'score') return work.averageScorePercent;
  return Date.parse(work.endDate);
}

/** Recent work in the order asked for; work nobody has answered sorts last by score whatever the order. */
export function sortRecentWork(items: readonly RecentWork[], sortBy: SortBy): RecentWork[] {
  const sign = sortBy.order === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    if (sortBy.param === 'name')
      return sign * collator.compare(a.name, b.name) || a.assignmentId - b.assignmentId;
    const va = sortValue(a, sortBy.param);
    const vb = sortValue(b, sortBy.param);
    if (va === null || vb === null) {
      if (va === vb) return b.assignmentId - a.assignmentId;
      return va === null ? 1 : -1;
    }
    return sign * (va - vb) || b.assignmentId - a.assignmentId;
  });
}
