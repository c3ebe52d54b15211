import type { Sample } from './access-sample.ts';
import { makeStudent, uniqueName } from './factories.ts';
import { makeParentCode } from './parent-codes.ts';

/**
 * Parent invitations (issue 27): Confirmed teachers of the school; a class's or a student's calls
 * only for an administrator or the class's teacher, so the colleague who does not teach class A1 gets
 * 404 (not theirs). Parents and students are refused by the rule (403). The code call is public: each
 * caller signs up a fresh parent with a fresh code.
 */
const notTheirClass = { colleague: 404 } as const;
export const PARENT_INVITATIONS_SAMPLES: Record<string, Sample> = {
  'GET /api/v3/schools/:id/parent-invitations/invitable-count': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/parent-invitations/invitable-count` }),
  },
  'GET /api/v3/schools/:id/parent-invitations': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/parent-invitations?groupId=${w.classA1.id}` }),
    overrides: notTheirClass,
  },
  'POST /api/v3/schools/:id/parent-invitations': {
    request: (w) => ({
      url: `/api/v3/schools/${w.school.id}/parent-invitations`,
      payload: { groupId: w.classA1.id },
    }),
    overrides: notTheirClass,
  },
  'POST /api/v3/schools/:id/parent-invitations/:invitationId/resend': {
    request: async (w) => {
      const child = await makeStudent(w.database.db, w.school.id, w.classA1.id);
      const { invitationId } = await makeParentCode(w.database.db, {
        schoolId: w.school.id,
        studentId: child.studentId,
        email: `${uniqueName('p').toLowerCase()}@example.com`,
      });
      return { url: `/api/v3/schools/${w.school.id}/parent-invitations/${invitationId}/resend` };
    },
    overrides: notTheirClass,
  },
  'DELETE /api/v3/schools/:id/parent-invitations/:invitationId': {
    request: async (w) => {
      const child = await makeStudent(w.database.db, w.school.id, w.classA1.id);
      const { invitationId } = await makeParentCode(w.database.db, {
        schoolId: w.school.id,
        studentId: child.studentId,
      });
      return { url: `/api/v3/schools/${w.school.id}/parent-invitations/${invitationId}` };
    },
    overrides: notTheirClass,
  },
  'PUT /api/v3/schools/:id/students/:studentId/parent-emails': {
    request: (w) => ({
      url: `/api/v3/schools/${w.school.id}/students/${w.student.studentId}/parent-emails`,
      payload: { emails: ['carer@example.com'] },
    }),
    overrides: notTheirClass,
  },
  'GET /api/v3/schools/:id/parent-invitations/letters': {
    request: (w) => ({
      url: `/api/v3/schools/${w.school.id}/parent-invitations/letters?groupId=${w.classA1.id}`,
    }),
    overrides: notTheirClass,
  },
  'POST /api/v3/invitations/:code/parents': {
    request: async (w) => {
      const child = await makeStudent(w.database.db, w.school.id, w.classA1.id);
      const { code } = await makeParentCode(w.database.db, {
        schoolId: w.school.id,
        studentId: child.studentId,
      });
      return {
        url: `/api/v3/invitations/${code}/parents`,
        payload: {
          email: `${uniqueName('parent').toLowerCase()}@example.com`,
          password: 'plum-harbour-sixty-kites',
          firstName: 'Pat',
          lastName: 'Carer',
          existingAccount: false,
        },
      };
    },
  },
};
