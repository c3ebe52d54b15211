import type { ChatWithTutorResult } from '@mathsight/contract/flow-tutor.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { request } from '../../../shared/api/http-client.ts';
import { renderWithMantine } from '../../../shared/ui/testing/render-with-mantine.tsx';
import { makeFlowItem } from '../testing/flow-fixtures.ts';
import { TutorChat } from './tutor-chat.tsx';

vi.mock('../../../shared/api/http-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../shared/api/http-client.ts')>()),
  request: vi.fn(),
}));
const ask = vi.mocked(request);
/** The body of the last request the panel sent, and its endpoint. */
const lastCall = () => ask.mock.lastCall?.[0] as { endpoint: string; body: unknown };

const hint = (hintNumber: number, text: string): ChatWithTutorResult => ({
  questionId: 9,
  situation: 'wrongAnswer',
  hintNumber,
  hintsLeft: 3 - hintNumber,
  items: [{ flowItemType: hintNumber === 1 ? 'HighlightedText' : 'Text', text }],
  source: 'built-in',
  note: null,
});

function renderChat() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const item = makeFlowItem({ flowItemId: 42, flowItemType: 'DiagnosticQuestionRetryInput' });
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <TutorChat flowGeneratorSessionId={5} item={item} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  ask.mockReset();
});

describe('TutorChat', () => {
  it('opens on the first hint with focus inside, gives the next hint with the message, and closes back to the button', async () => {
    const user = userEvent.setup();
    ask.mockResolvedValueOnce(
      hint(1, 'Answer B often comes from this misconception: adding the denominators.'),
    );
    ask.mockResolvedValueOnce(hint(2, 'Find a common denominator first.'));
    renderChat();
    await user.click(screen.getByRole('button', { name: 'Ask the tutor for help' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Chat with the tutor' }));
    const log = screen.getByRole('log', { name: 'Tutor hints' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(log.textContent).toContain('adding the denominators'));
    expect(lastCall()).toMatchObject({
      endpoint: '/flow/v1/flow-generator-sessions/5/chat-with-tutor',
      body: { flowItemId: 42 },
    });
    expect(screen.getByText('2 more hints for this question')).toBeTruthy();

    await user.type(screen.getByLabelText('What are you stuck on? (optional)'), 'the bottom numbers');
    await user.click(screen.getByRole('button', { name: 'Another hint' }));
    await waitFor(() => expect(log.textContent).toContain('common denominator'));
    expect(lastCall().body).toEqual({ flowItemId: 42, message: 'the bottom numbers' });

    await user.click(screen.getByRole('button', { name: 'Close the tutor chat' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ask the tutor for help' }));
  });

  it('says when the hints for the question are used up', async () => {
    const user = userEvent.setup();
    ask.mockResolvedValueOnce({ ...hint(3, 'Check your answer makes sense.'), hintsLeft: 0 });
    renderChat();
    await user.click(screen.getByRole('button', { name: 'Ask the tutor for help' }));
    expect((await screen.findByTestId('tutor-done')).textContent).toContain('last hint');
    expect(screen.queryByRole('button', { name: 'Another hint' })).toBeNull();
  });

  it('shows a failure with a way to try again', async () => {
    const user = userEvent.setup();
    ask.mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'Something went wrong.' }));
    ask.mockResolvedValueOnce(hint(1, 'A first hint.'));
    renderChat();
    await user.click(screen.getByRole('button', { name: 'Ask the tutor for help' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The tutor could not answer');
    await user.click(screen.getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(screen.getByRole('log').textContent).toContain('A first hint.'));
  });
});
