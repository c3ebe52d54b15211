/** A school's year groups and departments as their own calls (spec §7 "Schools": year-groups, departments). */
export const schoolStructurePaths = {
  yearGroups: (schoolId: number | string) => `/api/v3/schools/${schoolId}/year-groups`,
  departments: (schoolId: number | string) => `/api/v3/schools/${schoolId}/departments`,
} as const;
