import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { type AnswerFold, AnswerFolds } from './answer-folds.ts';

/** The job never reads the database itself: it hands it to the folds. */
const db = {} as Db;

describe('the answer folds job', () => {
  it('runs every fold in turn, one round at a time, and tries a failed fold again at the next tick', async () => {
    const calls: string[] = [];
    const warnings: object[] = [];
    let fail = true;
    let gate = Promise.withResolvers<number>();
    const first: AnswerFold = async (_db, { wait }) => {
      calls.push(`first${wait ? ' (wait)' : ''}`);
      if (fail) throw new Error('database away');
      return 1;
    };
    const second: AnswerFold = (_db, { wait }) => {
      calls.push(`second${wait ? ' (wait)' : ''}`);
      return gate.promise;
    };
    const folds = new AnswerFolds(db, {
      everyMs: 60_000,
      log: { warn: (o) => warnings.push(o) },
      folds: [first, second],
    });
    const round = folds.tick();
    expect(folds.tick()).toBe(round); // a tick while a round is going starts no second one
    gate.resolve(0);
    await round;
    // The first failed and was logged; the second still ran.
    expect(calls).toEqual(['first', 'second']);
    expect(warnings).toEqual([{ fold: 'first', reason: 'database away' }]);
    fail = false;
    gate = Promise.withResolvers<number>();
    const next = folds.tick();
    gate.resolve(0);
    await next;
    expect(calls).toEqual(['first', 'second', 'first', 'second']);
    expect(warnings).toHaveLength(1);
  });

  it('stop() ends the timer, waits for a round, then folds once more waiting for the lock', async () => {
    const calls: string[] = [];
    const fold: AnswerFold = async (_db, { wait }) => {
      calls.push(wait ? 'wait' : 'try');
      return 0;
    };
    const folds = new AnswerFolds(db, { everyMs: 60_000, log: { warn: () => undefined }, folds: [fold] });
    folds.start();
    void folds.tick();
    await folds.stop();
    expect(calls).toEqual(['try', 'wait']);
  });
});
