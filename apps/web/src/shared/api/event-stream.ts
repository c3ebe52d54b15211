import { ApiError } from './api-error.ts';

/** What a call that answers with server-sent events asks of the client (the assistant's ask). */
export interface EventStreamOptions {
  /** Every event as it arrives, with its name (`message` when it has none) and its data. */
  onEvent: (name: string, data: string) => void;
  /** The event whose data (JSON) is the call's answer; an `error` event (`{ message }`) fails the call. */
  result: string;
}

/** Splits a text/event-stream into events, as the format defines them (blank line between events). */
export function parseEvents(buffer: string): { events: { name: string; data: string }[]; rest: string } {
  const events: { name: string; data: string }[] = [];
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) name = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) events.push({ name, data: data.join('\n') });
  }
  return { events, rest };
}

/** Reads the stream to its end, telling each event, and answers the result event's JSON. */
export async function readEventStream(response: Response, options: EventStreamOptions): Promise<unknown> {
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let result: unknown;
  let found = false;
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
    const parsed = parseEvents(buffer + chunk.value);
    buffer = parsed.rest;
    for (const event of parsed.events) {
      options.onEvent(event.name, event.data);
      if (event.name === 'error') {
        const message = (JSON.parse(event.data) as { message?: string }).message;
        throw new ApiError({
          kind: 'server',
          status: response.status,
          message: message ?? 'Something went wrong.',
        });
      }
      if (event.name === options.result) {
        result = JSON.parse(event.data);
        found = true;
      }
    }
  }
  if (!found)
    throw new ApiError({ kind: 'bad-body', status: response.status, message: 'The answer was cut short.' });
  return result;
}
