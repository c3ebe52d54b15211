/** Issue 13: a school's details and leagues switch, and a teacher's messages to a class. */
export const schoolSettingsPaths = {
  motivationalFeatures: (schoolId: number | string) => `/api/v3/schools/${schoolId}/motivational-features`,
  classMessages: (groupId: number | string) => `/api/v3/groups/${groupId}/teacher-group-notifications`,
  validateClassMessage: (groupId: number | string) =>
    `/api/v3/groups/${groupId}/teacher-group-notifications/validate`,
} as const;
