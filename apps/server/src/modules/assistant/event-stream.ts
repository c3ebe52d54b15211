import { Readable } from 'node:stream';
import type { AssistantAnswer } from '@mathsight/contract/assistant.ts';
import type { AnswerEvent } from './answerer.ts';

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
 * The stream's events: `delta` (a JSON string: more of the text, to append), `fallback` (`{ note }`:
 * the model failed after it began; drop the text shown so far), then `answer` (the whole answer as
 * kept: its text, figures, links and ids, which replace whatever the deltas showed), then `done`.
 * A failure once the stream has begun ends it with `error` (`{ message }`) instead of `answer`.
 */
function toSse(event: AnswerEvent) {
  return event.type === 'delta'
    ? sseEvent(JSON.stringify(event.text), 'delta')
    : sseEvent(JSON.stringify({ note: event.note }), 'fallback');
}

function ending(answer: AssistantAnswer) {
  return sseEvent(JSON.stringify(answer), 'answer') + sseEvent('{}', 'done');
}

/** An answer already complete (the built-in one): its paragraphs as deltas, then the answer. */
export function answerEventStream(answer: AssistantAnswer): Readable {
  async function* events() {
    const paragraphs = answer.text.split('\n\n');
    for (const [i, paragraph] of paragraphs.entries()) {
      yield toSse({ type: 'delta', text: i < paragraphs.length - 1 ? `${paragraph}\n\n` : paragraph });
    }
    yield ending(answer);
  }
  return Readable.from(events());
}

/**
 * Runs `answer` with an event sink and waits for its first event or its end, whichever comes first:
 * a refusal (404, 400) before any event is thrown here, so the route answers it with its status as
 * usual; an answer with no event (the built-in one) is returned whole; once an event came, the events
 * are streamed as they come and the answer ends the stream.
 */
export async function streamAnswer(
  answer: (onEvent: (event: AnswerEvent) => void) => Promise<AssistantAnswer>,
  onLateError: (error: unknown) => void,
): Promise<{ answer: AssistantAnswer } | { stream: Readable }> {
  const queue: string[] = [];
  let wake: (() => void) | undefined;
  let finished: { answer: AssistantAnswer } | { error: unknown } | undefined;
  const poke = () => {
    wake?.();
    wake = undefined;
  };
  const running = answer((event) => {
    queue.push(toSse(event));
    poke();
  }).then(
    (done) => {
      finished = { answer: done };
      poke();
    },
    (error: unknown) => {
      finished = { error };
      poke();
    },
  );
  if (queue.length === 0 && !finished) await new Promise<void>((resolve) => (wake = resolve));
  if (queue.length === 0 && finished) {
    if ('error' in finished) throw finished.error;
    return { answer: finished.answer };
  }
  async function* events() {
    for (;;) {
      while (queue.length > 0) yield queue.shift() as string;
      if (finished) break;
      await new Promise<void>((resolve) => (wake = resolve));
    }
    await running;
    if (finished && 'answer' in finished) yield ending(finished.answer);
    else {
      onLateError(finished && 'error' in finished ? finished.error : undefined);
      yield sseEvent(JSON.stringify({ message: 'The assistant could not finish this answer.' }), 'error');
    }
  }
  return { stream: Readable.from(events()) };
}
