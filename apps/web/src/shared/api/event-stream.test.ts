import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { parseEvents, readEventStream } from './event-stream.ts';

const streamOf = (...chunks: string[]) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );

describe('server-sent events', () => {
  it('splits events, joins data lines and keeps an unfinished event for the next chunk', () => {
    const { events, rest } = parseEvents(
      'event: delta\ndata: "a"\n\ndata: one\ndata: two\n\nevent: answer\ndata: {',
    );
    expect(events).toEqual([
      { name: 'delta', data: '"a"' },
      { name: 'message', data: 'one\ntwo' },
    ]);
    expect(rest).toBe('event: answer\ndata: {');
  });

  it('tells every event as it comes and answers the result, across chunk boundaries', async () => {
    const told: string[] = [];
    const result = await readEventStream(
      streamOf(
        'event: delta\ndata: "Two stu',
        'dents"\n\nevent: answer\ndata: {"text":"Two students"}\n\n',
        'event: done\ndata: {}\n\n',
      ),
      { result: 'answer', onEvent: (name, data) => told.push(`${name}:${data}`) },
    );
    expect(result).toEqual({ text: 'Two students' });
    expect(told).toEqual(['delta:"Two students"', 'answer:{"text":"Two students"}', 'done:{}']);
  });

  it("fails with the error event's message, or when the stream ends without the result", async () => {
    const onEvent = () => {};
    await expect(
      readEventStream(streamOf('event: error\ndata: {"message":"The assistant stopped."}\n\n'), {
        result: 'answer',
        onEvent,
      }),
    ).rejects.toThrow('The assistant stopped.');
    await expect(
      readEventStream(streamOf('event: delta\ndata: "x"\n\n'), { result: 'answer', onEvent }),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
