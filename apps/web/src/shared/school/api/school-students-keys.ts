/** The school's students list's query keys: the list (features/school-students) and what changes it (the import). */
export const schoolStudentsQueryKeys = {
  all: ['school-students'] as const,
  school: (schoolId: number) => ['school-students', schoolId] as const,
};
