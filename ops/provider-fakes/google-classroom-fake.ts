/**
 * A Google Classroom API v1 fake (issue 28), after its public REST reference: `/v1/courses` paged with `pageSize`,
 * `pageToken` and `nextPageToken`; `/v1/courses/{id}/students` and `/teachers` (each a `profile` with
 * `name.givenName`, `name.familyName`, `emailAddress`); `/v1/userProfiles/me`; Google's OAuth authorize page
 * (`/o/oauth2/v2/auth`, straight back with a code) and token endpoint (`/token`). Errors as Google's
 * `{ error: { code, message, status } }`. The roster's district is the signed-in Google account.
 */
import { randomBytes } from 'node:crypto';
import {
  bearer,
  bodyFields,
  type FakeAnswer,
  type FakeRequest,
  notFound,
  pageSize,
  type RunningFake,
  startFake,
} from './fault-layer.ts';
import { type FakePerson, type FakeRoster, smallRoster } from './roster-data.ts';

const googleError = (code: number, status: string, message: string): FakeAnswer => ({
  status: code,
  json: { error: { code, message, status } },
});

function page<T>(url: URL, items: T[], key: string): FakeAnswer {
  const size = pageSize(url.searchParams.get('pageSize'), 30, 1000);
  const token = url.searchParams.get('pageToken');
  const start = token ? Number(Buffer.from(token, 'base64url').toString('utf8')) : 0;
  if (!Number.isInteger(start) || start < 0 || start > items.length) {
    return googleError(400, 'INVALID_ARGUMENT', 'Invalid page token');
  }
  const json: Record<string, unknown> = { [key]: items.slice(start, start + size) };
  if (start + size < items.length)
    json.nextPageToken = Buffer.from(String(start + size)).toString('base64url');
  return { status: 200, json };
}

function profile(person: FakePerson) {
  return {
    id: person.id,
    name: {
      givenName: person.firstName,
      familyName: person.lastName,
      fullName: `${person.firstName} ${person.lastName}`,
    },
    emailAddress: person.email,
  };
}

export function googleClassroomRoutes() {
  const codes = new Map<string, string>();
  const tokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const issue = (withRefresh: boolean): FakeAnswer => {
    const accessToken = `ya29.${randomBytes(12).toString('hex')}`;
    tokens.add(accessToken);
    const json: Record<string, unknown> = {
      access_token: accessToken,
      expires_in: 3599,
      scope:
        'https://www.googleapis.com/auth/classroom.courses.readonly https://www.googleapis.com/auth/classroom.rosters.readonly',
      token_type: 'Bearer',
    };
    if (withRefresh) {
      const refresh = `1//${randomBytes(12).toString('hex')}`;
      refreshTokens.add(refresh);
      json.refresh_token = refresh;
    }
    return { status: 200, json };
  };
  return (request: FakeRequest, roster: FakeRoster): FakeAnswer => {
    const { url } = request;
    const path = url.pathname;
    if (path === '/o/oauth2/v2/auth') {
      const redirectUri = url.searchParams.get('redirect_uri');
      if (!redirectUri || url.searchParams.get('response_type') !== 'code')
        return { status: 400, html: '<p>Bad request</p>' };
      const code = `4/${randomBytes(8).toString('hex')}`;
      codes.set(code, redirectUri);
      const target = new URL(redirectUri);
      target.searchParams.set('code', code);
      const state = url.searchParams.get('state');
      if (state) target.searchParams.set('state', state);
      return { status: 302, redirect: target.toString() };
    }
    if (path === '/token' && request.method === 'POST') {
      const fields = bodyFields(request);
      if (fields.grant_type === 'authorization_code') {
        const redirect = codes.get(fields.code ?? '');
        if (!redirect || redirect !== fields.redirect_uri)
          return { status: 400, json: { error: 'invalid_grant' } };
        codes.delete(fields.code ?? '');
        return issue(true);
      }
      if (fields.grant_type === 'refresh_token' && refreshTokens.has(fields.refresh_token ?? ''))
        return issue(false);
      return { status: 400, json: { error: 'invalid_grant' } };
    }
    const token = bearer(request);
    if (!token)
      return googleError(401, 'UNAUTHENTICATED', 'Request is missing required authentication credential.');
    // A token this fake issued, or any other bearer token the test seeded a connection with.
    if (token === 'revoked') return googleError(401, 'UNAUTHENTICATED', 'Invalid Credentials');
    if (path === '/v1/userProfiles/me') {
      return {
        status: 200,
        json: {
          id: roster.district.id,
          name: { fullName: roster.district.name },
          emailAddress: `${roster.district.id}@classroom.example`,
        },
      };
    }
    if (path === '/v1/courses') {
      const courses = roster.sections.map((s) => ({
        id: s.id,
        name: s.name,
        section: s.grade ? `Year ${s.grade}` : undefined,
        ownerId: s.teacherIds[0],
        courseState: 'ACTIVE',
      }));
      return page(url, courses, 'courses');
    }
    const match = /^\/v1\/courses\/([^/]+)\/(students|teachers)$/.exec(path);
    if (match) {
      const section = roster.sections.find((s) => s.id === match[1]);
      if (!section) return googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
      const kind = match[2] === 'students' ? 'students' : 'teachers';
      const ids = kind === 'students' ? section.studentIds : section.teacherIds;
      const people = kind === 'students' ? roster.students : roster.teachers;
      const members = ids
        .map((id) => people.find((p) => p.id === id))
        .filter((p): p is FakePerson => p !== undefined)
        .map((p) => ({ courseId: section.id, userId: p.id, profile: profile(p) }));
      return page(url, members, kind);
    }
    return notFound;
  };
}

export function startGoogleClassroomFake(
  options: { port?: number; roster?: FakeRoster } = {},
): Promise<RunningFake> {
  return startFake(googleClassroomRoutes(), options.roster ?? smallRoster(), options.port);
}
