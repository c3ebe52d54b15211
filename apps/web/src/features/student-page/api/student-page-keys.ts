/** The student page's queries, under one key per student so a tab's refetch leaves the others. */
export const studentPageKeys = {
  all: ['student-page'] as const,
  student: (schoolId: number, studentId: number) => [...studentPageKeys.all, schoolId, studentId] as const,
  tab: (schoolId: number, studentId: number, tab: string) =>
    [...studentPageKeys.student(schoolId, studentId), tab] as const,
};
