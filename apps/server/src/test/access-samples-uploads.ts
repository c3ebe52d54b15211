import type { Sample } from './access-sample.ts';

/**
 * Importing students (issue 13 point 3): administrators only (the schoolAdministrator rule); each
 * caller's import gets a surname of its own, so no caller's students make another's duplicates.
 */
let n = 0;
const file = () => {
  n++;
  return `Forename,Surname,Class,Year,DOB\nZoë,O'Brien${n},Access ${n},Year 9,03/04/2012\n`;
};

export const UPLOADS_SAMPLES: Record<string, Sample> = {
  'POST /api/v3/schools/:id/students/validate-import': {
    request: (w) => ({
      url: `/api/v3/schools/${w.school.id}/students/validate-import`,
      payload: { csv: file(), createMissingClasses: true },
    }),
  },
  'POST /api/v3/schools/:id/students/collection': {
    request: (w) => ({
      url: `/api/v3/schools/${w.school.id}/students/collection`,
      payload: { csv: file(), mode: 'all', createMissingClasses: true },
    }),
  },
  'POST /api/v3/schools/:id/students/sign-in-slips': {
    request: (w) => ({
      url: `/api/v3/schools/${w.school.id}/students/sign-in-slips`,
      payload: {
        slips: [
          {
            firstName: 'Zoë',
            lastName: "O'Brien",
            userName: 'zoe.obrien',
            password: 'otter-maple-42',
            classCode: '9A',
          },
        ],
      },
    }),
  },
};
