import type { Sample } from './access-sample.ts';

/**
 * Issue 14 point 7, the leagues: every Confirmed teacher of the school reads them (any class of the
 * school), a student their own classes' league. The world's school keeps its leagues on.
 */
export const EFFORT_LEAGUES_SAMPLES: Record<string, Sample> = {
  'GET /api/v3/schools/:id/leagues/classes/:groupId': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/leagues/classes/${w.classA1.id}?period=week` }),
  },
  'GET /api/v3/schools/:id/leagues/classes/:groupId/export': {
    request: (w) => ({
      url: `/api/v3/schools/${w.school.id}/leagues/classes/${w.classA1.id}/export?period=term`,
    }),
  },
  'GET /api/v3/schools/:id/leagues/school': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/leagues/school?period=term` }),
  },
  'GET /api/v3/schools/:id/leagues/school/export': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/leagues/school/export` }),
  },
  'GET /api/v3/schools/:id/leagues/groups': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/leagues/groups?period=week` }),
  },
  'GET /api/v3/schools/:id/leagues/groups/export': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/leagues/groups/export` }),
  },
  'GET /api/v3/students/me/class-league': {
    request: () => ({ url: '/api/v3/students/me/class-league' }),
    // The student's own classes (A1), where they appear once as themselves and nobody by surname.
    own: (body, _caller, w) => {
      const { classes } = body as {
        classes: { groupId: number; entries: { isYou: boolean; displayName: string }[] }[];
      };
      return (
        classes.length === 1 &&
        classes.every((c) => c.groupId === w.classA1.id && c.entries.filter((e) => e.isYou).length === 1) &&
        !JSON.stringify(body).includes('lastName')
      );
    },
  },
};
