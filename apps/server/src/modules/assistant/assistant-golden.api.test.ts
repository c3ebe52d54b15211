import type { AssistantAnswer } from '@mathsight/contract/assistant.ts';
import { beforeAll, expect, it } from 'vitest';
import { GOLDEN, makeGoldenWorld, UNSURE, type World } from './assistant-golden-set.ts';
import { ask } from './assistant-world.ts';

let w: World;
beforeAll(async () => {
  w = await makeGoldenWorld();
});

it(`answers the golden set: at least 90 % right, the rest with suggestions, no wrong figure (${GOLDEN.length} questions)`, async () => {
  expect(GOLDEN.length).toBeGreaterThanOrEqual(40);
  const outcomes: { q: string; outcome: 'right' | 'suggested' | 'wrong'; why?: string }[] = [];
  for (const g of GOLDEN) {
    const q = typeof g.q === 'string' ? g.q : g.q(w);
    const res = await ask(w.s.school.id, w.s.teacher.headers, {
      instruction: q,
      ...(g.context && { context: g.context(w) }),
    });
    expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    const a = res.json() as AssistantAnswer;
    const got = new Map(a.figures.map((f) => [f.label, f.value]));
    const want = g.figures?.(w) ?? {};
    const wrongFigure = Object.entries(want).find(
      ([label, value]) => got.has(label) && got.get(label) !== value,
    );
    if (wrongFigure) {
      outcomes.push({
        q,
        outcome: 'wrong',
        why: `${wrongFigure[0]}: ${got.get(wrongFigure[0])} ≠ ${wrongFigure[1]}`,
      });
      continue;
    }
    if (a.intent === null) {
      const suggests =
        a.promptSuggestions.length + a.dataPromptSuggestions.length > 0 && a.figures.length === 0;
      outcomes.push({ q, outcome: suggests ? 'suggested' : 'wrong', why: 'unsure' });
      continue;
    }
    const missing = Object.keys(want).filter((label) => !got.has(label));
    const unsaid = (g.says?.(w) ?? []).filter((s) => !a.text.includes(s));
    if (a.intent !== g.intent || missing.length > 0 || unsaid.length > 0) {
      // A different kind of answer with figures of its own is wrong: its numbers answer another question.
      outcomes.push({
        q,
        outcome: 'wrong',
        why: `intent ${a.intent}, missing ${missing.join('; ')} ${unsaid.join('; ')}`,
      });
      continue;
    }
    outcomes.push({ q, outcome: 'right' });
  }
  const right = outcomes.filter((o) => o.outcome === 'right').length;
  const wrong = outcomes.filter((o) => o.outcome === 'wrong');
  expect(
    wrong,
    JSON.stringify(
      outcomes.filter((o) => o.outcome !== 'right'),
      null,
      1,
    ),
  ).toEqual([]);
  expect(right / GOLDEN.length).toBeGreaterThanOrEqual(0.9);
});

it('answers off-topic questions with suggestions, never a figure', async () => {
  for (const q of UNSURE) {
    const a = (await ask(w.s.school.id, w.s.teacher.headers, { instruction: q })).json() as AssistantAnswer;
    expect(a.intent, q).toBeNull();
    expect(a.figures).toEqual([]);
    expect(a.promptSuggestions.length).toBeGreaterThan(0);
    expect(a.dataPromptSuggestions.length).toBeGreaterThan(0);
  }
});
