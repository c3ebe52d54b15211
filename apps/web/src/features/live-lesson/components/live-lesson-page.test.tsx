import { liveLessonPaths } from '@mathsight/contract/live-lessons.paths.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { accessRoute } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeToken } from '../../../test/tokens.ts';
import { makeAssignmentDetail } from '../../../test/work-fixtures.ts';
import { renderAt, teacherView } from '../test-fixtures.tsx';
import { LiveLessonPage } from './live-lesson-page.tsx';

beforeEach(() => {
  saveRefreshToken(makeToken({ sub: '5' }));
  vi.stubGlobal('WebSocket', undefined);
  act(() => useSessionStore.setState({ schoolId: 1 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

describe('the teacher’s screen', () => {
  it('shows the code, the board link, who chose what, reasons by misconception; Re-vote and Hide are one click', async () => {
    const fetch = stubFetch({
      ...accessRoute(),
      [`GET ${liveLessonPaths.lesson(7)}`]: () => jsonResponse(200, teacherView()),
      [`PUT ${liveLessonPaths.stage(7)}`]: () => jsonResponse(200, teacherView({ phase: 'Revoting' })),
      [`PUT ${liveLessonPaths.reasonHidden(7, 11)}`]: () => jsonResponse(200, { voteId: 11, hidden: true }),
    });
    renderAt('/1/live-lessons/7', '/:schoolId/live-lessons/:lessonId', <LiveLessonPage />);
    expect((await screen.findByTestId('join-code')).textContent).toBe('K7MPQX');
    expect(screen.getByTestId('open-board').getAttribute('href')).toBe('/1/live-lessons/7/board');
    expect(screen.getByTestId('open-board').getAttribute('target')).toBe('_blank');
    const table = screen.getByRole('table');
    expect(
      within(table).getByRole('rowheader', { name: 'Ada Lovelace' }).closest('tr')?.textContent,
    ).toContain('A, wrong');
    const group = screen.getByTestId('reason-group');
    expect(group.textContent).toContain('Adds the numerators and the denominators');
    expect(group.textContent).toContain('I added both.');

    fireEvent.click(screen.getByRole('button', { name: 'Hide Ada Lovelace’s reason' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url]) => String(url).endsWith(liveLessonPaths.reasonHidden(7, 11))),
      ).toBe(true),
    );
    const hideCall = fetch.mock.calls.find(([url]) => String(url).endsWith('/reason-hidden'));
    expect(bodyOf(hideCall)).toEqual({ hidden: true });

    fireEvent.click(screen.getByRole('button', { name: 'Re-vote' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/stage'))).toBe(true));
    expect(bodyOf(fetch.mock.calls.find(([url]) => String(url).endsWith('/stage')))).toEqual({
      questionId: 501,
      phase: 'Revoting',
    });
  });

  it('sets follow-up work for those who still hold a misconception, and says so with a link to it', async () => {
    const fetch = stubFetch({
      ...accessRoute(),
      [`GET ${liveLessonPaths.lesson(7)}`]: () => jsonResponse(200, teacherView()),
      [`POST ${liveLessonPaths.followUp(7)}`]: () =>
        jsonResponse(201, makeAssignmentDetail(88, { name: 'Fix: Adding fractions' })),
    });
    renderAt('/1/live-lessons/7', '/:schoolId/live-lessons/:lessonId', <LiveLessonPage />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Set follow-up work for the 2 who still hold this' }),
    );
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/follow-up'))).toBe(true),
    );
    expect(bodyOf(fetch.mock.calls.find(([url]) => String(url).endsWith('/follow-up')))).toEqual({
      questionId: 501,
      misconceptionId: 9,
    });
    expect(await screen.findByText('Fix: Adding fractions: for 2 students.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open it in the plan' }).getAttribute('href')).toBe('/1/plan/88');
  });

  it('says when the lesson has ended, with no controls', async () => {
    stubFetch({
      ...accessRoute(),
      [`GET ${liveLessonPaths.lesson(7)}`]: () => jsonResponse(200, teacherView({ phase: 'Ended' })),
    });
    renderAt('/1/live-lessons/7', '/:schoolId/live-lessons/:lessonId', <LiveLessonPage />);
    expect(await screen.findByText('This live lesson has ended')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Re-vote' })).toBeNull();
    expect(screen.queryByTestId('end-lesson')).toBeNull();
  });
});
