import { MantineProvider } from '@mantine/core';
import type { FlowGeneratorSession, FlowItem, FlowItemType } from '@mathsight/contract/flows.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flowSessionQueryKey } from '../api/get-flow-session.ts';
import { makeFlowItem, makeFlowSession } from '../testing/flow-fixtures.ts';
import { FlowScreen } from './flow-screen.tsx';

const SVG = `data:image/svg+xml;charset=utf-8,${encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg'/>")}`;
const question = JSON.stringify({
  questionId: 9,
  number: 1,
  of: 1,
  stem: 'What is $2 + 2$?',
  diagramSvg: null,
  diagramAlt: null,
  options: [
    { letter: 'A', text: '3' },
    { letter: 'B', text: '4' },
    { letter: 'C', text: '5' },
    { letter: 'D', text: '22' },
  ],
  previousLetter: null,
});

let next = 0;
function item(flowItemType: FlowItemType, over: Partial<FlowItem> = {}): FlowItem {
  next += 1;
  return makeFlowItem({
    flowItemId: next,
    position: next,
    sequence: next,
    text: `${flowItemType} text`,
    flowItemType,
    ...over,
  });
}

const sessionOf = (items: FlowItem[], over: Partial<FlowGeneratorSession> = {}) =>
  makeFlowSession(items, { title: 'Adding numbers', ...over });

function renderFlow(session: FlowGeneratorSession) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(flowSessionQueryKey(session.flowGeneratorSessionId), session);
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <FlowScreen flowGeneratorSessionId={session.flowGeneratorSessionId} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const answered = (value: string, isCorrect: boolean | null = null) => ({
  value,
  respondedAt: '2026-01-01T00:01:00.000Z',
  isCorrect,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('FlowScreen', () => {
  it('shows a teacher a student’s lesson whole and read-only, with the way back', () => {
    const items = [
      item('Text', { milliSecondsDelay: 900 }),
      item('DiagnosticQuestionAnswerInput', {
        contentType: 'application/vnd.mathsight.diagnostic-question+json',
        text: question,
        milliSecondsDelay: 900,
      }),
    ];
    renderFlow(sessionOf(items, { isReview: true, learnerName: 'Mia Smith', assignmentId: 4 }));
    // No pacing: every item is there at once, and nothing waits for the teacher's answer.
    expect(screen.getByText('Text text')).toBeTruthy();
    expect(screen.queryByTestId('flow-typing')).toBeNull();
    expect(screen.queryByTestId('flow-question-input')).toBeNull();
    expect(screen.getByText('Mia Smith’s lesson')).toBeTruthy();
    expect(screen.getByText('Reading Mia Smith’s lesson')).toBeTruthy();
    expect(screen.getByTestId('flow-review-waiting').textContent).toBe(
      'Mia Smith has not answered the next step yet.',
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('renders every item type of a resumed flow at once, pinned items above a live log', () => {
    const items = [
      item('Text'),
      item('PinnedText', { text: 'Learning intention: add' }),
      item('PinnedImage', { imageUrl: SVG, text: 'Topic card' }),
      item('PinnedVideo', { videoUrl: SVG, text: 'Overview' }),
      item('RadioButtonInput', {
        text: 'How confident?',
        radioButtons: [{ sequence: 1, value: '1', label: 'Very confident', labelOptions: null }],
        response: answered('1'),
      }),
      item('Divider', { text: 'Question 1 of 1' }),
      item('DiagnosticQuestionAnswerInput', {
        contentType: 'application/vnd.mathsight.diagnostic-question+json',
        text: question,
        response: answered('A', false),
      }),
      item('HighlightedText'),
      item('Information'),
      item('Image', { imageUrl: SVG, text: 'The diagram again' }),
      item('DiagnosticQuestionRetryInput', {
        contentType: 'application/vnd.mathsight.diagnostic-question+json',
        text: JSON.stringify({ ...JSON.parse(question), previousLetter: 'A' }),
        response: answered('B', true),
      }),
      item('Video', { videoUrl: SVG, text: 'Recap video' }),
      item('TextInput', { text: 'What will you remember?', response: answered('Four') }),
    ];
    renderFlow(sessionOf(items));
    expect(document.title).toBe('Adding numbers - Mathsight');
    const log = screen.getByRole('log', { name: 'Lesson chat' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(within(log).getByText('Text text')).toBeTruthy();
    expect(within(log).getByText('HighlightedText text')).toBeTruthy();
    expect(within(log).getByText('Information text')).toBeTruthy();
    expect(within(log).getByText('Question 1 of 1', { selector: '.mantine-Divider-label' })).toBeTruthy();
    expect(within(log).getByRole('img', { name: 'The diagram again' })).toBeTruthy();
    expect(within(log).getByRole('img', { name: 'Recap video' })).toBeTruthy();
    expect(within(log).getByRole('button', { name: 'Replay' })).toBeTruthy();
    expect(within(log).getByText('Very confident')).toBeTruthy();
    expect(within(log).getByText('Four')).toBeTruthy();
    expect(within(log).getByText('Second try: question 1 of 1')).toBeTruthy();
    const pinned = screen.getByRole('region', { name: 'Pinned' });
    expect(within(pinned).getByText('Learning intention: add')).toBeTruthy();
    expect(within(log).queryByText('Learning intention: add')).toBeNull();
  });

  it('shows the waiting question as a keyboard radio group, focused, with the chosen option left out on a retry', () => {
    const retry = item('DiagnosticQuestionRetryInput', {
      contentType: 'application/vnd.mathsight.diagnostic-question+json',
      text: JSON.stringify({ ...JSON.parse(question), previousLetter: 'A' }),
    });
    renderFlow(
      sessionOf([item('Text', { response: null }), { ...item('TextInput'), response: answered('x') }, retry]),
    );
    const form = screen.getByTestId('flow-question-input');
    expect(document.activeElement).toBe(
      within(form).getByRole('heading', { name: 'Try again: question 1 of 1' }),
    );
    expect(within(form).getAllByRole('radio')).toHaveLength(3);
    expect((within(form).getByRole('button', { name: 'Check answer' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('paces a new flow: a typing indicator, then each item after its delay', () => {
    vi.useFakeTimers();
    renderFlow(
      sessionOf(
        [
          item('Text', { text: 'Hello there', milliSecondsDelay: 600 }),
          item('Text', { text: 'Second', milliSecondsDelay: 600 }),
        ],
        { isPreview: true },
      ),
    );
    expect(screen.getByText('Preview — answers are not saved')).toBeTruthy();
    expect(screen.getByTestId('flow-typing')).toBeTruthy();
    expect(screen.queryByText('Hello there')).toBeNull();
    act(() => vi.advanceTimersByTime(650));
    expect(screen.getByText('Hello there')).toBeTruthy();
    expect(screen.queryByText('Second')).toBeNull();
    act(() => vi.advanceTimersByTime(650));
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.queryByTestId('flow-typing')).toBeNull();
  });

  it('ends with the summary: score and the misconceptions met', () => {
    renderFlow(
      sessionOf([item('Text', { response: null }), { ...item('TextInput'), response: answered('done') }], {
        finished: true,
        summary: {
          questionCount: 4,
          correctFirstTime: 3,
          correctOnRetry: 1,
          scorePercent: 75,
          misconceptionsMet: [
            { misconceptionId: 2, name: 'Adds the tens', howToFix: 'Line up the digits.', count: 1 },
          ],
        },
      }),
    );
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary.textContent).toContain('3 of 4 right first time (75%), and 1 more on a second try.');
    expect(summary.textContent).toContain('Adds the tens: Line up the digits.');
    const back = within(summary).getByRole('link', { name: 'Back to my work' });
    expect(back.getAttribute('href')).toBe('/student');
  });
});
