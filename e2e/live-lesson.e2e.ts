import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiHeaders } from './demo-api.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { type Card, chooseQuestions, makeClass } from './live-lesson-api.ts';
import { LAPTOP, PHONE } from './viewports.ts';

/** A projector's screen: the board is read at this size from the back of a classroom. */
const PROJECTOR = { width: 1280, height: 720 };
const SHOTS = path.resolve(import.meta.dirname, '.artifacts/screens/live-lesson');

/** A browser context of its own, at a size, signed in: a device in the classroom. */
async function device(
  browser: Browser,
  size: { width: number; height: number },
  user: string,
  password?: string,
) {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  await signIn(page, user, password);
  await expect(page).not.toHaveURL(/\/login/);
  await dismissCookieBanner(page);
  return page;
}

async function shot(page: Page, name: string) {
  // Hover nothing: a highlighted button is not what the room sees.
  await page.mouse.move(0, 0);
  // From the top: a full-page picture of a scrolled page draws the sticky header half-way down.
  await page.evaluate(() =>
    (globalThis as unknown as { scrollTo: (x: number, y: number) => void }).scrollTo(0, 0),
  );
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: !name.startsWith('board') });
}

/** A student's vote: the option by its letter, then Send. */
async function vote(page: Page, letter: string) {
  // The radio is visually hidden; its label is what a thumb presses.
  await page
    .locator('label')
    .filter({ hasText: `Option ${letter}:` })
    .click();
  await expect(page.getByRole('radio', { name: new RegExp(`^Option ${letter}:`) })).toBeChecked();
  await page.getByTestId('send-vote').click();
  await expect(page.getByTestId('my-vote')).toContainText(letter);
}

test.describe('live lessons', () => {
  test('a teacher runs a hinge question: board, phone and three students’ phones — vote, reveal with misconceptions, reasons, hide, re-vote, who moved, follow-up', async ({
    browser,
    request,
  }) => {
    // Five browsers, axe on every screen and a dozen screenshots, on two busy cores.
    test.setTimeout(600_000);
    mkdirSync(SHOTS, { recursive: true });
    const headers = await apiHeaders(request, 'demo.teacher');
    const klass = await makeClass(request, headers);
    const [q1, q2] = await chooseQuestions(request, headers);
    if (!q1 || !q2) throw new Error('two questions needed');
    const [ada, ben, cleo] = klass.students;
    if (!ada || !ben || !cleo) throw new Error('three students needed');
    const nameOf = (c: Card) => `${c.firstName} ${c.lastName}`;

    // The teacher's laptop: the start screen, as the bank's "Start live lesson" opens it.
    const laptop = await device(browser, LAPTOP, 'demo.teacher');
    await laptop.goto(
      `/${klass.schoolId}/live-lessons/new?groupId=${klass.groupId}&questionIds=${q1.questionId},${q2.questionId}`,
    );
    await expect(laptop.getByRole('heading', { level: 1, name: 'Start a live lesson' })).toBeVisible();
    await expect(laptop.getByTestId('live-chosen-count')).toHaveText(
      '2 questions chosen, shown in this order',
    );
    await expect(laptop.getByTestId('live-class')).toHaveValue(klass.code);
    await expectNoAxeViolations(laptop);
    await shot(laptop, 'start-1366');
    await laptop.setViewportSize(PHONE);
    await expectNoAxeViolations(laptop);
    await shot(laptop, 'start-390');
    await laptop.setViewportSize(LAPTOP);
    await laptop.getByTestId('start-live-lesson').click();
    await expect(laptop).toHaveURL(new RegExp(`/${klass.schoolId}/live-lessons/\\d+$`));
    const lessonPath = new URL(laptop.url()).pathname;
    const joinCode = (await laptop.getByTestId('join-code').textContent())?.trim() ?? '';
    expect(joinCode).toMatch(/^[34679ACDEFGHJKMNPQRTWXY]{6}$/);
    await expect(laptop.getByTestId('hub-status')).toHaveText('Live');
    await expect(laptop.getByRole('img', { name: 'QR code of the lesson’s join address' })).toBeVisible();

    // "Open the board" opens the board in a window of its own.
    const [opened] = await Promise.all([
      laptop.context().waitForEvent('page'),
      laptop.getByTestId('open-board').click(),
    ]);
    await expect(opened).toHaveURL(new RegExp(`${lessonPath}/board$`));
    await opened.close();
    await laptop.close();

    // The projector: its own browser, at 1280×720, showing the code and the QR code.
    const board = await device(browser, PROJECTOR, 'demo.teacher');
    await board.goto(`${lessonPath}/board`);
    await expect(board.getByTestId('board-code')).toHaveText(`${joinCode.slice(0, 3)} ${joinCode.slice(3)}`);
    await expect(board.getByRole('img', { name: 'QR code: scan it to join the lesson' })).toBeVisible();
    await expect(board.getByTestId('hub-status')).toHaveText('Live');
    await expectNoAxeViolations(board);
    await shot(board, 'board-1-join-1280');

    // The teacher's phone: the controls.
    const phone = await device(browser, PHONE, 'demo.teacher');
    await phone.goto(lessonPath);
    await expect(phone.getByTestId('lesson-phase')).toHaveText('Waiting for students to join');
    await expect(phone.getByTestId('hub-status')).toHaveText('Live');
    await expectNoAxeViolations(phone);
    await shot(phone, 'teacher-1-waiting-390');

    // Three phones: Ada in one tap from her home, Ben by the code typed, Cleo by the QR code's address.
    const adaPhone = await device(browser, PHONE, ada.userName, ada.password);
    await expect(adaPhone).toHaveURL(/\/student$/);
    const card = adaPhone.getByTestId('live-lesson-card');
    await expect(card).toContainText(klass.code);
    // The lesson's questions are answered in the lesson, a question at a time: not as work beforehand.
    await expect(adaPhone.getByText('You are all caught up.')).toBeVisible();
    await expectNoAxeViolations(adaPhone);
    await shot(adaPhone, 'student-1-home-card-390');
    await card.getByRole('link', { name: 'Join live lesson' }).click();
    await expect(adaPhone.getByTestId('student-waiting')).toBeVisible();
    await expectNoAxeViolations(adaPhone);
    await shot(adaPhone, 'student-2-waiting-390');

    const benPhone = await device(browser, PHONE, ben.userName, ben.password);
    await benPhone.goto('/live/join');
    await expectNoAxeViolations(benPhone);
    await shot(benPhone, 'student-0-join-by-code-390');
    await benPhone.getByRole('textbox', { name: 'Join code' }).fill(joinCode.toLowerCase());
    await benPhone.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(benPhone.getByTestId('student-waiting')).toBeVisible();

    const cleoPhone = await device(browser, PHONE, cleo.userName, cleo.password);
    await cleoPhone.goto(`/live/join?code=${joinCode}`);
    await expect(cleoPhone.getByTestId('student-waiting')).toBeVisible();

    await expect(phone.getByTestId('joined-count')).toHaveText('3 of 3 joined');
    await expect(board.getByText('3 of 3 joined')).toBeVisible();

    // Question 1: on the board and every phone at once.
    await phone.getByRole('button', { name: 'Show the first question' }).click();
    await expect(board.getByTestId('board-count')).toContainText('0 of 3 answered');
    await expect(adaPhone.getByRole('radio', { name: /^Option A:/ })).toBeVisible();
    await expectNoAxeViolations(adaPhone);
    await shot(adaPhone, 'student-3-vote-390');
    // The same vote on a laptop: a student in a computer room sees the question and the options side by side.
    await adaPhone.setViewportSize(LAPTOP);
    await expectNoAxeViolations(adaPhone);
    await shot(adaPhone, 'student-3-vote-1366');
    await adaPhone.setViewportSize(PHONE);

    // Ada and Cleo choose the wrong answer, Ben the right one; the board counts, with no names.
    await vote(adaPhone, q1.wrong);
    await expect(board.getByTestId('board-count')).toContainText('1 of 3 answered');
    await vote(benPhone, q1.right);
    await expect(board.getByTestId('board-count')).toContainText('2 of 3 answered');
    await expect(board.getByText(nameOf(ada))).toHaveCount(0);
    await expect(phone.getByTestId('not-answered')).toContainText(`Not answered yet (1): ${nameOf(cleo)}`);
    await expectNoAxeViolations(board);
    await shot(board, 'board-2-voting-1280');

    // Ada's connection drops (a reload): she comes back to her answer, and the lesson is live again.
    await adaPhone.reload();
    await expect(adaPhone.getByTestId('my-vote')).toHaveText(
      `Your answer: ${q1.wrong}. Wait for your teacher.`,
    );
    await expect(adaPhone.getByTestId('hub-status')).toHaveText('Live');

    // Reasons, one sentence each, after voting.
    await adaPhone.getByTestId('reason-input').fill('I added the tops and the bottoms.');
    await adaPhone.getByRole('button', { name: 'Send my reason' }).click();
    await expect(adaPhone.getByTestId('my-reason')).toContainText('I added the tops and the bottoms.');
    await expectNoAxeViolations(adaPhone);
    await shot(adaPhone, 'student-4-reason-390');
    await vote(cleoPhone, q1.wrong);
    await cleoPhone.getByTestId('reason-input').fill('Ben told me so lol');
    await cleoPhone.getByRole('button', { name: 'Send my reason' }).click();
    await expect(cleoPhone.getByTestId('my-reason')).toBeVisible();
    await expect(board.getByTestId('board-count')).toContainText('3 of 3 answered');

    // The teacher sees the reasons by misconception, with names, and hides Cleo's.
    await expect(phone.getByTestId('reason-group').filter({ hasText: q1.misconception })).toContainText(
      'I added the tops and the bottoms.',
    );
    await phone.getByRole('button', { name: `Hide ${nameOf(cleo)}’s reason` }).click();
    await expect(phone.getByRole('button', { name: `Show ${nameOf(cleo)}’s reason` })).toBeVisible();
    await expect(phone.getByTestId('reason').filter({ hasText: 'Ben told me so' })).toHaveAttribute(
      'data-hidden',
      'true',
    );
    await expectNoAxeViolations(phone);
    await shot(phone, 'teacher-2-votes-390');

    // Reveal: the distribution over A–D, the misconception in plain words, the right answer; reasons without names.
    await phone.getByRole('button', { name: 'Reveal', exact: true }).click();
    const rows = board.getByTestId('distribution-row');
    await expect(rows).toHaveCount(4);
    await expect(board.getByTestId('distribution')).toContainText(q1.misconception);
    await expect(board.getByTestId('distribution')).toContainText('Right answer');
    const boardReasons = board.getByTestId('board-reasons');
    await expect(boardReasons).toContainText('I added the tops and the bottoms.');
    await expect(boardReasons).not.toContainText('Ben told me so');
    await expect(boardReasons).not.toContainText(ada.firstName);
    await expect(adaPhone.getByTestId('my-vote')).toContainText(`The right answer is ${q1.right}`);
    await expectNoAxeViolations(board);
    await shot(board, 'board-3-revealed-1280');
    await expectNoAxeViolations(adaPhone);
    await shot(adaPhone, 'student-5-revealed-390');

    // The re-vote: Ada moves to the right answer, Cleo keeps hers, Ben keeps his.
    await phone.getByRole('button', { name: 'Re-vote', exact: true }).click();
    await expect(adaPhone.getByText(`Vote again: your first answer was ${q1.wrong}`)).toBeVisible();
    await expectNoAxeViolations(adaPhone);
    await shot(adaPhone, 'student-6-revote-390');
    await vote(adaPhone, q1.right);
    await vote(benPhone, q1.right);
    await vote(cleoPhone, q1.wrong);
    await expect(board.getByTestId('board-count')).toContainText('3 of 3 answered');
    await phone.getByRole('button', { name: 'Reveal the re-vote' }).click();

    // Before and after, side by side on the board; who moved, for the teacher only.
    await expect(board.getByRole('list', { name: 'Votes before and after' })).toBeVisible();
    await expect(rows.first().getByText('Re-vote')).toBeVisible();
    await expect(board.getByText(nameOf(ada))).toHaveCount(0);
    await expectNoAxeViolations(board);
    await shot(board, 'board-4-before-after-1280');
    await expect(phone.getByTestId('moved-to-right')).toContainText(nameOf(ada));
    await expect(phone.getByTestId('moved-to-right')).not.toContainText(nameOf(cleo));

    // Follow-up work for the one who still holds the misconception, in one click.
    const holder = phone.getByTestId('holder-group').filter({ hasText: q1.misconception });
    await holder.getByRole('button', { name: 'Set follow-up work for the 1 who still holds this' }).click();
    await expect(holder.getByRole('status')).toContainText('Follow-up work set');
    await expect(holder.getByRole('link', { name: 'Open it in the plan' })).toBeVisible();
    await expectNoAxeViolations(phone);
    await shot(phone, 'teacher-3-revote-revealed-390');
    await phone.setViewportSize(LAPTOP);
    await expectNoAxeViolations(phone);
    await shot(phone, 'teacher-4-revote-revealed-1366');

    // Next question, then the end: every screen says so, and a vote is no longer possible.
    await phone.getByRole('button', { name: 'Next question' }).click();
    await expect(board.getByText('Question 2 of 2')).toBeVisible();
    await expect(benPhone.getByRole('radio', { name: /^Option A:/ })).toBeVisible();
    await phone.getByTestId('end-lesson').click();
    await phone.getByTestId('end-confirm').click();
    await expect(phone.getByTestId('lesson-phase')).toHaveText('The lesson has ended');
    await expect(board.getByRole('heading', { name: 'The lesson has ended' })).toBeVisible();
    await expect(benPhone.getByText('This live lesson has ended', { exact: true })).toBeVisible();
    await expectNoAxeViolations(board);
    await shot(board, 'board-5-ended-1280');
    // The banner may have come after the sign-in's dismissal: out of the way of the picture.
    await dismissCookieBanner(benPhone);
    await expectNoAxeViolations(benPhone);
    await shot(benPhone, 'student-7-ended-390');
    await expect(
      adaPhone.getByTestId('my-vote').or(adaPhone.getByText('This live lesson has ended', { exact: true })),
    ).toBeVisible();
  });
});
