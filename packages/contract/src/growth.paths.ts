/** Issue 14 point 4: baseline and growth (decision 0017). */
export const growthPaths = {
  growth: (schoolId: number | string) => `/api/v3/schools/${schoolId}/growth`,
  growthCsv: (schoolId: number | string) => `/api/v3/schools/${schoolId}/growth.csv`,
  growthPdf: (schoolId: number | string) => `/api/v3/schools/${schoolId}/growth.pdf`,
  baseline: (schoolId: number | string) => `/api/v3/schools/${schoolId}/baseline`,
  baselineCsv: (schoolId: number | string) => `/api/v3/schools/${schoolId}/baseline.csv`,
  growthByClass: (schoolId: number | string) => `/api/v3/schools/${schoolId}/growth/classes`,
  growthByClassCsv: (schoolId: number | string) => `/api/v3/schools/${schoolId}/growth/classes.csv`,
  /** One student's baseline and growth in every strand (the student page's growth tab). */
  studentGrowth: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}/growth`,
  /** One student's growth PDF page for one strand. */
  studentGrowthPdf: (schoolId: number | string, studentId: number | string) =>
    `/api/v3/schools/${schoolId}/students/${studentId}/growth.pdf`,
} as const;
