import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures.ts';
import { createFreshTeacher, freshBaseUrl } from './fresh.ts';
import { mailTo } from './mail.ts';

// The suite's second server: the same app on an empty database, sending email over SMTP to the sink.
test('the fresh server has no demo school; a teacher signs up there and confirms by the emailed link', async ({
  request,
}) => {
  const demo = await request.post(`${freshBaseUrl}/api/v3/tokens/login-redirect`, {
    data: { username: 'demo.teacher', password: DEMO_PASSWORD },
  });
  expect(demo.status()).toBe(400);

  const teacher = await createFreshTeacher(request);
  const me = await (
    await request.get(`${freshBaseUrl}/api/v4/users/me`, { headers: teacher.headers })
  ).json();
  expect(me.user).toMatchObject({ email: teacher.email, isEmailConfirmed: true });
  expect(me.userSchools).toEqual([]);

  const [mail] = await mailTo(request, teacher.email);
  expect(mail?.html).toContain('Confirm my email address');
  expect(mail?.text).toContain(`${freshBaseUrl}/signup/confirm?code=`);
});
