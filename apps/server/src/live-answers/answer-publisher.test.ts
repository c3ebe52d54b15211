import { describe, expect, it } from 'vitest';
import {
  type AnswerIds,
  AnswerPublisher,
  MAX_ANSWERS_PER_NOTIFY,
  parseAnswerIds,
} from './answer-publisher.ts';

const ids = (id: number): AnswerIds => ({ id, assignmentId: 7, studentId: 100 + id, schoolId: 1 });

/** A send whose deliveries the test releases one at a time. */
function heldSend() {
  const sent: AnswerIds[][] = [];
  const waiting: Array<() => void> = [];
  const send = (payload: string) => {
    sent.push(JSON.parse(payload) as AnswerIds[]);
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = async () => {
    waiting.shift()?.();
    // Let the drain loop take its next batch.
    await new Promise((r) => setImmediate(r));
  };
  return { send, sent, release };
}

describe('AnswerPublisher', () => {
  it('sends the first answer at once and batches those stored while it is on its way', async () => {
    const { send, sent, release } = heldSend();
    const publisher = new AnswerPublisher(send);
    publisher.publish(ids(1));
    expect(sent).toEqual([[ids(1)]]);
    publisher.publish(ids(2));
    publisher.publish(ids(3));
    expect(sent).toHaveLength(1);
    await release();
    expect(sent).toEqual([[ids(1)], [ids(2), ids(3)]]);
    await release();
    await publisher.idle();
    publisher.publish(ids(4));
    expect(sent.at(-1)).toEqual([ids(4)]);
  });

  it('splits a large backlog so no payload passes PostgreSQL’s 8,000-byte limit', async () => {
    const { send, sent, release } = heldSend();
    const publisher = new AnswerPublisher(send);
    publisher.publish(ids(0));
    for (let i = 1; i <= MAX_ANSWERS_PER_NOTIFY + 5; i++) publisher.publish(ids(1_000_000 + i));
    await release();
    await release();
    await release();
    await publisher.idle();
    expect(sent.map((b) => b.length)).toEqual([1, MAX_ANSWERS_PER_NOTIFY, 5]);
    for (const batch of sent) expect(JSON.stringify(batch).length).toBeLessThan(8000);
  });

  it('goes on after a failed send (a lost live update, never a failed answer)', async () => {
    let calls = 0;
    const publisher = new AnswerPublisher(async () => {
      calls++;
      if (calls === 1) throw new Error('connection lost');
    });
    publisher.publish(ids(1));
    await publisher.idle();
    publisher.publish(ids(2));
    await publisher.idle();
    expect(calls).toBe(2);
  });
});

describe('parseAnswerIds', () => {
  it('reads the publisher’s arrays and the bulk path’s single objects', () => {
    expect(parseAnswerIds(JSON.stringify([ids(1), ids(2)]))).toEqual([ids(1), ids(2)]);
    expect(parseAnswerIds(JSON.stringify(ids(3)))).toEqual([ids(3)]);
  });
});
