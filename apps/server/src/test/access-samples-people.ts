import { randomUUID } from 'node:crypto';
import type { Sample } from './access-sample.ts';
import { makeStudent, makeTeacher } from './factories.ts';

/**
 * A school's people (issue 13 points 2 and 4): editing a student, their password, GDPR erasure,
 * class places of students and teachers, a teacher's profile. Each write makes its own student or
 * teacher (of class A1 where the rule is "the class's teachers"), so the world's people stay.
 */
export const PEOPLE_SAMPLES: Record<string, Sample> = {
  'PUT /api/v3/schools/:id/students/:studentId': {
    request: async (w) => ({
      url: `/api/v3/schools/${w.school.id}/students/${(await makeStudent(w.database.db, w.school.id, w.classA1.id)).studentId}`,
      payload: { firstName: 'Ada', lastName: 'Lovelace', userName: `ada.${randomUUID().slice(0, 8)}` },
    }),
  },
  'POST /api/v3/schools/:id/students/:studentId/password': {
    request: async (w) => ({
      url: `/api/v3/schools/${w.school.id}/students/${(await makeStudent(w.database.db, w.school.id, w.classA1.id)).studentId}/password`,
    }),
  },
  'DELETE /api/v3/schools/:id/students': {
    request: async (w) => ({
      url: `/api/v3/schools/${w.school.id}/students`,
      payload: { studentIds: [(await makeStudent(w.database.db, w.school.id, w.classA1.id)).studentId] },
    }),
  },
  'PUT /api/v3/schools/:id/students/class-memberships': {
    // Into class A1: its teacher and the administrators may; the colleague who does not teach it, 403.
    request: async (w) => ({
      url: `/api/v3/schools/${w.school.id}/students/class-memberships`,
      payload: {
        studentIds: [(await makeStudent(w.database.db, w.school.id)).studentId],
        add: [w.classA1.id],
      },
    }),
  },
  'PUT /api/v3/schools/:id/teachers/class-memberships': {
    request: async (w) => ({
      url: `/api/v3/schools/${w.school.id}/teachers/class-memberships`,
      payload: {
        teacherIds: [(await makeTeacher(w.database.db, w.school.id)).teacherId],
        add: [w.classA1.id],
      },
    }),
  },
  'GET /api/v3/schools/:id/teachers/:teacherId': {
    request: async (w) => ({
      url: `/api/v3/schools/${w.school.id}/teachers/${(await makeTeacher(w.database.db, w.school.id)).teacherId}`,
    }),
  },
};
