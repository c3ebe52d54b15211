/**
 * A Clever API v3.0 fake (issue 28), after Clever's public API document: `/v3.0/sections`, `/v3.0/users?role=`,
 * `/v3.0/districts`, `/v3.0/schools`, `/v3.0/me`, each list paged with `limit` and `starting_after` and answered as
 * `{ data: [{ data, uri }], links: [{ rel, uri }] }`; OAuth at `/oauth/authorize` (a page of the roster's people
 * to sign in as, or straight back with `login_as=<id>`) and `/oauth/tokens`.
 *
 * Tokens: one issued by `/oauth/tokens` belongs to its user; any other bearer token is the district's token.
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

interface Grant {
  userId: string;
  redirectUri: string;
}

function dob(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

function userObject(roster: FakeRoster, person: FakePerson, role: 'student' | 'teacher') {
  const roles =
    role === 'student'
      ? {
          student: {
            sis_id: `sis-${person.id}`,
            state_id: person.upn,
            dob: dob(person.dateOfBirth),
            school: `${roster.district.id}-school`,
          },
        }
      : { teacher: { sis_id: `sis-${person.id}`, school: `${roster.district.id}-school`, title: 'Teacher' } };
  return {
    id: person.id,
    district: roster.district.id,
    email: person.email,
    name: { first: person.firstName, last: person.lastName, middle: '' },
    roles,
  };
}

function page<T extends { id: string }>(url: URL, items: T[], path: string): FakeAnswer {
  const limit = pageSize(url.searchParams.get('limit'), 100, 10000);
  const after = url.searchParams.get('starting_after');
  const start = after ? items.findIndex((i) => i.id === after) + 1 : 0;
  if (after && start === 0) return { status: 404, json: { error: 'starting_after not found' } };
  const slice = items.slice(start, start + limit);
  const keep = new URLSearchParams(url.searchParams);
  keep.delete('starting_after');
  keep.set('limit', String(limit));
  const links = [{ rel: 'self', uri: `${path}?${url.searchParams.toString()}` }];
  const last = slice.at(-1);
  if (last && start + limit < items.length) {
    keep.set('starting_after', last.id);
    links.push({ rel: 'next', uri: `${path}?${keep.toString()}` });
  }
  return { status: 200, json: { data: slice.map((data) => ({ data, uri: `${path}/${data.id}` })), links } };
}

function authorizePage(url: URL, roster: FakeRoster, grants: Map<string, Grant>): FakeAnswer {
  const redirectUri = url.searchParams.get('redirect_uri');
  if (!redirectUri || url.searchParams.get('response_type') !== 'code') {
    return { status: 400, html: '<!doctype html><title>Clever</title><p>Bad request</p>' };
  }
  const state = url.searchParams.get('state') ?? '';
  const back = (userId: string) => {
    const code = `code-${randomBytes(8).toString('hex')}`;
    grants.set(code, { userId, redirectUri });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    if (state) target.searchParams.set('state', state);
    return target.toString();
  };
  const loginAs = url.searchParams.get('login_as');
  if (loginAs) return { status: 302, redirect: back(loginAs) };
  const people = [...roster.teachers, ...roster.students];
  const items = people
    .slice(0, 50)
    .map((p) => `<li><a href="${back(p.id).replaceAll('&', '&amp;')}">${p.firstName} ${p.lastName}</a></li>`)
    .join('');
  return {
    status: 200,
    html: `<!doctype html><html lang="en"><head><title>Log in with Clever</title></head><body><main><h1>Log in with Clever</h1><ul>${items}</ul></main></body></html>`,
  };
}

export function cleverRoutes() {
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, string>();
  return (request: FakeRequest, roster: FakeRoster): FakeAnswer => {
    const { url } = request;
    const path = url.pathname;
    if (path === '/oauth/authorize') return authorizePage(url, roster, grants);
    if (path === '/oauth/tokens' && request.method === 'POST') {
      if (!(request.headers.authorization ?? '').startsWith('Basic '))
        return { status: 401, json: { error: 'invalid_client' } };
      const fields = bodyFields(request);
      const grant = grants.get(fields.code ?? '');
      if (fields.grant_type !== 'authorization_code' || !grant || grant.redirectUri !== fields.redirect_uri) {
        return { status: 400, json: { error: 'invalid_grant' } };
      }
      grants.delete(fields.code ?? '');
      const token = `clever-${randomBytes(12).toString('hex')}`;
      tokens.set(token, grant.userId);
      return { status: 200, json: { access_token: token, token_type: 'bearer' } };
    }
    if (path === '/oauth/tokens' && url.searchParams.get('owner_type') === 'district') {
      if (!(request.headers.authorization ?? '').startsWith('Basic '))
        return { status: 401, json: { error: 'invalid_client' } };
      const id = roster.district.id;
      return {
        status: 200,
        json: {
          data: [
            {
              id: `tok-${id}`,
              owner: { type: 'district', id },
              access_token: `district-token-${id}`,
              scopes: ['read:district_admins'],
            },
          ],
        },
      };
    }
    const token = bearer(request);
    if (!token) return { status: 401, json: { error: 'Unauthorized' } };
    const userId = tokens.get(token);
    const students = roster.students.map((p) => userObject(roster, p, 'student'));
    const teachers = roster.teachers.map((p) => userObject(roster, p, 'teacher'));
    if (path === '/v3.0/me') {
      const links = [{ rel: 'self', uri: '/v3.0/me' }];
      if (!userId)
        return { status: 200, json: { type: 'district', data: { id: roster.district.id }, links } };
      const role = roster.teachers.some((t) => t.id === userId) ? 'teacher' : 'student';
      return {
        status: 200,
        json: {
          type: 'user',
          data: { id: userId, district: roster.district.id, type: role, authorized_by: 'district' },
          links,
        },
      };
    }
    if (userId && path === `/v3.0/users/${userId}`) {
      const teacher = roster.teachers.find((t) => t.id === userId);
      const student = roster.students.find((t) => t.id === userId);
      const person = teacher ?? student;
      if (!person) return notFound;
      return { status: 200, json: { data: userObject(roster, person, teacher ? 'teacher' : 'student') } };
    }
    if (userId) return { status: 403, json: { error: 'a user token may read only /me and its own user' } };
    const district = {
      id: roster.district.id,
      name: roster.district.name,
      state: 'running',
    };
    const school = {
      id: `${roster.district.id}-school`,
      district: roster.district.id,
      name: roster.district.name,
      location: { address: roster.district.address, city: roster.district.city, zip: roster.district.zip },
    };
    const sections = roster.sections.map((s) => ({
      id: s.id,
      district: roster.district.id,
      school: school.id,
      name: s.name,
      grade: s.grade,
      subject: 'math',
      teacher: s.teacherIds[0],
      teachers: s.teacherIds,
      students: s.studentIds,
    }));
    if (path === '/v3.0/districts') return page(url, [district], path);
    if (path === `/v3.0/districts/${district.id}`) return { status: 200, json: { data: district } };
    if (path === '/v3.0/schools') return page(url, [school], path);
    if (path === '/v3.0/sections') return page(url, sections, path);
    if (path === '/v3.0/students') return page(url, students, path);
    if (path === '/v3.0/teachers') return page(url, teachers, path);
    if (path === '/v3.0/users') {
      const role = url.searchParams.get('role');
      if (role === 'student') return page(url, students, path);
      if (role === 'teacher') return page(url, teachers, path);
      return page(url, [...students, ...teachers], path);
    }
    return notFound;
  };
}

export function startCleverFake(options: { port?: number; roster?: FakeRoster } = {}): Promise<RunningFake> {
  return startFake(cleverRoutes(), options.roster ?? smallRoster(), options.port);
}
