import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { apiHeaders, setWorkForDemoStudent } from './demo-api.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { LAPTOP, PHONE } from './viewports.ts';

/**
 * Chat with tutor (issue 32 point 6, decision 0050): a student in a lesson flow asks for help on a
 * question, before answering and after a wrong answer, at phone size (students use phones) and laptop
 * size. The hint is never the answer; the panel is labelled, takes focus, and gives it back.
 */

const PACED = { timeout: 30_000 };
type FlowItem = { flowItemId: number; flowItemType: string; text: string | null };

/** New set work for demo.student, started as a lesson through the API, past its confidence question. */
async function lessonAtFirstQuestion(request: Parameters<typeof apiHeaders>[0]) {
  const teacher = await apiHeaders(request, 'demo.teacher');
  const student = await apiHeaders(request, 'demo.student');
  const assignmentId = await setWorkForDemoStudent(request, teacher, {
    name: `Tutor journey ${Date.now()}`,
    kind: 'TopicPathway',
  });
  const created = await request.post('/flow/v1/flow-generator-sessions', {
    headers: student,
    data: { kind: 'TopicPathwayQuiz', assignmentId },
  });
  const session = (await created.json()) as { flowGeneratorSessionId: number; items: FlowItem[] };
  const id = session.flowGeneratorSessionId;
  const waiting = session.items.at(-1) as FlowItem;
  await request.post(`/flow/v1/flow-generator-sessions/${id}/responses`, {
    headers: student,
    data: { flowItemId: waiting.flowItemId, value: '3', clientResponseId: randomUUID(), timeTakenMs: 5_000 },
  });
  const flow = await (
    await request.get(`/flow/v1/flow-generator-sessions/${id}`, { headers: student })
  ).json();
  const question = flow.items.at(-1) as FlowItem;
  const questionId = (JSON.parse(question.text ?? '{}') as { questionId: number }).questionId;
  // The right and a diagnostic wrong option, read as the teacher (students never get them).
  const quiz = await (
    await request.get(`/api/v3/quizzes/${flow.topicPathwayQuizId}`, { headers: teacher })
  ).json();
  const answers = (
    quiz.questions as Array<{
      questionId: number;
      answers: Array<{ letter: string; text: string; isCorrect: boolean; misconception: unknown }>;
    }>
  ).find((q) => q.questionId === questionId)?.answers;
  const right = answers?.find((a) => a.isCorrect);
  const wrong = answers?.find((a) => !a.isCorrect && a.misconception);
  if (!right || !wrong) throw new Error('no right or diagnostic wrong option');
  return { id, right, wrong };
}

/** The right option's text as shown ($…$ maths stripped), which no hint may hold. */
const plain = (text: string) =>
  text
    .replace(/\$/g, '')
    .replace(/\\text\{([^}]*)\}/g, '$1')
    .trim();

/** The key standing alone in the text (so "4" is not found in "40" or "0.4"). */
function holdsKey(text: string, key: string) {
  const escaped = plain(key).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}.])${escaped}(?!\\p{N})`, 'u').test(text);
}

async function choose(page: Page, letter: string) {
  const input = page.getByTestId('flow-question-input');
  await input
    .locator('label')
    .filter({ hasText: `Option ${letter}:` })
    .click();
  await input.getByRole('button', { name: 'Check answer' }).click();
}

for (const viewport of [PHONE, LAPTOP]) {
  test(`a student asks the tutor for help in a lesson, before and after a wrong answer (${viewport.width})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const { id, right, wrong } = await lessonAtFirstQuestion(request);
    await signIn(page, 'demo.student');
    await dismissCookieBanner(page);
    await page.goto(`/topic-session/${id}`);
    await expect(page.getByRole('heading', { name: /^Question 1 of / })).toBeVisible(PACED);

    // Before an answer: a hint on the method; focus moves into the panel.
    const open = page.getByRole('button', { name: 'Ask the tutor for help' });
    await open.click();
    const panel = page.getByTestId('tutor-panel');
    await expect(page.getByRole('heading', { name: 'Chat with the tutor' })).toBeFocused();
    const log = page.getByRole('log', { name: 'Tutor hints' });
    await expect(log.getByTestId('tutor-hint')).toHaveCount(1, PACED);
    await expect(panel.getByText('2 more hints for this question')).toBeVisible();
    await page.getByLabel('What are you stuck on? (optional)').fill('I do not know where to start');
    await page.getByRole('button', { name: 'Another hint' }).click();
    await expect(log.getByTestId('tutor-hint')).toHaveCount(2, PACED);
    expect(holdsKey((await log.textContent()) ?? '', right.text)).toBe(false);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: `e2e/.artifacts/screens/tutor-chat-before-${viewport.width}.png`,
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Close the tutor chat' }).click();
    await expect(open).toBeFocused();

    // A wrong answer: on the retry, the tutor names the misconception behind it.
    await choose(page, wrong.letter);
    await expect(page.getByRole('heading', { name: /^Try again: question 1 of / })).toBeVisible(PACED);
    await page.getByRole('button', { name: 'Ask the tutor for help' }).click();
    await expect(log.getByTestId('tutor-hint')).toHaveCount(1, PACED);
    await expect(log).toContainText(`Answer ${wrong.letter} often comes from this misconception`);
    expect(holdsKey((await log.textContent()) ?? '', right.text)).toBe(false);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: `e2e/.artifacts/screens/tutor-chat-wrong-${viewport.width}.png`,
      fullPage: true,
    });
  });
}
