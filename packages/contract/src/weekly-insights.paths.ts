/** Spec §7 Reports "completion summaries" and "weekly insights" (issue 14, decision 0019). */
export const weeklyInsightPaths = {
  completionSummaries: (groupId: number | string) => `/api/v3/groups/${groupId}/completion-summaries`,
  myWeeklyInsights: '/api/v3/users/me/weekly-insights',
} as const;
