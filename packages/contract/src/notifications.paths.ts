/** A teacher's notifications and the navigation badges (spec §7 "Notifications", §3 "Navigation context"). */
export const notificationPaths = {
  userNotifications: (userId: number | string) => `/api/v3/users/${userId}/notifications`,
  notification: (id: number | string) => `/api/v3/notifications/${id}`,
  /** Not in spec §7 (it names only the list and one notification's PUT): mark all read in one school. */
  markAllRead: (userId: number | string) => `/api/v3/users/${userId}/notifications/read`,
  navigationContext: (userId: number | string) => `/api/v3/users/${userId}/navigation-context`,
} as const;
