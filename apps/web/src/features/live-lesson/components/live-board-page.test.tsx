import { liveLessonPaths } from '@mathsight/contract/live-lessons.paths.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { accessRoute } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeToken } from '../../../test/tokens.ts';
import { boardView, renderAt, round1 } from '../test-fixtures.tsx';
import { LiveBoardPage } from './live-board-page.tsx';

beforeEach(() => {
  saveRefreshToken(makeToken({ sub: '5' }));
  // The hub is the e2e journey's: here each view is read once by HTTP.
  vi.stubGlobal('WebSocket', undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

const showBoard = (answer: () => Response) => {
  stubFetch({ ...accessRoute(), [`GET ${liveLessonPaths.board(7)}`]: answer });
  renderAt('/1/live-lessons/7/board', '/:schoolId/live-lessons/:lessonId/board', <LiveBoardPage />);
};

describe('the board', () => {
  it('shows the code and QR code while students join', async () => {
    showBoard(() =>
      jsonResponse(200, boardView({ phase: 'Waiting', question: null, rounds: [], joinedCount: 2 })),
    );
    expect((await screen.findByTestId('board-code')).textContent).toBe('K7M PQX');
    expect(screen.getByRole('img', { name: 'QR code: scan it to join the lesson' })).toBeTruthy();
    expect(screen.getByText(/2 of 3 joined/)).toBeTruthy();
  });

  it('counts the votes while voting, with no names and no answer marked', async () => {
    showBoard(() => jsonResponse(200, boardView()));
    expect(await screen.findByText('2 of 3 answered')).toBeTruthy();
    expect(screen.queryByText('Correct answer')).toBeNull();
    expect(screen.queryByTestId('distribution')).toBeNull();
  });

  it('on Reveal shows the distribution, each wrong answer’s misconception, the right answer and anonymous reasons', async () => {
    showBoard(() =>
      jsonResponse(
        200,
        boardView({
          phase: 'Revealed',
          correctLetter: 'B',
          rounds: [round1],
          reasons: [{ voteId: 11, text: 'I added both.', letter: 'A', round: 1 }],
        }),
      ),
    );
    const rows = await screen.findAllByTestId('distribution-row');
    expect(rows).toHaveLength(4);
    expect(within(rows[0] as HTMLElement).getByText('Adds the numerators and the denominators')).toBeTruthy();
    expect(rows[0]?.textContent).toContain('2 votes, · 67%');
    expect(within(rows[1] as HTMLElement).getByText('Right answer')).toBeTruthy();
    expect(within(screen.getByTestId('board-reasons')).getByText('I added both.')).toBeTruthy();
  });

  it('says when the lesson is not the reader’s, and offers Try again after a failure', async () => {
    showBoard(() => jsonResponse(404, { message: 'The resource you are looking for does not exist.' }));
    expect(await screen.findByRole('heading', { name: 'Live lesson not found' })).toBeTruthy();
  });

  it('offers Try again when the board could not be read', async () => {
    showBoard(() => jsonResponse(500, { message: 'Something went wrong.' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
