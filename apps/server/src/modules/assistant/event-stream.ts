import { Readable } from 'node:stream';
import type { AssistantAnswer } from '@mathsight/contract/assistant.ts';

/** Whether the caller asked for the answer as a stream (`Accept: text/event-stream`). */
export function wantsEventStream(accept: string | undefined) {
  return (accept ?? '').split(',').some((part) => part.trim().startsWith('text/event-stream'));
}

/** One server-sent event; a multi-line value goes as several `data:` lines, as the format asks. */
export function sseEvent(data: string, event?: string) {
  const lines = data.split('\n').map((line) => `data: ${line}`);
  return `${event ? `event: ${event}\n` : ''}${lines.join('\n')}\n\n`;
}

/**
 * The answer as `text/event-stream`: the text paragraph by paragraph as `data:` chunks (each a JSON
 * string, so a paragraph's own line breaks survive), then one `answer` event with the whole answer
 * as JSON (its figures, links and ids), then `done`. A model answerer streams its chunks the same way.
 */
export function answerEventStream(answer: AssistantAnswer): Readable {
  async function* events() {
    for (const paragraph of answer.text.split('\n\n')) yield sseEvent(JSON.stringify(`${paragraph}\n\n`));
    yield sseEvent(JSON.stringify(answer), 'answer');
    yield sseEvent('{}', 'done');
  }
  return Readable.from(events());
}
