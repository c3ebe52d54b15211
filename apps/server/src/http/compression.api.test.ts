import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeSchoolWithClasses } from '../test/factories.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

describe('compressed answers', () => {
  it('sends answers of 4 KB or more compressed to a client that asks, and small ones as they are', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const url = '/api/v3/quizzes?request.take=100';
    const plain = await t.app.inject({ method: 'GET', url, headers: s.teacher.headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4096);

    const packed = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...s.teacher.headers, 'accept-encoding': 'br, gzip' },
    });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.vary).toContain('accept-encoding');
    const unpacked = brotliDecompressSync(packed.rawPayload).toString('utf8');
    expect(JSON.parse(unpacked)).toEqual(plain.json());
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const small = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
