import type { Sample } from './access-sample.ts';

/** The school's own details (kept as they are: the name stays, a real address) for PUT schools/{id}. */
const details = (name: string) => ({
  name,
  addressLine1: '1 Minster Yard',
  city: 'York',
  country: 'GB',
  zipOrPostCode: 'YO1 7HH',
});

/** Issue 13: the school's details and leagues switch, and a teacher's messages to a class. */
export const SCHOOL_SAMPLES: Record<string, Sample> = {
  'GET /api/v3/schools/:id/year-groups': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/year-groups` }),
  },
  'GET /api/v3/support-chat/settings': {
    request: () => ({ url: '/api/v3/support-chat/settings' }),
  },
  'GET /api/v3/schools/:id/departments': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/departments` }),
  },
  'PUT /api/v3/schools/:id': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}`, payload: details(w.school.name) }),
  },
  'PUT /api/v3/schools/:id/motivational-features': {
    // On, as every school starts: the world's other calls never see it change.
    request: (w) => ({
      url: `/api/v3/schools/${w.school.id}/motivational-features`,
      payload: { enabled: true },
    }),
  },
  'POST /api/v3/groups/:id/teacher-group-notifications/validate': {
    request: (w) => ({
      url: `/api/v3/groups/${w.classA1.id}/teacher-group-notifications/validate`,
      payload: { message: 'Bring a calculator tomorrow.' },
    }),
    // A colleague who does not teach A1 may not read or message it at all: 404, not 403.
    overrides: { colleague: 404 },
  },
  'POST /api/v3/groups/:id/teacher-group-notifications': {
    request: (w) => ({
      url: `/api/v3/groups/${w.classA1.id}/teacher-group-notifications`,
      payload: { message: 'Bring a calculator tomorrow.' },
    }),
    overrides: { colleague: 404 },
  },
  'GET /api/v3/groups/:id/teacher-group-notifications': {
    request: (w) => ({ url: `/api/v3/groups/${w.classA1.id}/teacher-group-notifications` }),
    overrides: { colleague: 404 },
  },
};
