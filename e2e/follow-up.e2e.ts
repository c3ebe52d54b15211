import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiHeaders } from './demo-api.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { PHONE } from './viewports.ts';

interface Source {
  schoolId: number;
  assignmentId: number;
  name: string;
  studentId: number;
  misconceptionId: number;
  misconceptionName: string;
}

/** Finished work demo.student answered, and the misconception held most in it that the bank has other questions on. */
async function sourceWork(request: APIRequestContext): Promise<Source> {
  const student = await apiHeaders(request, 'demo.student');
  const me = (await (await request.get('/api/v4/users/me', { headers: student })).json()) as {
    student: { studentId: number; schoolId: number } | null;
  };
  if (!me.student) throw new Error('demo.student has no student row');
  const done = (await (
    await request.get('/api/v3/students/me/assignments', {
      headers: student,
      params: { 'request.filter.group': 'Done' },
    })
  ).json()) as { items: Array<{ assignmentId: number; name: string; kind: string; answeredCount: number }> };
  const teacher = await apiHeaders(request, 'demo.teacher');
  const answered = done.items.filter((w) => w.kind !== 'FollowUp' && w.answeredCount > 0);
  for (const work of answered) {
    const res = await request.get(`/api/v3/assignments/${work.assignmentId}/misconceptions`, {
      headers: teacher,
    });
    if (!res.ok()) continue;
    const { items } = (await res.json()) as {
      items: Array<{
        misconceptionId: number;
        name: string;
        availableQuestionCount: number;
        studentCount: number;
      }>;
    };
    const fixable = items.find((m) => m.availableQuestionCount > 0 && m.studentCount > 0);
    if (!fixable) continue;
    return {
      schoolId: me.student.schoolId,
      assignmentId: work.assignmentId,
      name: work.name,
      studentId: me.student.studentId,
      misconceptionId: fixable.misconceptionId,
      misconceptionName: fixable.name,
    };
  }
  throw new Error('no finished work of demo.student with a misconception to fix');
}

async function signInAs(page: Page, username: string) {
  await signIn(page, username);
  await dismissCookieBanner(page);
}

test.describe('follow-up work', () => {
  test('set from Fix, it says so where the teacher clicked, shows as Follow-up with its questions in the plan, and as Follow-up to the student', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const source = await sourceWork(request);
    const followUpName = `Fix: ${source.name}`;

    // Fix, for demo.student alone (as chosen on the results), the misconception ticked.
    await signInAs(page, 'demo.teacher');
    await expect(page).toHaveURL(/\/\d+$/);
    await page.goto(
      `/${source.schoolId}/fix/${source.assignmentId}?students=${source.studentId}&misconceptionId=${source.misconceptionId}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Fix: ${source.name}`);
    await expect(
      page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(source.misconceptionName)}:`) }),
    ).toBeChecked();
    await expect(page.getByTestId('fix-summary')).toContainText('Follow-up work for the 1 student you chose');
    await expectNoAxeViolations(page);

    const button = page.getByTestId('set-fix');
    await button.click();

    // The success is in the panel clicked in, has the focus and is a status; the button cannot set it again.
    const panel = page.getByRole('region', { name: 'The follow-up work' });
    const success = panel.getByRole('status');
    await expect(success).toBeFocused();
    await expect(success).toContainText('Follow-up work set');
    await expect(success).toContainText(`${followUpName}:`);
    await expect(success).toContainText('for 1 student.');
    await expect(button).toBeDisabled();
    await expect(button).toHaveText('Set');
    await expect(panel.getByTestId('fix-summary')).toHaveText(
      'This follow-up work is set. Choose other misconceptions to set more.',
    );
    const link = success.getByRole('link', { name: `Open ${followUpName} in the plan` });
    await expect(link).toBeInViewport();
    await page.mouse.move(0, 0);
    await expectNoAxeViolations(page);

    // The plan's page for it: the Follow-up badge and its questions, each with the misconception it targets.
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${source.schoolId}/plan/\\d+$`));
    const newId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByTestId('assignment-name')).toHaveText(followUpName);
    await expect(page.getByText('Follow-up', { exact: true })).toBeVisible();
    const questionsTab = page.getByRole('tab', { name: /^Questions \(\d+\)$/ });
    const count = Number(/\((\d+)\)/.exec((await questionsTab.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    await questionsTab.click();
    const questions = page.getByRole('list', { name: 'Questions' }).locator(':scope > li');
    await expect(questions).toHaveCount(count);
    await expect(questions.first()).toContainText(`Targets the misconception “${source.misconceptionName}”`);
    await expect(page.getByText('This work has no questions')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The student sees it as Follow-up, on the work card and in the quiz's header, on a phone.
    const context = await browser.newContext({ viewport: PHONE });
    const student = await context.newPage();
    await signInAs(student, 'demo.student');
    await expect(student).toHaveURL(/\/student$/);
    const card = student.getByTestId('work-card').filter({
      has: student.getByRole('heading', { name: followUpName, exact: true }),
    });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Follow-up', { exact: true })).toBeVisible();
    await expectNoAxeViolations(student);
    await card.getByRole('button', { name: `Start: ${followUpName}` }).click();
    await expect(student).toHaveURL(/\/quiz-session\/\d+$/);
    await expect(student.getByRole('heading', { level: 1 })).toHaveText(followUpName);
    await expect(student.getByText('Follow-up', { exact: true })).toBeVisible();
    await expectNoAxeViolations(student);
    await context.close();

    // Stored as follow-up work for demo.student alone.
    const teacher = await apiHeaders(request, 'demo.teacher');
    const stored = (await (
      await request.get(`/api/v3/assignments/${newId}`, { headers: teacher })
    ).json()) as {
      kind: string;
      students: Array<{ studentId: number }>;
    };
    expect(stored.kind).toBe('FollowUp');
    expect(stored.students.map((s) => s.studentId)).toEqual([source.studentId]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
