import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures.ts';

const DAY_MS = 86_400_000;

/** Signs a demo account in through the API as the app does: the refresh token, then an access token. */
export async function apiHeaders(
  request: APIRequestContext,
  username: string,
): Promise<Record<string, string>> {
  const login = await request.post('/api/v3/tokens/login-redirect', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { refreshToken } = (await login.json()) as { refreshToken: string };
  // The refresh token travels in a header, never in the URL (decision 0009).
  const access = await request.get('/api/v3/tokens/access', { headers: { 'x-refresh-token': refreshToken } });
  const { accessToken } = (await access.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

/** Oakfield's id and that of its 7A/Ma1 (demo.student's class), as demo.teacher's users/me names them. */
export async function demoClass(request: APIRequestContext, headers: Record<string, string>) {
  const me = (await (await request.get('/api/v4/users/me', { headers })).json()) as {
    userSchools: Array<{ schoolId: number; name: string }>;
  };
  const school = me.userSchools.find((s) => s.name === 'Oakfield Academy');
  if (!school) throw new Error('demo.teacher is not in Oakfield Academy');
  const withGroups = (await (
    await request.get('/api/v4/users/me', {
      headers,
      params: { includes: 'groups', schoolId: school.schoolId },
    })
  ).json()) as { groups: Array<{ groupId: number; code: string }> };
  const group = withGroups.groups.find((g) => g.code === '7A/Ma1');
  if (!group) throw new Error('7A/Ma1 not found');
  return { schoolId: school.schoolId, groupId: group.groupId };
}

/**
 * Sets demo.student's class (Oakfield's 7A/Ma1) a quiz of its own, open now, with feedback after each
 * question and the confidence question, so no other test's work is touched. The shortest quiz of the
 * kind keeps the journey quick. Open from a minute ago for two days, unless `dates` say otherwise.
 */
export async function setWorkForDemoStudent(
  request: APIRequestContext,
  headers: Record<string, string>,
  {
    name,
    kind,
    dates,
  }: { name: string; kind: 'Diagnostic' | 'TopicPathway'; dates?: { startDate: string; endDate: string } },
) {
  const { schoolId, groupId } = await demoClass(request, headers);
  const quizzes = (await (
    await request.get('/api/v3/quizzes', {
      headers,
      params: { 'request.take': '100', 'request.filter.kind': kind },
    })
  ).json()) as { items: Array<{ quizId: number; questionCount: number }> };
  const quiz = quizzes.items.toSorted((a, b) => a.questionCount - b.questionCount)[0];
  if (!quiz) throw new Error(`no ${kind} quiz`);
  const now = Date.now();
  const set = await request.post(`/api/v3/quizzes/${quiz.quizId}/assignments`, {
    headers,
    data: {
      schoolId,
      groupIds: [groupId],
      startDate: dates?.startDate ?? new Date(now - 60_000).toISOString(),
      endDate: dates?.endDate ?? new Date(now + 2 * DAY_MS).toISOString(),
      name,
      feedbackMode: 'AfterEachQuestion',
      askConfidence: true,
    },
  });
  expect(set.status()).toBe(201);
  return ((await set.json()) as { assignmentId: number }).assignmentId;
}

/** The id of a finished piece of the demo school's work that most of its class answered (Check's recent work). */
export async function endedWorkWithAnswers(request: APIRequestContext, schoolId: string): Promise<number> {
  const headers = await apiHeaders(request, 'demo.teacher');
  const res = await request.get(`/api/v3/schools/${schoolId}/consolidated-insights`, { headers });
  if (!res.ok()) throw new Error(`consolidated insights answered ${res.status()}`);
  const body = (await res.json()) as {
    recentWork: Array<{ assignmentId: number; dueStatus: string; startedCount: number }>;
  };
  const ended = body.recentWork.find((w) => w.dueStatus === 'Ended' && w.startedCount > 5);
  if (!ended) throw new Error('no ended work with answers in the demo school');
  return ended.assignmentId;
}
