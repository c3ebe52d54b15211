import { expect, type Page, test } from '@playwright/test';
import { apiHeaders } from './demo-api.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { isFocused, signInByKeyboard, tabTo } from './keyboard-kit.ts';
import { chooseQuestions, makeClass } from './live-lesson-api.ts';
import { LAPTOP, PHONE } from './viewports.ts';

/**
 * A live lesson by keyboard alone (no click anywhere): the teacher starts it and moves it on from a
 * laptop, a student joins and votes from a phone. Each step asserts where the focus is, and the
 * student's lesson says aloud what the teacher's moves bring (its live region), as a screen-reader
 * user would hear it.
 */

/** Which of the four options' letters comes how many arrow presses after A. */
const arrowsTo = (letter: string) => 'ABCD'.indexOf(letter);

/** The words of the button the focus is on (or the focused element's tag). */
async function focusedButtonName(page: Page) {
  return page.locator('body').evaluate((body) => {
    const active = body.ownerDocument.activeElement;
    return active?.tagName === 'BUTTON' ? (active.textContent ?? '').trim() : `(${active?.tagName})`;
  });
}

test('a live lesson by keyboard: start, join, vote, reveal and end, the focus following each step', async ({
  browser,
  request,
}) => {
  // Two browsers and axe on two screens, on two busy cores.
  test.setTimeout(300_000);
  const headers = await apiHeaders(request, 'demo.teacher');
  const klass = await makeClass(request, headers);
  const [q1, q2] = await chooseQuestions(request, headers);
  const ada = klass.students[0];
  if (!q1 || !q2 || !ada) throw new Error('two questions and a student needed');

  // The teacher, on a laptop: the start screen, then Start by Tab and Enter.
  const teacher = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  await signInByKeyboard(teacher, 'demo.teacher');
  await teacher.goto(
    `/${klass.schoolId}/live-lessons/new?groupId=${klass.groupId}&questionIds=${q1.questionId},${q2.questionId}`,
  );
  await tabTo(teacher, teacher.getByTestId('start-live-lesson'), 150);
  await teacher.keyboard.press('Enter');
  await expect(teacher).toHaveURL(new RegExp(`/${klass.schoolId}/live-lessons/\\d+$`));
  await expect(teacher.getByTestId('hub-status')).toHaveText('Live');

  // Ada, on her phone: her home's "Join live lesson" by Tab and Enter.
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInByKeyboard(phone, ada.userName, { password: ada.password });
  await tabTo(
    phone,
    phone.getByTestId('live-lesson-card').getByRole('link', { name: 'Join live lesson' }),
    60,
  );
  await phone.keyboard.press('Enter');
  await expect(phone.getByTestId('student-waiting')).toBeVisible();
  await expect(phone.getByTestId('hub-status')).toHaveText('Live');
  await expect(teacher.getByTestId('joined-count')).toHaveText('1 of 3 joined');

  // The teacher shows the first question; the focus moves on to the next usual step, Reveal.
  await tabTo(teacher, teacher.getByRole('button', { name: 'Show the first question' }), 60);
  await teacher.keyboard.press('Enter');
  const reveal = teacher.getByRole('button', { name: 'Reveal', exact: true });
  await expect(reveal).toBeVisible();
  await expect.poll(() => isFocused(reveal)).toBe(true);

  // Ada hears the question open, and each option's name carries its maths, not only its letter.
  const announcer = phone.getByTestId('lesson-announcer');
  await expect(announcer).toHaveText('Question 1 is open: choose your answer.');
  const radios = phone.getByRole('radio');
  await expect(radios).toHaveCount(4);
  for (const [i, letter] of ['A', 'B', 'C', 'D'].entries()) {
    await expect(radios.nth(i), `option ${letter}'s name`).toHaveAccessibleName(
      new RegExp(`^Option ${letter}:\\s*\\S`),
    );
  }
  // Tab reaches the group at its first option; the arrows choose, as in any radio group.
  await tabTo(phone, radios.first(), 40);
  await phone.keyboard.press('Space');
  for (let i = 0; i < arrowsTo(q1.wrong); i++) await phone.keyboard.press('ArrowDown');
  await expect(phone.getByRole('radio', { name: new RegExp(`^Option ${q1.wrong}:`) })).toBeChecked();
  await tabTo(phone, phone.getByTestId('send-vote'), 10);
  await phone.keyboard.press('Enter');
  await expect(phone.getByTestId('my-vote')).toHaveText(`Your answer: ${q1.wrong}. Wait for your teacher.`);
  // The Send button is gone: the focus is on what replaced it, not left on the page body.
  await expect.poll(() => isFocused(phone.getByTestId('lesson-stage'))).toBe(true);
  await expect(announcer).toHaveText(`Your answer ${q1.wrong} is sent. Wait for your teacher.`);
  await expectNoAxeViolations(phone);

  // Reveal by Enter (the focus is already on it); the focus moves on to Re-vote.
  await teacher.keyboard.press('Enter');
  const revote = teacher.getByRole('button', { name: 'Re-vote', exact: true });
  await expect(revote).toBeVisible();
  await expect.poll(() => isFocused(revote)).toBe(true);
  await expect(announcer).toHaveText(
    `Answers revealed: the right answer is ${q1.right}. Yours was ${q1.wrong}.`,
  );
  await expectNoAxeViolations(teacher);

  // End the lesson: asked twice. "End lesson" puts the focus on "Keep going"; that brings it back.
  await tabTo(teacher, teacher.getByTestId('end-lesson'), 10);
  await teacher.keyboard.press('Enter');
  await expect.poll(() => focusedButtonName(teacher)).toBe('Keep going');
  await teacher.keyboard.press('Enter');
  await expect.poll(() => isFocused(teacher.getByTestId('end-lesson'))).toBe(true);
  await teacher.keyboard.press('Enter');
  await teacher.keyboard.press('Shift+Tab');
  expect(await isFocused(teacher.getByTestId('end-confirm'))).toBe(true);
  await teacher.keyboard.press('Enter');
  await expect(teacher.getByTestId('lesson-phase')).toHaveText('The lesson has ended');
  await expect(announcer).toHaveText('This live lesson has ended.');
  await expect(phone.getByText('This live lesson has ended', { exact: true })).toBeVisible();
});
