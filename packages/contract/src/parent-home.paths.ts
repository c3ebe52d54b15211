/** Issue 27 points 4–6: the parent's home (spec §3 Child: childId). */
export const parentHomePaths = {
  /** One child's week, for a parent linked to them. */
  childWeek: (childId: number | string) => `/api/v3/children/${childId}/week`,
  /** The signed-in parent's weekly email switch. */
  weeklyEmail: '/api/v3/users/me/parent-weekly-email',
  /** Dismiss the notice that a link to a child ended. */
  endedChildLink: (id: number | string) => `/api/v3/users/me/ended-child-links/${id}`,
} as const;
