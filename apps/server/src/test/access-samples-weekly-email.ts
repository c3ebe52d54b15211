import { weeklyInsightPaths } from '@mathsight/contract/weekly-insights.paths.ts';
import type { Sample } from './access-sample.ts';

/** Issue 14 point 8: completion summaries of a class and the caller's weekly insights (decision 0019). */
export const WEEKLY_EMAIL_SAMPLES: Record<string, Sample> = {
  'GET /api/v3/groups/:id/completion-summaries': {
    // Any Confirmed teacher of the school reads a class's completion, as the other class reports.
    request: (w) => ({ url: `${weeklyInsightPaths.completionSummaries(w.classA1.id)}?months=1` }),
  },
  'GET /api/v3/users/me/weekly-insights': {
    request: () => ({ url: weeklyInsightPaths.myWeeklyInsights }),
    // Only the caller's own classes: class A1 appears for its teacher alone.
    own: (body, caller, w) => {
      const classes = (body as { classes: Array<{ groupId: number }> }).classes;
      const hasA1 = classes.some((c) => c.groupId === w.classA1.id);
      return caller.name === 'classTeacher' ? hasA1 : !hasA1;
    },
  },
};
