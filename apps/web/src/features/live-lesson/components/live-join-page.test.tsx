import { liveLessonPaths } from '@mathsight/contract/live-lessons.paths.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { accessRoute } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeToken } from '../../../test/tokens.ts';
import { readPendingVote } from '../pending-vote.ts';
import { renderAt, studentView } from '../test-fixtures.tsx';
import { LiveJoinPage } from './live-join-page.tsx';

beforeEach(() => {
  saveRefreshToken(makeToken({ sub: '70' }));
  vi.stubGlobal('WebSocket', undefined);
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));
const myVote = {
  voteId: 31,
  questionId: 501,
  round: 1 as const,
  letter: 'A' as const,
  reason: null,
  votedAt: '2026-11-29T10:01:00Z',
  isCorrect: null,
};

describe('a student joining and voting', () => {
  it('joins by the code typed (any case), waits, and says why a code is refused', async () => {
    let codeOk = false;
    const fetch = stubFetch({
      ...accessRoute('Student'),
      [`POST ${liveLessonPaths.join}`]: () =>
        codeOk
          ? jsonResponse(200, studentView({ phase: 'Waiting', question: null, openRound: null }))
          : jsonResponse(404, { message: 'The resource you are looking for does not exist.' }),
    });
    renderAt('/live/join', '/live/join', <LiveJoinPage />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Join code' }), { target: { value: 'k7m pqx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('The resource you are looking for does not exist.')).toBeTruthy();
    expect(bodyOf(fetch.mock.calls.find(([url]) => String(url).endsWith('/join')))).toEqual({
      code: 'K7MPQX',
    });
    codeOk = true;
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByTestId('student-waiting')).toBeTruthy();
  });

  it('votes with a clientAnswerId kept on the device until stored, then offers the reason', async () => {
    let voted = false;
    const fetch = stubFetch({
      ...accessRoute('Student'),
      [`POST ${liveLessonPaths.join}`]: () => jsonResponse(200, studentView()),
      [`GET ${liveLessonPaths.mine(7)}`]: () =>
        jsonResponse(200, studentView(voted ? { myVotes: [myVote] } : {})),
      [`POST ${liveLessonPaths.votes(7)}`]: () => {
        // Still kept while the server stores it: a dropped reply would send the same id again.
        expect(readPendingVote(window.sessionStorage, 7)?.letter).toBe('A');
        voted = true;
        return jsonResponse(201, { vote: myVote, created: true });
      },
      [`PUT ${liveLessonPaths.reason(7, 501)}`]: () =>
        jsonResponse(200, { ...myVote, reason: 'I added both.' }),
    });
    renderAt('/live/join?code=K7MPQX', '/live/join', <LiveJoinPage />);
    fireEvent.click(await screen.findByRole('radio', { name: /^Option A:/ }));
    fireEvent.click(screen.getByTestId('send-vote'));
    expect(await screen.findByText('Your answer: A. Wait for your teacher.')).toBeTruthy();
    const sent = bodyOf(fetch.mock.calls.find(([url]) => String(url).endsWith('/votes')));
    expect(sent).toMatchObject({ questionId: 501, letter: 'A' });
    expect(sent.clientAnswerId).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(readPendingVote(window.sessionStorage, 7)).toBeNull());

    fireEvent.change(screen.getByRole('textbox', { name: /Explain your answer/ }), {
      target: { value: 'I added both.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send my reason' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/reason'))).toBe(true));
  });

  it('sends a kept vote again by itself after a reload, with the same id', async () => {
    window.sessionStorage.setItem(
      'mathsight.live-lesson.7.pending-vote',
      JSON.stringify({ questionId: 501, round: 1, letter: 'C', clientAnswerId: 'kept-id', timeTakenMs: 900 }),
    );
    const fetch = stubFetch({
      ...accessRoute('Student'),
      [`POST ${liveLessonPaths.join}`]: () => jsonResponse(200, studentView()),
      [`POST ${liveLessonPaths.votes(7)}`]: () =>
        jsonResponse(200, { vote: { ...myVote, letter: 'C' }, created: false }),
      [`GET ${liveLessonPaths.mine(7)}`]: () =>
        jsonResponse(200, studentView({ myVotes: [{ ...myVote, letter: 'C' }] })),
    });
    renderAt('/live/join?code=K7MPQX', '/live/join', <LiveJoinPage />);
    expect(await screen.findByText('Your answer: C. Wait for your teacher.')).toBeTruthy();
    expect(bodyOf(fetch.mock.calls.find(([url]) => String(url).endsWith('/votes')))).toMatchObject({
      letter: 'C',
      clientAnswerId: 'kept-id',
    });
  });

  it('says when the lesson has ended', async () => {
    stubFetch({
      ...accessRoute('Student'),
      [`POST ${liveLessonPaths.join}`]: () =>
        jsonResponse(200, studentView({ phase: 'Ended', openRound: null })),
    });
    renderAt('/live/join?code=K7MPQX', '/live/join', <LiveJoinPage />);
    expect(await screen.findByText('This live lesson has ended')).toBeTruthy();
  });
});
