import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineModule } from '../../app-context.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { buildJobServices } from '../../jobs/job-services.ts';
import { buildTestAppWith, getTestApp, type TestApp } from '../../test/test-app.ts';
import { JUNE, makeExportWorld } from '../../test/worlds/data-exports-world.ts';
import { DataExportsRepository } from './data-exports.repository.ts';
import { DataExportsService } from './data-exports.service.ts';

/**
 * The transaction CSV is streamed (issue 26 point 2): read in keyset batches of a set size, at most one
 * ahead of what the client has taken, and sent piece by piece, so memory stays flat for millions of
 * answers. The world has six answers in June, three of them at one instant (set work's two, then
 * practice), so a batch boundary falls inside a tie for every small batch size.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof makeExportWorld>>;
let admin: Caller;
beforeAll(async () => {
  t = await getTestApp();
  w = await makeExportWorld(t.app, t.database);
  admin = { userId: w.admin.userId, roles: ['Teacher'] };
});

/** The service over the real repository, each batch it asks for recorded (its limit), and each student looked up. */
async function spiedExports(batchSize: number) {
  const limits: number[] = [];
  const lookedUp: number[] = [];
  const spy = defineModule({
    name: 'data-exports-spied',
    build: (shared) => {
      const repo = new DataExportsRepository(shared.database.db);
      return {
        dataExports: new DataExportsService(
          {
            answerBatch: (scope, range, after, limit) => {
              limits.push(limit);
              return repo.answerBatch(scope, range, after, limit);
            },
            people: (schoolId, studentIds) => {
              lookedUp.push(...studentIds);
              return repo.people(schoolId, studentIds);
            },
          },
          shared.access,
          { batchSize },
        ),
      };
    },
  });
  const { dataExports } = await buildJobServices({ database: t.database, config: t.config }, [spy]);
  return { dataExports, limits, lookedUp };
}

async function readAll(pieces: AsyncIterable<string>) {
  const all: string[] = [];
  for await (const piece of pieces) all.push(piece);
  return all;
}

describe('the transaction CSV is read in batches and sent as it is read', () => {
  it('reads one batch ahead of what the client has taken, never more', async () => {
    const { dataExports, limits } = await spiedExports(2);
    const file = await dataExports.transactionsCsv(admin, w.school.id, JUNE);
    const pieces = file.pieces[Symbol.asyncIterator]();
    // The header goes before any answer is read.
    expect((await pieces.next()).value).toMatch(/^\uFEFFAnswer id,/);
    expect(limits).toEqual([]);
    // The first batch is sent while the second is read.
    expect((await pieces.next()).value?.split('\n')).toHaveLength(3);
    expect(limits).toEqual([2, 2]);
    await pieces.next();
    expect(limits).toEqual([2, 2, 2]);
    // Six answers in batches of two: the third batch was full, so a fourth is asked; it finds none.
    await pieces.next();
    expect(limits).toEqual([2, 2, 2, 2]);
    expect((await pieces.next()).done).toBe(true);
    expect(limits).toEqual([2, 2, 2, 2]);
  });

  it('writes the same file whatever the batch size, never asking for more than a batch', async () => {
    const whole = await spiedExports(1000);
    const expected = (
      await readAll((await whole.dataExports.transactionsCsv(admin, w.school.id, JUNE)).pieces)
    ).join('');
    expect(expected.trim().split('\n')).toHaveLength(7);
    expect(whole.limits).toEqual([1000]);
    for (const size of [1, 2, 3, 4, 5, 6, 7]) {
      const { dataExports, limits, lookedUp } = await spiedExports(size);
      const pieces = await readAll((await dataExports.transactionsCsv(admin, w.school.id, JUNE)).pieces);
      expect(pieces.join(''), `batches of ${size}`).toBe(expected);
      // The header, then one piece per batch that found answers; a full batch is followed by another.
      expect(pieces).toHaveLength(1 + Math.ceil(6 / size));
      expect(limits).toEqual(Array(Math.floor(6 / size) + 1).fill(size));
      // Each student's details are read once per export, whichever batch first brings them.
      expect(new Set(lookedUp).size, `batches of ${size}`).toBe(lookedUp.length);
      expect(new Set(lookedUp)).toEqual(new Set(whole.lookedUp));
    }
  });
});

describe('over HTTP', () => {
  let small: TestApp;
  let port: number;
  beforeAll(async () => {
    small = await buildTestAppWith({ exportBatchRows: 2 });
    await small.app.listen({ port: 0, host: '127.0.0.1' });
    port = (small.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await small.app.close();
  });

  it('arrives in pieces, without a length, as the batches are read', async () => {
    const path = `/api/v3/schools/${w.school.id}/reports/transactions.csv?from=${JUNE.from}&to=${JUNE.to}`;
    const { headers, chunks } = await new Promise<{ headers: Record<string, unknown>; chunks: Buffer[] }>(
      (resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path, headers: { ...w.admin.headers, 'accept-encoding': 'identity' } },
          (res) => {
            const received: Buffer[] = [];
            res.on('data', (chunk: Buffer) => received.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, chunks: received }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(headers['content-length']).toBeUndefined();
    expect(headers['transfer-encoding']).toBe('chunked');
    // Header and three batches of two, each written after its own statement.
    expect(chunks.length).toBeGreaterThan(1);
    const whole = await t.app.inject({ method: 'GET', url: path, headers: w.admin.headers });
    expect(Buffer.concat(chunks).toString('utf8')).toBe(whole.body);
  });
});
