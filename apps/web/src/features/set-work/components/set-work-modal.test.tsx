import { notificationsStore } from '@mantine/notifications';
import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { contentPaths } from '@mathsight/contract/content.paths.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { writeBrowserClass } from '../../../shared/session/class-selection.ts';
import { signedInRoutes } from '../../../test/api-stubs.ts';
import { type FetchHandler, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';
import {
  contentRoutes,
  makeAssignmentDetail,
  makeRecommendation,
  settingsRoute,
} from '../../../test/work-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
  act(() => notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] }));
});

function openFlow(path = '/1/plan?modal=set-work', extra: Record<string, FetchHandler> = {}) {
  const me = makeMeResponse();
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  const fetchMock = stubFetch({
    ...signedInRoutes(me),
    ...contentRoutes(),
    ...settingsRoute(1, {
      feedbackMode: 'AtEnd',
      askConfidence: true,
      defaultDurationDays: 7,
      defaultDueTime: '08:30',
    }),
    [`GET ${assignmentPaths.schoolAssignments(1)}`]: () => jsonResponse(200, { items: [], total: 0 }),
    ...extra,
  });
  return { ...renderApp(path), fetchMock };
}

const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      (init as RequestInit | undefined)?.method === 'POST' && !String(url).endsWith('/heartbeat'),
  );

const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

async function dialog() {
  // The flow downloads when first opened.
  return screen.findByRole('dialog', { name: 'Set work' }, { timeout: 5000 });
}

describe('the set-work flow', () => {
  it('says what is missing beside the field, step by step, and sends nothing', async () => {
    const { fetchMock } = openFlow();
    const user = userEvent.setup();
    const flow = await dialog();

    await user.click(within(flow).getByRole('button', { name: 'Next' }));
    expect(within(flow).getByText('Choose at least one topic')).toBeTruthy();

    await user.click(await within(flow).findByRole('checkbox', { name: /Adding fractions/ }));
    await user.click(within(flow).getByRole('button', { name: 'Next' }));
    await within(flow).findByRole('heading', { name: 'Who it is for' });
    await user.click(within(flow).getByRole('button', { name: 'Next' }));
    expect(within(flow).getByText('Choose at least one class or student')).toBeTruthy();

    await user.click(within(flow).getByRole('checkbox', { name: /7A\/Ma/ }));
    expect(within(flow).queryByText('Choose at least one class or student')).toBeNull();
    await user.click(within(flow).getByRole('button', { name: 'Next' }));
    await within(flow).findByRole('heading', { name: 'When, and how' });

    // The school's defaults: feedback at the end, confidence asked, due at 08:30 in a week.
    expect((within(flow).getByRole('radio', { name: 'At the end' }) as HTMLInputElement).checked).toBe(true);
    expect((within(flow).getByRole('switch', { name: /confident/ }) as HTMLInputElement).checked).toBe(true);
    const end = within(flow).getByTestId('end-date') as HTMLInputElement;
    // Shown as a UK school writes it, whatever the browser's language.
    expect(end.value).toMatch(/^\d{2}\/\d{2}\/\d{4} 08:30$/);

    const start = (within(flow).getByTestId('start-date') as HTMLInputElement).value;
    expect(start).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    fireEvent.change(end, { target: { value: `${start.slice(0, 10)} 00:00` } });
    await user.click(within(flow).getByRole('button', { name: 'Next' }));
    expect(within(flow).getByText('The end date must be after the start date')).toBeTruthy();
    expect(end.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(end, { target: { value: '' } });
    await user.click(within(flow).getByRole('button', { name: 'Next' }));
    expect(within(flow).getByText('Enter a date and time')).toBeTruthy();

    // An American order is refused with how to write the date, not read as another day.
    fireEvent.change(end, { target: { value: '12/31/2030 08:30' } });
    fireEvent.blur(end);
    expect(within(flow).getByText(/Enter the date and time as dd\/mm\/yyyy hh:mm/)).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);
  });

  it('comes with the class chosen in the sidebar, shown as chosen, and Next takes it', async () => {
    writeBrowserClass(12);
    openFlow('/1/plan?modal=set-work&kind=TopicQuiz&quizId=501');
    const user = userEvent.setup();
    const flow = await dialog();
    await within(flow).findByRole('heading', { name: 'Who it is for' });
    const chosen = within(flow).getByRole('checkbox', { name: /7A\/Ma/ });
    expect(chosen.getAttribute('aria-checked')).toBe('true');
    expect(
      within(flow)
        .getByRole('checkbox', { name: /10X\/Ma11/ })
        .getAttribute('aria-checked'),
    ).toBe('false');
    await user.click(within(flow).getByRole('button', { name: 'Next' }));
    await within(flow).findByRole('heading', { name: 'When, and how' });
    expect(within(flow).queryByText('Choose at least one class or student')).toBeNull();
    writeBrowserClass(null);
  });

  it('sets a topic quiz for two classes, then toasts and goes to the new work', async () => {
    const created = makeAssignmentDetail(99, { name: 'Homework 4' });
    const { fetchMock, location } = openFlow('/1/plan?modal=set-work', {
      [`POST ${assignmentPaths.quizAssignments(501)}`]: () => jsonResponse(201, created),
      [`GET ${assignmentPaths.assignment(99)}`]: () => jsonResponse(200, created),
      [`GET ${contentPaths.quiz(501)}`]: () => jsonResponse(404, { message: 'Not found' }),
    });
    const user = userEvent.setup();
    const flow = await dialog();
    await user.click(await within(flow).findByRole('checkbox', { name: /Adding fractions/ }));
    await user.click(within(flow).getByRole('button', { name: 'Next' }));
    await user.click(await within(flow).findByRole('checkbox', { name: /7A\/Ma/ }));
    await user.click(within(flow).getByRole('checkbox', { name: /10X\/Ma11/ }));
    await user.click(within(flow).getByRole('button', { name: 'Next' }));
    await user.type(await within(flow).findByLabelText(/^Name/), 'Homework 4');
    await user.click(within(flow).getByRole('button', { name: 'Next' }));

    const review = await within(flow).findByTestId('set-work-review');
    expect(review.textContent).toContain('Homework 4 (Adding fractions)');
    expect(review.textContent).toContain('7A/Ma, 10X/Ma11');
    await user.click(within(flow).getByRole('button', { name: 'Set work' }));

    await waitFor(() => expect(location()).toBe('/1/plan/99'));
    const [call] = posts(fetchMock);
    expect(bodyOf(call)).toMatchObject({
      schoolId: 1,
      groupIds: [12, 11],
      name: 'Homework 4',
      feedbackMode: 'AtEnd',
      askConfidence: true,
    });
    expect(Date.parse(bodyOf(call).endDate)).toBeGreaterThan(Date.parse(bodyOf(call).startDate));
    expect(notificationsStore.getState().notifications.map((n) => n.message)).toContain(
      'Set Homework 4 for 7A/Ma, 10X/Ma11.',
    );
  });

  it('shows the server’s modelState beside the field it is about, on its step', async () => {
    const { fetchMock } = openFlow('/1/plan?modal=set-work&kind=TopicQuiz&quizId=501', {
      [`GET ${contentPaths.quiz(501)}`]: () =>
        jsonResponse(200, {
          quizId: 501,
          name: 'Adding fractions',
          kind: 'TopicPathway',
          topicUnitId: 1,
          topicUnitName: 'Adding fractions',
          shortCode: 'Q501AB',
          questionCount: 0,
          questions: [],
        }),
      [`POST ${assignmentPaths.quizAssignments(501)}`]: () =>
        jsonResponse(400, {
          message: 'The request is invalid.',
          modelState: { endDate: ['The end date must be after the start date'] },
        }),
    });
    const user = userEvent.setup();
    const flow = await dialog();
    // A link that names the quiz opens on the classes.
    await within(flow).findByRole('heading', { name: 'Who it is for' });
    await user.click(within(flow).getByRole('checkbox', { name: /7A\/Ma/ }));
    await user.click(within(flow).getByRole('button', { name: 'Next' }));
    await user.click(await within(flow).findByRole('button', { name: 'Next' }));
    await user.click(await within(flow).findByRole('button', { name: 'Set work' }));

    await within(flow).findByRole('heading', { name: 'When, and how' });
    expect(within(flow).getByTestId('end-date').getAttribute('aria-invalid')).toBe('true');
    expect(within(flow).getAllByText('The end date must be after the start date').length).toBeGreaterThan(0);
    expect(posts(fetchMock)).toHaveLength(1);
  });

  it('shows a class’s retrieval-practice recommendation with its reasons and sets it for that class', async () => {
    const created = {
      ...makeAssignmentDetail(120, { kind: 'RetrievalPractice', quizId: null }),
      groupId: 12,
    };
    const { fetchMock, location } = openFlow('/1?modal=set-work&kind=RetrievalPractice&groupId=12', {
      [`GET ${assignmentPaths.homeworkInsights(1)}`]: () => jsonResponse(200, { items: [], total: 0 }),
      [`GET ${assignmentPaths.retrievalPracticeRecommendations(12)}`]: () =>
        jsonResponse(200, makeRecommendation(12)),
      [`GET ${assignmentPaths.retrievalPracticeRecommendations(11)}`]: () =>
        jsonResponse(200, makeRecommendation(11, true)),
      [`POST ${assignmentPaths.groupRetrievalPracticeAssignments(12)}`]: () =>
        jsonResponse(201, { ...created, questions: [] }),
      [`GET ${assignmentPaths.assignment(120)}`]: () => jsonResponse(200, created),
      [`GET ${assignmentPaths.retrievalPracticeInsights(120)}`]: () => jsonResponse(404, { message: 'x' }),
    });
    const user = userEvent.setup();
    const flow = await dialog();
    const panel = await within(flow).findByRole('region', { name: /^7A\/Ma: Retrieval practice/ });
    expect(within(panel).getByText('Studied 1 week ago')).toBeTruthy();
    expect(within(panel).getByText('Studied 6 or more weeks ago')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: /2 questions and why/ }));
    expect(within(panel).getByText('Studied 1 week ago; 60% answered wrongly')).toBeTruthy();

    // A class with nothing to recommend cannot be set.
    await user.click(within(flow).getByRole('checkbox', { name: /10X\/Ma11/ }));
    await within(flow).findByText(/nothing to recommend yet/);
    await user.click(within(flow).getByRole('button', { name: 'Next' }));
    expect(within(flow).getByText(/10X\/Ma11: There is nothing to recommend/)).toBeTruthy();
    await user.click(within(flow).getByRole('checkbox', { name: /10X\/Ma11/ }));

    await user.click(within(flow).getByRole('button', { name: 'Next' }));
    await user.click(await within(flow).findByRole('button', { name: 'Next' }));
    await user.click(await within(flow).findByRole('button', { name: 'Set work' }));
    await waitFor(() => expect(location()).toBe('/1/plan/120'));
    const [call] = posts(fetchMock);
    expect(String(call?.[0])).toBe(assignmentPaths.groupRetrievalPracticeAssignments(12));
    expect(bodyOf(call)).toEqual({
      startDate: expect.any(String),
      endDate: expect.any(String),
      feedbackMode: 'AtEnd',
      askConfidence: true,
    });
  });
});
