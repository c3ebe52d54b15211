import { describe, expect, it } from 'vitest';
import { StatementBatcher } from './statement-batcher.ts';

/** A statement that records each execution's items and finishes when told to. */
function recordingStatement(options: { failWhen?: (items: string[]) => boolean } = {}) {
  const executions: string[][] = [];
  const pending: Array<() => void> = [];
  const run = (items: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      executions.push(items);
      pending.push(() =>
        options.failWhen?.(items) ? reject(new Error('bad row')) : resolve(items.map((i) => `done ${i}`)),
      );
    });
  /** Finishes every execution started so far (and lets the batcher start the next ones). */
  const finishAll = async () => {
    while (pending.length > 0) {
      for (const finish of pending.splice(0)) finish();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { executions, run, finishAll };
}

const keyOf = (item: string) => item.split(':')[0] as string;

describe('StatementBatcher', () => {
  it('sends a call at once when a slot is free, and batches what arrives while the slots are busy', async () => {
    const s = recordingStatement();
    const batcher = new StatementBatcher(s.run, { keyOf, maxInFlight: 2, maxBatch: 3 });
    const calls = ['a:1', 'b:1', 'c:1', 'd:1', 'e:1', 'f:1', 'g:1'].map((i) => batcher.submit(i));
    // Two alone (the free slots), then the others in batches of at most three, oldest first.
    expect(s.executions).toEqual([['a:1'], ['b:1']]);
    await s.finishAll();
    expect(s.executions).toEqual([['a:1'], ['b:1'], ['c:1', 'd:1', 'e:1'], ['f:1', 'g:1']]);
    expect(await Promise.all(calls)).toEqual(
      ['a:1', 'b:1', 'c:1', 'd:1', 'e:1', 'f:1', 'g:1'].map((i) => `done ${i}`),
    );
  });

  it('never runs two calls of one key at once, in one batch or in two, and keeps their order', async () => {
    const s = recordingStatement();
    const batcher = new StatementBatcher(s.run, { keyOf, maxInFlight: 2, maxBatch: 10 });
    const calls = ['a:1', 'a:2', 'b:1', 'a:3', 'c:1'].map((i) => batcher.submit(i));
    // a:1 runs; a:2 may not take the second slot while a:1 is in flight, so b:1 does.
    expect(s.executions).toEqual([['a:1'], ['b:1']]);
    await s.finishAll();
    // Then a:2 with c:1 (never a:3 beside it), and a:3 only once a:2 is done.
    expect(s.executions).toEqual([['a:1'], ['b:1'], ['a:2', 'c:1'], ['a:3']]);
    await Promise.all(calls);
  });

  it('runs each call of a failed batch again alone, so only the bad call fails', async () => {
    const s = recordingStatement({ failWhen: (items) => items.includes('bad:1') });
    const batcher = new StatementBatcher(s.run, { keyOf, maxInFlight: 1, maxBatch: 10 });
    const first = batcher.submit('a:1');
    const rest = ['b:1', 'bad:1', 'c:1'].map((i) =>
      batcher.submit(i).then(
        (out) => ({ ok: out }),
        (e: Error) => ({ failed: e.message }),
      ),
    );
    await s.finishAll();
    expect(await first).toBe('done a:1');
    expect(await Promise.all(rest)).toEqual([{ ok: 'done b:1' }, { failed: 'bad row' }, { ok: 'done c:1' }]);
    expect(s.executions.slice(1)).toEqual([['b:1', 'bad:1', 'c:1'], ['b:1'], ['bad:1'], ['c:1']]);
  });
});
