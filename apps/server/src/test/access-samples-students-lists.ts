import type { Sample } from './access-sample.ts';

/**
 * Issue 14: the students list with proficiency and effort, and one class's effort and proficiency.
 * Every Confirmed teacher of the school may call them; a class report is its teachers' and the
 * administrators' (policies/student-reports.ts): the colleague who does not teach A1 gets 404.
 */
export const STUDENTS_LISTS_SAMPLES: Record<string, Sample> = {
  'GET /api/v3/schools/:id/students/overview': {
    request: (w) => ({
      url: `/api/v3/schools/${w.school.id}/students/overview?request.sort[0].FieldName=proficiency`,
    }),
  },
  'GET /api/v3/schools/:id/students/overview/export': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/students/overview/export` }),
  },
  'GET /api/v3/schools/:id/students/proficiency': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/students/proficiency?groupId=${w.classA1.id}` }),
    overrides: { colleague: 404 },
  },
  'GET /api/v3/schools/:id/students/proficiency/export': {
    request: (w) => ({
      url: `/api/v3/schools/${w.school.id}/students/proficiency/export?groupId=${w.classA1.id}`,
    }),
    overrides: { colleague: 404 },
  },
  'GET /api/v3/schools/:id/students/effort': {
    request: (w) => ({
      url: `/api/v3/schools/${w.school.id}/students/effort?groupId=${w.classA1.id}&period=term`,
    }),
    overrides: { colleague: 404 },
  },
  'GET /api/v3/schools/:id/students/effort/export': {
    request: (w) => ({
      url: `/api/v3/schools/${w.school.id}/students/effort/export?groupId=${w.classA1.id}`,
    }),
    overrides: { colleague: 404 },
  },
};
