/** Test helpers for the assistant's model answerer: an app over the fake OpenAI server, echoing replies. */
import {
  type FakeOpenAi,
  type RecordedRequest,
  type ScriptedReply,
  startFakeOpenAi,
  textChunks,
} from '../../dev/fake-openai-server.ts';
import { buildTestAppWith, type TestApp } from '../../test/test-app.ts';

export const FAKE_KEY = 'sk-fake-assistant-key-never-logged-0123456789';

/** The fake model server and an app whose assistant uses it (close both after). */
export async function startModelApp(timeoutMs = 1500): Promise<{ fake: FakeOpenAi; t: TestApp }> {
  const fake = await startFakeOpenAi();
  const t = await buildTestAppWith({
    assistantModel: { baseUrl: fake.baseUrl, apiKey: FAKE_KEY, model: 'fake-model', timeoutMs },
  });
  return { fake, t };
}

export function askWith(t: TestApp, schoolId: number, headers: Record<string, string>, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/flow/v1/schools/${schoolId}/teacher-assistant/ask`,
    headers,
    payload,
  });
}

/** Text cut every `size` characters: placeholders split across deltas, as a real model's tokens do. */
export function cut(text: string, size = 5) {
  const pieces: string[] = [];
  for (let at = 0; at < text.length; at += size) pieces.push(text.slice(at, at + size));
  return pieces;
}

const PLACEHOLDERS = /\[(?:STUDENT|TEACHER|PERSON|EMAIL|PHONE)_\d+\]/g;

/** A model that answers with every placeholder it was sent (so every name must come back restored). */
export const echoPlaceholders: ScriptedReply = {
  kind: 'respond',
  reply: (request) => {
    const seen = [...new Set(request.body.match(PLACEHOLDERS) ?? [])];
    const text = `Seen: ${seen.join(', ')}.`;
    return { kind: 'sse', chunks: textChunks(text, cut(text)) };
  },
};

/** A model that words the facts it was given: the built-in answer's text, as it received it. */
export const echoFacts: ScriptedReply = {
  kind: 'respond',
  reply: (request) => {
    const body = JSON.parse(request.body) as {
      messages: Array<{ role: string; tool_call_id?: string; content?: string }>;
    };
    const facts = body.messages.find((m) => m.role === 'tool' && m.tool_call_id === 'call_facts');
    const text = (JSON.parse(facts?.content ?? '{}') as { answer?: string }).answer || 'No answer.';
    return { kind: 'sse', chunks: textChunks(text, cut(text, 7)) };
  },
};

/** Every form a string could leave in: raw, JSON-escaped (as is and ASCII-only), URL-encoded; any case. */
export function leakForms(value: string): string[] {
  const json = JSON.stringify(value).slice(1, -1);
  const ascii = json.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const forms = [
    value,
    json,
    ascii,
    encodeURIComponent(value),
    encodeURIComponent(value).replace(/%20/g, '+'),
  ];
  return [...new Set(forms.flatMap((f) => [f, f.toLowerCase()]))];
}

/** The strings of `secrets` found in any recorded request's path or body, in any form, with the form. */
export function leaksIn(requests: RecordedRequest[], secrets: string[]): string[] {
  const found: string[] = [];
  for (const request of requests) {
    const text = `${request.path}\n${request.body}`;
    const lower = text.toLowerCase();
    for (const secret of secrets) {
      for (const form of leakForms(secret)) {
        if (text.includes(form) || lower.includes(form.toLowerCase())) found.push(`${secret} as ${form}`);
      }
    }
  }
  return [...new Set(found)];
}

/** The server-sent events of a body: each event's name (message when none) and its parsed data. */
export function sseEvents(body: string): Array<{ event: string; data: unknown }> {
  return body
    .trim()
    .split('\n\n')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}
