/**
 * A Wonde API v1.0 fake (issue 28), after Wonde's public API document: `/v1.0/schools/{id}`,
 * `/v1.0/schools/{id}/classes?include=students,employees`, `/v1.0/schools/{id}/students`,
 * `/v1.0/schools/{id}/employees?include=contact_details`, paged with `page` and `per_page` and answered with
 * `meta.pagination.next` (a whole URL or null) and `more`. Students carry forename, surname, upn and
 * `date_of_birth.date`. The roster's district is the Wonde school; any bearer token but "revoked" reads it.
 */
import {
  bearer,
  type FakeAnswer,
  type FakeRequest,
  notFound,
  pageSize,
  type RunningFake,
  startFake,
} from './fault-layer.ts';
import { type FakePerson, type FakeRoster, smallRoster } from './roster-data.ts';

function page<T>(url: URL, items: T[], base: string): FakeAnswer {
  const perPage = pageSize(url.searchParams.get('per_page'), 50, 200);
  const current = Number(url.searchParams.get('page') ?? 1);
  if (!Number.isInteger(current) || current < 1) return { status: 400, json: { error: 'invalid page' } };
  const start = (current - 1) * perPage;
  const more = start + perPage < items.length;
  const link = (n: number) => {
    const next = new URL(`${base}${url.pathname}${url.search}`);
    next.searchParams.set('page', String(n));
    return next.toString();
  };
  return {
    status: 200,
    json: {
      data: items.slice(start, start + perPage),
      meta: {
        pagination: {
          next: more ? link(current + 1) : null,
          previous: current > 1 ? link(current - 1) : null,
          more,
          per_page: perPage,
          current_page: current,
        },
      },
    },
  };
}

function student(p: FakePerson) {
  return {
    id: p.id,
    upi: `upi-${p.id}`,
    mis_id: `mis-${p.id}`,
    upn: p.upn ?? null,
    forename: p.firstName,
    surname: p.lastName,
    date_of_birth: p.dateOfBirth
      ? { date: `${p.dateOfBirth} 00:00:00.000000`, timezone_type: 3, timezone: 'Europe/London' }
      : null,
  };
}

function employee(p: FakePerson, withContacts: boolean) {
  const base = { id: p.id, mis_id: `mis-${p.id}`, title: 'Mx', forename: p.firstName, surname: p.lastName };
  return withContacts
    ? { ...base, contact_details: { data: { emails: { primary: p.email ?? null, work: p.email ?? null } } } }
    : base;
}

export function wondeRoutes() {
  return (request: FakeRequest, roster: FakeRoster, base: string): FakeAnswer => {
    const { url } = request;
    const token = bearer(request);
    if (!token || token === 'revoked') return { status: 401, json: { error: 'Unauthenticated.' } };
    const match = /^\/v1\.0\/schools\/([^/]+)(?:\/(classes|students|employees))?$/.exec(url.pathname);
    if (!match) return notFound;
    if (match[1] !== roster.district.id)
      return { status: 403, json: { error: 'School has not approved access' } };
    const includes = new Set((url.searchParams.get('include') ?? '').split(',').filter(Boolean));
    const { district } = roster;
    if (!match[2]) {
      return {
        status: 200,
        json: {
          data: {
            id: district.id,
            name: district.name,
            address: {
              address_line_1: district.address,
              address_town: district.city,
              address_postcode: district.zip,
            },
          },
        },
      };
    }
    if (match[2] === 'students') return page(url, roster.students.map(student), base);
    if (match[2] === 'employees')
      return page(
        url,
        roster.teachers.map((t) => employee(t, includes.has('contact_details'))),
        base,
      );
    const classes = roster.sections.map((s) => ({
      id: s.id,
      mis_id: `mis-${s.id}`,
      name: s.name,
      code: s.name,
      description: s.grade ? `Year ${s.grade} maths` : 'Maths',
      subject: 'Mathematics',
      ...(includes.has('students')
        ? { students: { data: roster.students.filter((p) => s.studentIds.includes(p.id)).map(student) } }
        : {}),
      ...(includes.has('employees')
        ? {
            employees: {
              data: roster.teachers.filter((p) => s.teacherIds.includes(p.id)).map((p) => employee(p, false)),
            },
          }
        : {}),
    }));
    return page(url, classes, base);
  };
}

export function startWondeFake(options: { port?: number; roster?: FakeRoster } = {}): Promise<RunningFake> {
  return startFake(wondeRoutes(), options.roster ?? smallRoster(), options.port);
}
