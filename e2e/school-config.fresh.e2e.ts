import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './fixtures.ts';
import { createFreshSchool, createFreshTeacher, FRESH_PASSWORD, freshBaseUrl } from './fresh.ts';

// Issue 13, the school's configuration and class messages, on the server with no demo data (a school
// of the journey's own, so the demo school's name, leagues and students' notifications never change):
// the administrator renames the school, turns the leagues off and on again, and messages a class;
// a student of that class sees the message and a student of another class does not.
test.use({ baseURL: freshBaseUrl });

const SHOTS = 'e2e/.artifacts/screens';

test('an administrator renames the school, switches the leagues, and messages a class its student reads', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers and axe three times on two busy cores.
  test.setTimeout(300_000);
  const tag = randomUUID().slice(0, 6);
  const schoolName = `Aire Valley School ${tag}`;
  const admin = await createFreshTeacher(request, { firstName: 'Hana', lastName: 'Brook' });
  const schoolId = await createFreshSchool(request, admin, schoolName);
  const makeClass = async (code: string, names: Array<[string, string]>) => {
    const made = await request.post(`${freshBaseUrl}/api/v3/schools/${schoolId}/groups`, {
      headers: admin.headers,
      data: { code, yearGroupIds: [] },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { groupId } = (await made.json()) as { groupId: number };
    const added = await request.post(`${freshBaseUrl}/api/v3/groups/${groupId}/students`, {
      headers: admin.headers,
      data: { students: names.map(([firstName, lastName]) => ({ firstName, lastName })) },
    });
    expect(added.status(), await added.text()).toBe(201);
    return (await added.json()) as { items: Array<{ userName: string; password: string }> };
  };
  const messaged = await makeClass('8M/Ma', [
    ['Zoë', 'Nightingale'],
    ['Omar', 'Farah'],
  ]);
  const other = await makeClass('8N/Ma', [['Ivy', 'Clarke']]);

  // The account menu leads to the configuration.
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, admin.email, FRESH_PASSWORD);
  await expect(page).toHaveURL(/\/\d+$/);
  await dismissCookieBanner(page);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Configuration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configuration' })).toBeVisible();
  const name = page.getByRole('textbox', { name: 'School name' });
  await expect(name).toHaveValue(schoolName);
  await expectNoAxeViolations(page);

  // Rename the school: saved, and the shell names it anew.
  const renamed = `Aire Valley Academy ${tag}`;
  await name.fill(renamed);
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('status').filter({ hasText: "The school's details are saved." })).toBeVisible();

  // The leagues off, as stored after a reload, then on again.
  const leagues = page.getByRole('switch', { name: /Show league tables to teachers and students/ });
  await expect(leagues).toBeChecked();
  await leagues.click({ force: true });
  await expect(page.getByText('League tables are off for the school.')).toBeVisible();
  await page.reload();
  await expect(leagues).not.toBeChecked();
  // Nobody at the school sees the leagues: the navigation leaves Motivate out.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Plan' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Motivate' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'School name' })).toHaveValue(renamed);
  await page.screenshot({ path: `${SHOTS}/config-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/config-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await leagues.click({ force: true });
  await expect(page.getByText('League tables are on for the school.')).toBeVisible();
  await expect(leagues).toBeChecked();
  await expect(nav.getByRole('link', { name: 'Motivate' })).toBeVisible();

  // A message to 8M: checked as it is typed, sent, and listed with its sender.
  await page.goto(`/${schoolId}/classes/notifications`);
  await expect(page.getByRole('heading', { level: 1, name: 'Class notifications' })).toBeVisible();
  await page.getByRole('checkbox', { name: '8M/Ma (2 students)' }).check();
  const text = `Bring a protractor on Friday, ${tag}.`;
  await page.getByRole('textbox', { name: /Message/ }).fill(text);
  await expect(page.getByTestId('class-message-recipients')).toHaveText('2 students will see this');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Sent to 8M/Ma: 2 students will see it.')).toBeVisible();
  const history = page.getByRole('list', { name: 'Messages sent to 8M/Ma' });
  await expect(history.getByTestId('sent-message')).toHaveCount(1);
  await expect(history).toContainText(text);
  await expect(history).toContainText('Hana Brook');
  await page.screenshot({ path: `${SHOTS}/class-notifications-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/class-notifications-390.png`, fullPage: true });

  // A student of 8M reads it among their notifications; a student of 8N has none.
  const student = messaged.items[0];
  if (!student) throw new Error('no student was added');
  const studentContext = await browser.newContext({
    baseURL: freshBaseUrl,
    viewport: { width: 390, height: 844 },
  });
  const studentPage = await studentContext.newPage();
  await signIn(studentPage, student.userName, student.password);
  await expect(studentPage).toHaveURL(/\/student/);
  await dismissCookieBanner(studentPage);
  const messages = studentPage.getByRole('region', { name: 'Messages from your teachers' });
  await expect(messages).toContainText(text);
  await expect(messages).toContainText('to 8M/Ma');
  await studentPage.screenshot({ path: `${SHOTS}/student-messages-390.png`, fullPage: true });
  await studentContext.close();

  const otherStudent = other.items[0];
  if (!otherStudent) throw new Error('no student was added');
  const login = await request.post(`${freshBaseUrl}/api/v3/tokens/login-redirect`, {
    data: { username: otherStudent.userName, password: otherStudent.password },
  });
  const { refreshToken } = (await login.json()) as { refreshToken: string };
  const access = await request.get(`${freshBaseUrl}/api/v3/tokens/access`, {
    headers: { 'x-refresh-token': refreshToken },
  });
  const { accessToken } = (await access.json()) as { accessToken: string };
  const theirs = await request.get(`${freshBaseUrl}/api/v3/students/me/notifications`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(((await theirs.json()) as { classMessages: unknown[] }).classMessages).toEqual([]);
});
