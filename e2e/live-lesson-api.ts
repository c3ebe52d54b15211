import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { demoClass } from './demo-api.ts';

/** The live lesson journeys' setup through the API: a class of their own, and bank questions to ask. */

export interface Card {
  firstName: string;
  lastName: string;
  userName: string;
  password: string;
}

interface BankOption {
  letter: 'A' | 'B' | 'C' | 'D';
  isCorrect: boolean;
  misconceptions: Array<{ misconceptionId: number; name: string }>;
}

export interface Chosen {
  questionId: number;
  right: BankOption['letter'];
  /** A wrong option and the misconception the bank tags it with. */
  wrong: BankOption['letter'];
  misconception: string;
}

/**
 * The journey's own class of three students (made through the API with their sign-in cards), so no
 * other journey's class, counts or work change; demo.teacher made it, so teaches it.
 */
export async function makeClass(request: APIRequestContext, headers: Record<string, string>) {
  const tag = randomUUID().slice(0, 6);
  const { schoolId } = await demoClass(request, headers);
  const code = `8L/live-${tag}`;
  const made = await request.post(`/api/v3/schools/${schoolId}/groups`, {
    headers,
    data: { code, yearGroupIds: [] },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { groupId } = (await made.json()) as { groupId: number };
  const added = await request.post(`/api/v3/groups/${groupId}/students`, {
    headers,
    data: {
      students: ['Ada', 'Ben', 'Cleo'].map((firstName) => ({ firstName, lastName: `Vote${tag}` })),
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { items } = (await added.json()) as { items: Card[] };
  return { schoolId, groupId, code, students: items };
}

/** Two bank questions whose wrong options each name a misconception; the first with a figure. */
export async function chooseQuestions(request: APIRequestContext, headers: Record<string, string>) {
  type Item = { questionId: number; diagramSvg: string | null; answers: BankOption[] };
  const items: Item[] = [];
  // The bank answers 20 a request: the first hundred are plenty to find two.
  for (let skip = 0; skip < 100; skip += 20) {
    const res = await request.get('/api/v3/questions', {
      headers,
      params: { 'request.take': '20', 'request.skip': String(skip) },
    });
    expect(res.ok(), await res.text()).toBe(true);
    items.push(...((await res.json()) as { items: Item[] }).items);
  }
  const tagged = items.filter((q) => q.answers.every((a) => a.isCorrect || a.misconceptions.length > 0));
  const withFigure = tagged.find((q) => q.diagramSvg !== null) ?? tagged[0];
  const other = tagged.find((q) => q !== withFigure);
  if (!withFigure || !other) throw new Error('the bank has no two questions with every wrong answer tagged');
  return [withFigure, other].map((q): Chosen => {
    const right = q.answers.find((a) => a.isCorrect);
    const wrong = q.answers.find((a) => !a.isCorrect);
    if (!right || !wrong?.misconceptions[0]) throw new Error('untagged question');
    return {
      questionId: q.questionId,
      right: right.letter,
      wrong: wrong.letter,
      misconception: wrong.misconceptions[0].name,
    };
  });
}
