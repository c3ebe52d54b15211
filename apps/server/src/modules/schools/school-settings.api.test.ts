import type { MeResponse } from '@mathsight/contract/users.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeSchoolWithClasses, uniqueName } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { SCHOOL_MESSAGES } from './schools.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const details = (name: string) => ({
  name,
  addressLine1: '3 Castle Street',
  city: 'Durham',
  country: 'GB',
  zipOrPostCode: 'dh1 3he',
});

describe("PUT schools/{id}: an administrator corrects the school's details", () => {
  it('stores them, reads them back, and users/me names the school anew', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const name = uniqueName('Durham Academy');
    const res = await call('PUT', `/api/v3/schools/${s.school.id}`, s.admin.headers, details(name));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      schoolId: s.school.id,
      name,
      addressLine1: '3 Castle Street',
      city: 'Durham',
      zipOrPostCode: 'DH1 3HE',
      motivationalFeaturesEnabled: true,
    });
    // Every teacher of the school reads it; users/me (cached per node) names it anew.
    const read = await call('GET', `/api/v3/schools/${s.school.id}`, s.colleague.headers);
    expect(read.json()).toMatchObject({ name, city: 'Durham' });
    const me = (await call('GET', '/api/v4/users/me', s.teacher.headers)).json() as MeResponse;
    expect(me.userSchools.find((u) => u.schoolId === s.school.id)?.name).toBe(name);
  });

  it('refuses bad details beside each field, and the name and postcode of another school', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const bad = await call('PUT', `/api/v3/schools/${s.school.id}`, s.admin.headers, {
      ...details('x'),
      zipOrPostCode: '90210',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().modelState).sort()).toEqual(['name', 'zipOrPostCode']);

    const taken = uniqueName('Taken High');
    await call('PUT', `/api/v3/schools/${s.other.id}`, s.admin.headers, details(taken)); // not theirs: 404
    const [row] = await t.database.query<{ name: string }>('select name from schools where id = $1', [
      s.other.id,
    ]);
    expect(row?.name).toBe(s.other.name);
    await t.database.query('update schools set name = $2, zip_or_post_code = $3 where id = $1', [
      s.other.id,
      taken,
      'DH1 3HE',
    ]);
    const duplicate = await call('PUT', `/api/v3/schools/${s.school.id}`, s.admin.headers, details(taken));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().modelState).toEqual({ name: [SCHOOL_MESSAGES.duplicate] });
    // Its own name again is no duplicate.
    const same = await call('PUT', `/api/v3/schools/${s.school.id}`, s.admin.headers, details(s.school.name));
    expect(same.statusCode).toBe(200);
  });

  it('is for administrators only: a colleague 403, a Pending or another school’s teacher 404, a student 403', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const url = `/api/v3/schools/${s.school.id}`;
    const body = details(uniqueName('Renamed'));
    expect((await call('PUT', url, s.colleague.headers, body)).statusCode).toBe(403);
    expect((await call('PUT', url, s.teacher.headers, body)).statusCode).toBe(403);
    expect((await call('PUT', url, s.pending.headers, body)).statusCode).toBe(404);
    expect((await call('PUT', url, s.otherTeacher.headers, body)).statusCode).toBe(404);
    expect((await call('PUT', url, s.student.headers, body)).statusCode).toBe(403);
    expect((await call('GET', url, s.admin.headers)).json()).toMatchObject({ name: s.school.name });
  });
});

describe('PUT schools/{id}/motivational-features: the leagues on or off', () => {
  it('is on for a new school; an administrator turns it off and on, read back by GET', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const url = `/api/v3/schools/${s.school.id}/motivational-features`;
    expect((await call('GET', `/api/v3/schools/${s.school.id}`, s.teacher.headers)).json()).toMatchObject({
      motivationalFeaturesEnabled: true,
    });
    const me = async (headers: Headers) =>
      ((await call('GET', `/api/v4/users/me?schoolId=${s.school.id}`, headers)).json() as MeResponse)
        .motivationalFeaturesEnabled;
    // Read once, so users/me is cached on this node before the change.
    expect(await me(s.teacher.headers)).toBe(true);
    const off = await call('PUT', url, s.admin.headers, { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ motivationalFeaturesEnabled: false });
    // users/me carries it (the navigation hides the leagues): the cached answer was dropped.
    expect(await me(s.teacher.headers)).toBe(false);
    expect((await call('GET', `/api/v3/schools/${s.school.id}`, s.teacher.headers)).json()).toMatchObject({
      motivationalFeaturesEnabled: false,
    });
    // The other school is untouched.
    expect((await call('GET', `/api/v3/schools/${s.other.id}`, s.otherTeacher.headers)).json()).toMatchObject(
      {
        motivationalFeaturesEnabled: true,
      },
    );
    expect((await call('PUT', url, s.admin.headers, { enabled: true })).json()).toMatchObject({
      motivationalFeaturesEnabled: true,
    });
  });

  it('refuses a non-administrator (403), an outsider (404) and a body that is not a yes or no (400)', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const url = `/api/v3/schools/${s.school.id}/motivational-features`;
    expect((await call('PUT', url, s.colleague.headers, { enabled: false })).statusCode).toBe(403);
    expect((await call('PUT', url, s.otherTeacher.headers, { enabled: false })).statusCode).toBe(404);
    expect((await call('PUT', url, s.admin.headers, { enabled: 'no' })).statusCode).toBe(400);
    expect((await call('GET', `/api/v3/schools/${s.school.id}`, s.admin.headers)).json()).toMatchObject({
      motivationalFeaturesEnabled: true,
    });
  });
});
