import { MantineProvider } from '@mantine/core';
import { reviewPaths } from '@mathsight/contract/work-review.paths.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../shared/api/query-client.ts';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { accessRoute } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeToken } from '../../../test/tokens.ts';
import { StudentNotifications } from './student-notifications.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

const COMMENT = {
  studentAnswerId: 4,
  assignmentId: 9,
  assignmentName: 'Fractions',
  questionSequence: 2,
  teacherName: 'Ms Shah',
  comment: 'Check the denominator',
  updatedAt: '2026-11-24T10:00:00.000Z',
  isRead: false,
};

function renderPanel() {
  saveRefreshToken(makeToken({ sub: '70' }));
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <StudentNotifications />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe("the student's notifications", () => {
  it("shows their teachers' messages to their classes beside the comments on their answers", async () => {
    stubFetch({
      ...accessRoute('Student'),
      [`GET ${reviewPaths.myNotifications}`]: () =>
        jsonResponse(200, {
          items: [COMMENT],
          unreadCount: 1,
          classMessages: [
            {
              kind: 'classMessage',
              classMessageId: 3,
              classCode: '8A',
              teacherName: 'Ms Shah',
              message: 'Bring a calculator on Friday',
              sentAt: '2026-11-25T09:30:00.000Z',
            },
          ],
        }),
    });
    renderPanel();
    const messages = await screen.findByRole('region', { name: 'Messages from your teachers' });
    expect(within(messages).getByText('Bring a calculator on Friday')).toBeTruthy();
    expect(within(messages).getByText(/Ms Shah to 8A/)).toBeTruthy();
    const comments = screen.getByRole('region', { name: /Comments from your teachers/ });
    expect(within(comments).getByText(/Check the denominator/)).toBeTruthy();
  });

  it('reads an older answer without class messages as before', async () => {
    stubFetch({
      ...accessRoute('Student'),
      [`GET ${reviewPaths.myNotifications}`]: () => jsonResponse(200, { items: [COMMENT], unreadCount: 1 }),
    });
    renderPanel();
    expect(await screen.findByRole('region', { name: /Comments from your teachers/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Messages from your teachers' })).toBeNull();
  });
});
