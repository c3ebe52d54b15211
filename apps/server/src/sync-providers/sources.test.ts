/**
 * The three roster sources against their real HTTP fakes (issue 28): every page read and mapped, and every
 * fault of the shared fault layer turned into the right ProviderError.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCleverFake } from '../../../../ops/provider-fakes/clever-fake.ts';
import type { RunningFake } from '../../../../ops/provider-fakes/fault-layer.ts';
import { startGoogleClassroomFake } from '../../../../ops/provider-fakes/google-classroom-fake.ts';
import { largeDistrict, smallRoster } from '../../../../ops/provider-fakes/roster-data.ts';
import { startWondeFake } from '../../../../ops/provider-fakes/wonde-fake.ts';
import { CleverSource } from './clever-source.ts';
import { GoogleClassroomSource } from './google-classroom-source.ts';
import { ProviderError, type ProviderFault, type RosterSource } from './roster.ts';
import { WondeSource } from './wonde-source.ts';

interface Case {
  name: string;
  start: () => Promise<RunningFake>;
  source: (
    url: string,
    extra?: { pageSize?: number; requestTimeoutMs?: number; readTimeoutMs?: number; token?: string },
  ) => RosterSource;
}

const cases: Case[] = [
  {
    name: 'clever',
    start: () => startCleverFake(),
    source: (baseUrl, extra = {}) =>
      new CleverSource({ baseUrl, token: extra.token ?? 'district-token', ...extra }),
  },
  {
    name: 'google-classroom',
    start: () => startGoogleClassroomFake(),
    source: (baseUrl, extra = {}) =>
      new GoogleClassroomSource({ baseUrl, accessToken: extra.token ?? 'ya29.seeded', ...extra }),
  },
  {
    name: 'wonde',
    start: () => startWondeFake(),
    source: (baseUrl, extra = {}) =>
      new WondeSource({ baseUrl, schoolId: 'district-1', token: extra.token ?? 'wonde-token', ...extra }),
  },
];

async function faultOf(read: Promise<unknown>): Promise<ProviderFault> {
  const error = await read.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return (error as ProviderError).fault;
}

describe.each(cases)('the $name source against its fake', ({ name, start, source }) => {
  let fake: RunningFake;
  beforeAll(async () => {
    fake = await start();
  });
  afterAll(() => fake.close());
  const fresh = () => {
    fake.clearFaults();
    fake.setRoster(smallRoster());
  };

  it('reads the whole roster, mapped', async () => {
    fresh();
    const roster = await source(fake.url).readRoster();
    expect(roster.provider).toBe(name);
    const byId = (id: string) => roster.sections.find((s) => s.providerId === id);
    expect(byId('sec-1')).toMatchObject({
      name: '7A/Ma1',
      yearGroup: '7',
      teacherIds: ['t-1'],
      studentIds: ['s-1', 's-2'],
    });
    expect(roster.teachers.find((t) => t.providerId === 't-2')).toMatchObject({
      firstName: 'Emmy',
      lastName: 'Noether',
      email: 'emmy.noether@riverside.example',
    });
    const ada = roster.students.find((s) => s.providerId === 's-1');
    expect(ada).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    if (name !== 'google-classroom')
      expect(ada).toMatchObject({ upn: 'A123456789012', dateOfBirth: '2013-05-01' });
    expect(roster.students).toHaveLength(3);
  });

  it('follows every page of a 3,000-student district and reports progress', async () => {
    fresh();
    fake.setRoster({ ...largeDistrict(), district: smallRoster().district });
    const progress: number[] = [];
    const roster = await source(fake.url, { pageSize: 7 }).readRoster({
      onProgress: (p) => progress.push(p.pagesRead),
    });
    expect(roster.students).toHaveLength(3000);
    expect(roster.sections).toHaveLength(100);
    expect(roster.teachers.length).toBeGreaterThan(90);
    expect(roster.sections.flatMap((s) => s.studentIds)).toHaveLength(3000);
    expect(roster.students.filter((s) => s.upn === undefined).length).toBe(
      name === 'google-classroom' ? 3000 : 300,
    );
    expect(progress.length).toBeGreaterThan(100);
    expect(progress.at(-1)).toBe(progress.length);
  });

  const faults: [string, Parameters<RunningFake['inject']>[0], ProviderFault][] = [
    ['401', { status: 401 }, 'unauthorised'],
    ['403', { status: 403 }, 'forbidden'],
    ['500', { status: 500 }, 'unavailable'],
    ['503 on the third request', { status: 503, onRequest: 3 }, 'unavailable'],
    ['a page that 404s in the middle', { status: 404, onRequest: 2 }, 'incomplete'],
    ['truncated JSON', { truncate: true, onRequest: 2 }, 'malformed'],
    ['a delay longer than the timeout', { delayMs: 2000, onRequest: 2 }, 'timeout'],
  ];
  it.each(faults)('%s throws %s and reads nothing more', async (_label, rule, expected) => {
    fresh();
    fake.inject(rule);
    expect(await faultOf(source(fake.url, { pageSize: 1, requestTimeoutMs: 300 }).readRoster())).toBe(
      expected,
    );
  });

  it('the whole read has its own deadline: slow pages, each in time, still time out together', async () => {
    fresh();
    fake.inject({ delayMs: 80, times: 0 });
    const slow = source(fake.url, { pageSize: 1, requestTimeoutMs: 1000, readTimeoutMs: 300 }).readRoster();
    expect(await faultOf(slow)).toBe('timeout');
    fake.clearFaults();
  });

  it('a revoked token is unauthorised; an unreachable provider is unavailable', async () => {
    fresh();
    if (name !== 'clever')
      expect(await faultOf(source(fake.url, { token: 'revoked' }).readRoster())).toBe('unauthorised');
    expect(await faultOf(source('http://127.0.0.1:9').readRoster())).toBe('unavailable');
  });

  it("stops when the caller aborts, with the caller's reason", async () => {
    fresh();
    fake.inject({ delayMs: 2000 });
    const controller = new AbortController();
    const read = source(fake.url).readRoster({ signal: controller.signal });
    setTimeout(() => controller.abort(new Error('stopped by the test')), 50);
    await expect(read).rejects.toThrow('stopped by the test');
  });
});
