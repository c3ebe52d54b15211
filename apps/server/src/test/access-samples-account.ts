import { randomUUID } from 'node:crypto';
import { loadOrCreateSecret } from '../auth/secrets-sql.ts';
import { hashToken } from '../auth/tokens.ts';
import { UnsubscribeTokens } from '../mail/unsubscribe-tokens.ts';
import { idOf, type Sample } from './access-sample.ts';
import type { AccessWorld } from './access-world.ts';
import {
  makeClassInvitation,
  makeSchool,
  makeStudent,
  makeTeacher,
  makeTeacherInvitation,
  makeUser,
  TEST_PASSWORD,
} from './factories.ts';

/** A reset link of an account made for it, so no caller's own password changes. */
async function resetCodeFor(w: AccessWorld): Promise<string> {
  const user = await makeUser(w.database.db, ['Teacher']);
  const code = randomUUID().replaceAll('-', '');
  await w.database.query(
    "insert into password_resets (user_id, code_hash, expires_at) values ($1, $2, now() + interval '1 hour')",
    [user.id, hashToken(code)],
  );
  return code;
}

/** The student's unsubscribe token, signed with the server's secret as the app signs it. */
async function unsubscribeToken(w: AccessWorld): Promise<string> {
  return new UnsubscribeTokens(await loadOrCreateSecret(w.database.db, 'unsubscribe')).sign(w.student.userId);
}

const classCodes = new WeakMap<AccessWorld, Promise<string>>();
/** Class A1's students' invitation code, made once per world. */
function classCode(w: AccessWorld): Promise<string> {
  let code = classCodes.get(w);
  if (!code) {
    code = makeClassInvitation(w.database.db, w.school.id, w.classA1.id);
    classCodes.set(w, code);
  }
  return code;
}

/** A fresh refresh token of the student (each exchange or revocation spends one). */
async function freshRefreshToken(w: AccessWorld) {
  const login = await w.app.inject({
    method: 'POST',
    url: '/api/v3/tokens/login-redirect',
    payload: { username: w.student.userName, password: TEST_PASSWORD },
  });
  return (login.json() as { refreshToken: string }).refreshToken;
}

/** Sample requests of sign-in, sign-up, joining a school or class, and users, keyed by "METHOD url" as declared. */
export const ACCOUNT_SAMPLES: Record<string, Sample> = {
  // ---------------------------------------------------------------- sign-in
  'POST /api/v3/tokens/login-redirect': {
    request: (w) => ({
      url: '/api/v3/tokens/login-redirect',
      payload: { username: w.student.userName, password: TEST_PASSWORD },
    }),
  },
  'GET /api/v3/tokens/access': {
    request: async (w) => ({
      url: `/api/v3/tokens/access?refreshToken=${encodeURIComponent(await freshRefreshToken(w))}`,
    }),
  },
  'POST /api/v3/tokens/revoke': {
    request: async (w) => ({
      url: '/api/v3/tokens/revoke',
      payload: { refreshToken: await freshRefreshToken(w) },
    }),
  },
  'GET /api/v3/tokens/redirect': { request: () => ({ url: '/api/v3/tokens/redirect' }) },

  // ---------------------------------------------------------------- sign-up and email confirmation
  'POST /api/v3/users': {
    request: () => ({
      url: '/api/v3/users',
      payload: {
        userRole: 'Teacher',
        firstName: 'Sam',
        lastName: 'Okafor',
        email: `sign-up-${randomUUID()}@example.com`,
        password: 'a fine long passphrase',
        acceptTerms: true,
      },
    }),
  },
  'PUT /api/v3/email-confirmations/:code': {
    request: async (w) => {
      // A link for the student's own address, as sign-up would have sent.
      const code = randomUUID().replaceAll('-', '');
      await w.database.query(
        // Made "two hours ago" so it does not count towards the student's hourly limit of links.
        `insert into email_confirmations (user_id, email, code_hash, expires_at, created_at)
         select id, email, $2, now() + interval '1 day', now() - interval '2 hours' from users where id = $1`,
        [w.student.userId, hashToken(code)],
      );
      return { url: `/api/v3/email-confirmations/${code}` };
    },
  },
  'POST /api/v3/email-confirmations': { request: () => ({ url: '/api/v3/email-confirmations' }) },

  'POST /api/v3/password-resets': {
    request: (w) => ({ url: '/api/v3/password-resets', payload: { userName: w.student.userName } }),
  },
  'GET /api/v3/password-resets/:code': {
    request: async (w) => ({ url: `/api/v3/password-resets/${await resetCodeFor(w)}` }),
  },
  'PUT /api/v3/password-resets/:code': {
    request: async (w) => ({
      url: `/api/v3/password-resets/${await resetCodeFor(w)}`,
      payload: { password: 'a brand new passphrase' },
    }),
  },

  'GET /api/v3/email-preferences': {
    request: async (w) => ({ url: `/api/v3/email-preferences?token=${await unsubscribeToken(w)}` }),
  },
  'PUT /api/v3/email-preferences': {
    request: async (w) => ({
      url: '/api/v3/email-preferences',
      payload: {
        token: await unsubscribeToken(w),
        preferences: { 'school-updates': true, 'weekly-insights': true, 'product-news': false },
      },
    }),
  },

  'POST /api/v3/users/me/email-change': {
    request: () => ({
      url: '/api/v3/users/me/email-change',
      payload: { email: `moving-${randomUUID()}@example.com` },
    }),
  },
  'PUT /api/v3/users/:id/password': {
    // Not the world's callers' own passwords: a stand-in of each kind changes theirs (a change ends
    // every sign-in of the account, access tokens included: decision 0025).
    as: (w, caller) => w.standIn(caller),
    request: (w, caller) => ({
      url: `/api/v3/users/${idOf(w, caller)}/password`,
      payload: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    }),
    foreign: (w) => ({
      url: `/api/v3/users/${w.classmate.userId}/password`,
      payload: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    }),
  },
  'DELETE /api/v3/users/me': {
    // Deleting the account would take the world's caller with it: a stand-in of each kind deletes theirs.
    as: (w, caller) => w.standIn(caller),
    request: () => ({ url: '/api/v3/users/me', payload: { password: TEST_PASSWORD } }),
  },
  'GET /api/v3/users/me/email-preferences': {
    request: () => ({ url: '/api/v3/users/me/email-preferences' }),
  },
  'PUT /api/v3/users/me/email-preferences': {
    request: () => ({
      url: '/api/v3/users/me/email-preferences',
      payload: { preferences: { 'school-updates': true, 'weekly-insights': true, 'product-news': true } },
    }),
  },

  // ---------------------------------------------------------------- schools, classes, invitations
  'GET /api/v3/schools': { request: () => ({ url: '/api/v3/schools?request.filter.searchText=school' }) },
  'POST /api/v3/schools': {
    // Adding a school makes its founder a Confirmed administrator, which would change what the world's
    // Pending teacher may read (the bank's keys): a stand-in of each kind adds it.
    as: (w, caller) => w.standIn(caller),
    request: () => ({
      url: '/api/v3/schools',
      payload: {
        name: `Access Test School ${randomUUID().slice(0, 8)}`,
        addressLine1: '1 High Street',
        city: 'York',
        country: 'GB',
        zipOrPostCode: 'YO1 7HH',
      },
    }),
  },
  'GET /api/v3/schools/:id': { request: (w) => ({ url: `/api/v3/schools/${w.school.id}` }) },
  'POST /api/v3/schools/:id/teachers': {
    // A school of its own per caller: asking twice to join one is refused (409).
    request: async (w) => ({
      url: `/api/v3/schools/${(await makeSchool(w.database.db)).id}/teachers`,
      payload: { isMakeDefault: false },
    }),
  },
  'GET /api/v3/schools/:id/teachers': {
    request: (w) => ({
      url: `/api/v3/schools/${w.school.id}/teachers?request.filter.schoolMembershipStatus=Confirmed`,
    }),
  },
  'PUT /api/v3/schools/:id/teachers/:teacherId': {
    // A teacher of its own per caller, waiting to be confirmed.
    request: async (w) => ({
      url: `/api/v3/schools/${w.school.id}/teachers/${(await makeTeacher(w.database.db, w.school.id, { status: 'Pending' })).teacherId}`,
      payload: { membershipStatus: 'Confirmed' },
    }),
  },
  'DELETE /api/v3/schools/:id/teachers/:teacherId': {
    request: async (w) => ({
      url: `/api/v3/schools/${w.school.id}/teachers/${(await makeTeacher(w.database.db, w.school.id, { status: 'Pending' })).teacherId}`,
    }),
  },
  'POST /api/v3/schools/:id/teachers/remove-collection': {
    // A teacher of its own per caller, made for the purpose: the world's callers all stay.
    request: async (w) => ({
      url: `/api/v3/schools/${w.school.id}/teachers/remove-collection`,
      payload: { teacherIds: [(await makeTeacher(w.database.db, w.school.id)).teacherId] },
    }),
  },
  'DELETE /api/v3/schools/:id/teachers/remove-collection': {
    // The spec's spelling of the POST above: a teacher of its own per caller, made for the purpose.
    request: async (w) => ({
      url: `/api/v3/schools/${w.school.id}/teachers/remove-collection`,
      payload: { teacherIds: [(await makeTeacher(w.database.db, w.school.id)).teacherId] },
    }),
  },
  'POST /api/v3/schools/:id/teachers/invitations': {
    request: (w) => ({
      url: `/api/v3/schools/${w.school.id}/teachers/invitations`,
      payload: {
        teachers: [
          { firstName: 'Grace', lastName: 'Hopper', email: `grace.${randomUUID().slice(0, 8)}@example.com` },
        ],
      },
    }),
  },
  'DELETE /api/v3/schools/:id/teachers/me': {
    // A school of its own per teacher, joined for the purpose, to leave; others are refused anyway.
    request: async (w, caller) => {
      const school = await makeSchool(w.database.db);
      if (caller.userId !== null && caller.name !== 'student' && caller.name !== 'parent') {
        await makeTeacher(w.database.db, school.id, { userId: caller.userId });
      }
      return { url: `/api/v3/schools/${school.id}/teachers/me` };
    },
  },
  'GET /api/v3/schools/:id/students': {
    request: (w) => ({
      url: `/api/v3/schools/${w.school.id}/students?request.filter.archiveStatus=all&request.filter.searchText=a`,
    }),
  },
  'GET /api/v3/schools/:id/students/export': {
    request: (w) => ({ url: `/api/v3/schools/${w.school.id}/students/export?format=csv` }),
  },
  // A student of the school made for each call, so the world's students stay active.
  'PUT /api/v3/schools/:id/students/archive-collection': {
    request: async (w) => ({
      url: `/api/v3/schools/${w.school.id}/students/archive-collection`,
      payload: { studentIds: [(await makeStudent(w.database.db, w.school.id)).studentId] },
    }),
  },
  'PUT /api/v3/schools/:id/students/un-archive-collection': {
    request: async (w) => ({
      url: `/api/v3/schools/${w.school.id}/students/un-archive-collection`,
      payload: { studentIds: [(await makeStudent(w.database.db, w.school.id)).studentId] },
    }),
  },
  'POST /api/v3/schools/:id/groups': {
    request: (w) => ({
      url: `/api/v3/schools/${w.school.id}/groups`,
      payload: { code: `9X/${randomUUID().slice(0, 6)}`, yearGroupIds: [] },
    }),
  },
  'GET /api/v3/groups/:id/invitation': {
    request: async (w) => {
      await classCode(w);
      return { url: `/api/v3/groups/${w.classA1.id}/invitation` };
    },
  },
  'GET /api/v3/invitations/:code': {
    request: async (w) => ({ url: `/api/v3/invitations/${await classCode(w)}` }),
  },
  'POST /api/v3/invitations/:code/students': {
    request: async (w) => ({
      url: `/api/v3/invitations/${await classCode(w)}/students`,
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        userName: `ada.${randomUUID().slice(0, 8)}`,
        password: 'analytical engine notes',
      },
    }),
  },
  'POST /api/v3/invitations/:code/teachers': {
    // A colleague made for the call (adding the world's colleague would make them A1's teacher), and a new address.
    request: async (w) => ({
      url: `/api/v3/invitations/${await classCode(w)}/teachers`,
      payload: {
        teachers: [
          { teacherId: (await makeTeacher(w.database.db, w.school.id)).teacherId },
          {
            firstName: 'Mary',
            lastName: 'Somerville',
            email: `mary-${randomUUID().slice(0, 8)}@example.com`,
          },
        ],
      },
    }),
  },
  'PUT /api/v3/invitations/:code/users': {
    // Each caller accepts an invitation of their own (one use each), making the invited account.
    request: async (w) => {
      const { code } = await makeTeacherInvitation(w.database.db, {
        schoolId: w.school.id,
        groupId: w.classA1.id,
      });
      return {
        url: `/api/v3/invitations/${code}/users`,
        payload: { firstName: 'Grace', lastName: 'Hopper', password: 'compiler moth logbook' },
      };
    },
  },

  // ---------------------------------------------------------------- users
  'GET /api/v4/users/me': {
    request: () => ({ url: '/api/v4/users/me' }),
    own: (body, caller) => (body as { user: { userId: number } }).user.userId === caller.userId,
  },
  'PUT /api/v3/users/:id': {
    request: (w, caller) => ({ url: `/api/v3/users/${idOf(w, caller)}`, payload: { currentSchoolId: null } }),
    foreign: (w) => ({ url: `/api/v3/users/${w.classmate.userId}`, payload: { currentSchoolId: null } }),
  },
  'PUT /api/v3/users/:id/state': {
    request: (w, caller) => ({
      url: `/api/v3/users/${idOf(w, caller)}/state`,
      payload: { stateValues: [{ key: 'seen', value: 'yes' }] },
    }),
    foreign: (w) => ({
      url: `/api/v3/users/${w.classmate.userId}/state`,
      payload: { stateValues: [{ key: 'seen', value: 'yes' }] },
    }),
  },
  'POST /api/v3/users/:id/heartbeat': {
    request: (w, caller) => ({ url: `/api/v3/users/${idOf(w, caller)}/heartbeat` }),
    foreign: (w) => ({ url: `/api/v3/users/${w.classmate.userId}/heartbeat` }),
  },
};
