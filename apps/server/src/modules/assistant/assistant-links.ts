/**
 * Links into the product, as the web's route patterns write them (apps/web/src/shared/routing/paths):
 * the class page, the student page, one work's results and its fix screen, the check page and the
 * reports. Kept as strings: the server imports nothing of the web.
 */
export const assistantLinks = {
  classPage: (schoolId: number, groupId: number) => `/${schoolId}/classes/${groupId}`,
  student: (schoolId: number, studentId: number) => `/${schoolId}/students/${studentId}`,
  assignment: (schoolId: number, assignmentId: number) => `/${schoolId}/assignments/${assignmentId}`,
  fixAssignment: (
    schoolId: number,
    assignmentId: number,
    { students, misconceptionId }: { students?: readonly number[]; misconceptionId?: number } = {},
  ) => {
    const query = [
      ...(students && students.length > 0 ? [`students=${students.join(',')}`] : []),
      ...(misconceptionId ? [`misconceptionId=${misconceptionId}`] : []),
    ];
    const path = `/${schoolId}/fix/${assignmentId}`;
    return query.length > 0 ? `${path}?${query.join('&')}` : path;
  },
  check: (schoolId: number) => `/${schoolId}/check`,
  topicReport: (schoolId: number, topicUnitId: number) =>
    `/${schoolId}/reports/topics?topicUnitId=${topicUnitId}`,
  growth: (schoolId: number) => `/${schoolId}/students/growth`,
  plan: (schoolId: number) => `/${schoolId}/plan`,
} as const;
