import { MantineProvider } from '@mantine/core';
import { leaguePaths } from '@mathsight/contract/leagues.paths.ts';
import { LEAGUES_OFF_MESSAGE } from '@mathsight/contract/leagues.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../shared/api/query-client.ts';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { accessRoute } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeToken } from '../../../test/tokens.ts';
import { ClassLeagueCard, ordinal } from './class-league-card.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

const PERIOD = { period: 'week', start: '2026-11-23', end: '2026-11-30', label: 'Week of 23 Nov 2026' };
const entry = (rank: number, displayName: string, effortPoints: number, isYou = false) => ({
  rank,
  displayName,
  effortPoints,
  isYou,
});

function renderCard(answer: () => Response) {
  saveRefreshToken(makeToken({ sub: '70' }));
  stubFetch({ ...accessRoute('Student'), [`GET ${leaguePaths.myClassLeague}`]: answer });
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ClassLeagueCard />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe("the student's class league card", () => {
  it('says their place, and lists the top five and themselves by first name and initial', async () => {
    renderCard(() =>
      jsonResponse(200, {
        period: PERIOD,
        classes: [
          {
            groupId: 3,
            groupName: '8A',
            position: 7,
            of: 28,
            entries: [
              entry(1, 'Amelia K.', 40),
              entry(2, 'Ben O.', 35),
              entry(2, 'Cara P.', 35),
              entry(4, 'Dev S.', 20),
              entry(5, 'Erin T.', 18),
              entry(7, 'Finn W.', 12, true),
            ],
          },
        ],
      }),
    );
    expect((await screen.findByTestId('my-league-position')).textContent).toBe(
      'Your place this week: 7th of 28',
    );
    const table = screen.getByRole('table', { name: 'Top of the class this week' });
    // The top of the class comes first; the student's own place in words comes after the table.
    expect(
      table.compareDocumentPosition(screen.getByTestId('my-league-position')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '1Amelia K.40',
      '2Ben O.35',
      '2Cara P.35',
      '4Dev S.20',
      '5Erin T.18',
      '7You (Finn W.)12',
    ]);
  });

  it('is not there when the school has turned leagues off', async () => {
    const answer = vi.fn(() => jsonResponse(409, { message: LEAGUES_OFF_MESSAGE }));
    renderCard(answer);
    await waitFor(() => expect(answer).toHaveBeenCalled());
    expect(screen.queryByTestId('my-class-league')).toBeNull();
  });

  it('writes places as ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 103].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '103rd',
    ]);
  });
});
