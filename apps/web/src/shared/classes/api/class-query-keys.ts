/** Every cached answer about the school's classes: a change to one class refreshes them together. */
export const classQueryKeys = {
  all: ['classes'] as const,
  school: (schoolId: number) => ['classes', 'school', schoolId] as const,
  teacher: (teacherId: number) => ['classes', 'teacher', teacherId] as const,
  group: (groupId: number) => ['classes', 'group', groupId] as const,
};
