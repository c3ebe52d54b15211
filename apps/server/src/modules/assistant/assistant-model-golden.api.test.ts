import type { AssistantAnswer } from '@mathsight/contract/assistant.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FakeOpenAi } from '../../dev/fake-openai-server.ts';
import type { TestApp } from '../../test/test-app.ts';
import { GOLDEN, makeGoldenWorld, type World } from './assistant-golden-set.ts';
import { ask } from './assistant-world.ts';
import { askWith, echoFacts, startModelApp } from './model-test-kit.ts';

/**
 * Issue 29 point 6: the golden set through the model (the fake server wording the facts it received,
 * placeholders and all). Every figure of the built-in answer is in the model's answer, the same;
 * none is wrong; the names come back; nothing is asked of the model that the built-in did not answer.
 */

let fake: FakeOpenAi;
let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ fake, t } = await startModelApp(5000));
  fake.otherwise(echoFacts);
  w = await makeGoldenWorld();
});

afterAll(async () => {
  await t?.app.close();
  await fake?.close();
});

it(`answers the golden set through the model with the built-in figures (${GOLDEN.length} questions)`, async () => {
  const problems: string[] = [];
  for (const g of GOLDEN) {
    const q = typeof g.q === 'string' ? g.q : g.q(w);
    const payload = { instruction: q, ...(g.context && { context: g.context(w) }) };
    const builtIn = (await ask(w.s.school.id, w.s.teacher.headers, payload)).json() as AssistantAnswer;
    const res = await askWith(t, w.s.school.id, w.s.teacher.headers, payload);
    expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    const a = res.json() as AssistantAnswer;
    if (a.source !== 'model') problems.push(`${q}: source ${a.source} (${a.note})`);
    const got = new Map(a.figures.map((f) => [f.label, f.value]));
    for (const f of builtIn.figures) {
      if (got.get(f.label) !== f.value) problems.push(`${q}: ${f.label} ${got.get(f.label)} ≠ ${f.value}`);
    }
    for (const [label, value] of Object.entries(g.figures?.(w) ?? {})) {
      if (got.has(label) && got.get(label) !== value) problems.push(`${q}: ${label} wrong`);
    }
    if (a.figures.length !== builtIn.figures.length) problems.push(`${q}: figures added or lost`);
    // The fake words exactly the facts it was sent: the text must come back whole, names restored.
    if (a.text !== builtIn.text) problems.push(`${q}: text ${JSON.stringify(a.text)}`);
    for (const name of g.says?.(w) ?? []) if (!a.text.includes(name)) problems.push(`${q}: ${name} unsaid`);
    if (/\[(STUDENT|TEACHER)_\d+\]/.test(a.text)) problems.push(`${q}: a placeholder shown`);
  }
  expect(problems).toEqual([]);
  // Every request held placeholders for the names, never the names themselves.
  const names = ['Aisha', 'Khan', 'Ben Carter', 'Chloe', 'Davies', 'Dev Patel', 'Ella Jones'];
  for (const request of fake.requests) for (const name of names) expect(request.body).not.toContain(name);
});
