import { assistantPaths } from '@mathsight/contract/assistant.paths.ts';
import type { AssistantFeedbackReview } from '@mathsight/contract/assistant-feedback-review.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { signedInRoutes } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse, makeUserSchool } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

const down = {
  messageId: 8,
  rating: 'down' as const,
  comment: 'It missed Ben',
  ratedAt: '2030-01-02T10:00:00Z',
  teacherName: 'Priya Shah',
  question: "Who hasn't done this week's work in 8A?",
  answer: '1 student of 3 in 8A has not finished "Fractions": Chloe Davies.',
  intent: 'work.notDone',
  source: 'built-in' as const,
};
const up = { ...down, messageId: 9, rating: 'up' as const, comment: null, question: 'What can you do?' };

function signInAdministrator(administrator: boolean, answer: (url: string) => Response) {
  const me = makeMeResponse({
    featureFlags: ['teacher-assistant'],
    userSchools: [makeUserSchool(1, { isSchoolAdministrator: administrator }, 'Oakfield Academy')],
  });
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  const asked: string[] = [];
  stubFetch({
    ...signedInRoutes(me),
    [`GET ${assistantPaths.feedback(1)}`]: (url) => {
      asked.push(String(url));
      return answer(String(url));
    },
    [`GET ${assistantPaths.conversations(1)}`]: () => jsonResponse(200, { items: [], total: 0 }),
  });
  return asked;
}

describe("the school's review of the assistant's feedback", () => {
  it('shows an administrator the rated answers, the tally, and only the unhelpful ones when asked', async () => {
    const asked = signInAdministrator(true, (url) => {
      const body: AssistantFeedbackReview = url.includes('rating=down')
        ? { items: [down], total: 1, up: 1, down: 1 }
        : { items: [up, down], total: 2, up: 1, down: 1 };
      return jsonResponse(200, body);
    });
    renderApp('/assistant/feedback');
    expect(
      await screen.findByRole('heading', { name: 'Feedback on the assistant’s answers', level: 1 }),
    ).toBeTruthy();
    expect(await screen.findByText('1 helpful · 1 not helpful')).toBeTruthy();
    const unhelpful = screen.getByRole('article', { name: `Not helpful: ${down.question}` });
    expect(within(unhelpful).getByText('“It missed Ben”')).toBeTruthy();
    expect(within(unhelpful).getByText(/Priya Shah/)).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Not helpful' }));
    await screen.findByText('“It missed Ben”');
    expect(asked.at(-1)).toContain('rating=down');
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });

  it('teaches what will appear when nothing is rated yet', async () => {
    signInAdministrator(true, () => jsonResponse(200, { items: [], total: 0, up: 0, down: 0 }));
    renderApp('/assistant/feedback');
    expect(await screen.findByText(/No teacher has rated an answer yet/)).toBeTruthy();
  });

  it('tells a teacher who is not an administrator that it is for administrators', async () => {
    signInAdministrator(false, () =>
      jsonResponse(403, {
        message: "Only a school administrator can review the feedback on the assistant's answers",
      }),
    );
    renderApp('/assistant/feedback');
    expect(await screen.findByText("For your school's administrators")).toBeTruthy();
  });

  it('leads an administrator there from the assistant, and nobody else', async () => {
    signInAdministrator(true, () => jsonResponse(200, { items: [], total: 0, up: 0, down: 0 }));
    const view = renderApp('/assistant');
    const link = await screen.findByRole('link', {
      name: 'Feedback from your school’s teachers on the answers',
    });
    expect(link.getAttribute('href')).toBe('/assistant/feedback');
    view.unmount();
    clearRefreshToken();
    signInAdministrator(false, () => jsonResponse(403, {}));
    renderApp('/assistant');
    expect(await screen.findByRole('heading', { name: 'What you can ask' })).toBeTruthy();
    expect(
      screen.queryByRole('link', { name: 'Feedback from your school’s teachers on the answers' }),
    ).toBeNull();
  });
});
