import { assistantPaths } from '@mathsight/contract/assistant.paths.ts';
import type { AssistantAnswer } from '@mathsight/contract/assistant.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { signedInRoutes } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';
import { readContext } from './assistant-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

const answer: AssistantAnswer = {
  conversationId: 3,
  messageId: 8,
  intent: 'work.notDone',
  text: '2 students of 3 in 8A have not finished "Fractions": Ben Carter and Chloe Davies.',
  figures: [{ label: 'Not finished: Fractions', value: '2' }],
  links: [{ label: 'Results of Fractions', href: '/1/assignments/40' }],
  promptSuggestions: [],
  dataPromptSuggestions: ['Who is falling behind in 8A?'],
  contextSummary: 'Class 8A, 3 students',
  contextUrl: '/1/classes/5',
  source: 'built-in',
  note: "The assistant's model is busy just now, so this is the built-in answer.",
};

describe('the assistant page', () => {
  it('teaches what to ask, asks with the context, shows the answer with its figures and links, and keeps it', async () => {
    const me = makeMeResponse({ featureFlags: ['teacher-assistant'] });
    saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
    const asked: unknown[] = [];
    const feedback: unknown[] = [];
    let kept = false;
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${assistantPaths.conversations(1)}`]: () =>
        jsonResponse(200, {
          items: kept
            ? [
                {
                  conversationId: 3,
                  title: 'Who has not done the work?',
                  createdAt: '2030-01-01T00:00:00Z',
                  updatedAt: '2030-01-01T00:00:00Z',
                },
              ]
            : [],
          total: kept ? 1 : 0,
        }),
      [`POST ${assistantPaths.ask(1)}`]: (_url, init) => {
        asked.push(JSON.parse(String(init.body)));
        kept = true;
        return jsonResponse(200, answer);
      },
      [`GET ${assistantPaths.conversation(1, 3)}`]: () =>
        jsonResponse(200, {
          conversationId: 3,
          title: 'Who has not done the work?',
          createdAt: '2030-01-01T00:00:00Z',
          updatedAt: '2030-01-01T00:00:00Z',
          messages: [
            {
              messageId: 7,
              role: 'teacher',
              text: 'Who has not done the work?',
              rating: null,
              createdAt: '2030-01-01T00:00:00Z',
            },
            {
              messageId: 8,
              role: 'assistant',
              text: answer.text,
              answer,
              rating: null,
              createdAt: '2030-01-01T00:00:00Z',
            },
          ],
        }),
      [`POST ${assistantPaths.feedback(1)}`]: (_url, init) => {
        feedback.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { messageId: 8, rating: 'up', comment: null });
      },
    });
    renderApp('/assistant?context=class:5&contextUrl=%2F1%2Fclasses%2F5');
    expect(await screen.findByRole('heading', { name: 'Teacher assistant', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'What you can ask' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Who has not done this week's work in 8A?" })).toBeTruthy();
    expect(await screen.findByText('None kept yet.')).toBeTruthy();
    // The menu shows the assistant: the school has it switched on.
    expect(screen.getAllByRole('link', { name: /Assistant/ }).length).toBeGreaterThan(0);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Type a question for the assistant')).toBeTruthy();
    expect(asked).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Who has not done the work?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const reply = await screen.findByLabelText("The assistant's answer");
    expect(asked).toEqual([{ instruction: 'Who has not done the work?', context: { kind: 'class', id: 5 } }]);
    expect(reply.textContent).toContain('Ben Carter and Chloe Davies');
    expect(within(reply).getByText(/model is busy just now/)).toBeTruthy();
    expect(within(reply).getByText('Not finished: Fractions')).toBeTruthy();
    expect(within(reply).getByRole('link', { name: 'Results of Fractions' }).getAttribute('href')).toBe(
      '/1/assignments/40',
    );
    expect(within(reply).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(within(reply).getByRole('button', { name: 'Export as PDF: this answer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export as PDF: the whole conversation' })).toBeTruthy();
    expect(await screen.findByText(/Asking about: Class 8A, 3 students/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Who is falling behind in 8A?' })).toBeTruthy();

    await user.click(within(reply).getByRole('button', { name: 'Helpful' }));
    await waitFor(() => expect(feedback).toEqual([{ messageId: 8, rating: 'up' }]));
    // The thumb is kept at once; a comment may follow, sent with the rating.
    await user.type(
      await screen.findByRole('textbox', { name: 'What made it helpful? (optional)' }),
      'Spot on',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(feedback).toEqual([
        { messageId: 8, rating: 'up' },
        { messageId: 8, rating: 'up', comment: 'Spot on' },
      ]),
    );
    expect(await screen.findByText('Thank you: your school’s administrators can read this.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Who has not done the work?' })).toBeTruthy();
  });

  it('shows the answer as it streams in, then the answer as kept', async () => {
    const me = makeMeResponse({ featureFlags: ['teacher-assistant'] });
    saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const encoder = new TextEncoder();
    let accept = '';
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${assistantPaths.conversations(1)}`]: () => jsonResponse(200, { items: [], total: 0 }),
      [`GET ${assistantPaths.conversation(1, 3)}`]: () =>
        jsonResponse(200, {
          conversationId: 3,
          title: 'Q',
          createdAt: '2030-01-01T00:00:00Z',
          updatedAt: '2030-01-01T00:00:00Z',
          messages: [],
        }),
      [`POST ${assistantPaths.ask(1)}`]: (_url, init) => {
        accept = (init.headers as Record<string, string>).Accept ?? '';
        const body = new ReadableStream({
          async start(controller) {
            controller.enqueue(encoder.encode('event: delta\ndata: "2 students of 3 "\n\n'));
            await held;
            controller.enqueue(
              encoder.encode(`event: answer\ndata: ${JSON.stringify(answer)}\n\nevent: done\ndata: {}\n\n`),
            );
            controller.close();
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      },
    });
    renderApp('/assistant');
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Your question' }),
      'Who has not done the work?',
    );
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const sofar = await screen.findByLabelText('The answer so far');
    expect(sofar.textContent).toContain('2 students of 3');
    expect(accept).toBe('text/event-stream');
    release();
    await waitFor(() => expect(screen.queryByLabelText('The answer so far')).toBeNull());
  });

  it('hides the menu item where the school has the assistant off', async () => {
    const me = makeMeResponse();
    saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${assistantPaths.conversations(1)}`]: () => jsonResponse(200, { items: [], total: 0 }),
    });
    renderApp('/assistant');
    expect(await screen.findByRole('heading', { name: 'What you can ask' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Assistant/ })).toBeNull();
  });

  it('reads the context from the address', () => {
    expect(readContext('class:12')).toEqual({ kind: 'class', id: 12 });
    expect(readContext('student:3')).toEqual({ kind: 'student', id: 3 });
    expect(readContext('planet:3')).toBeUndefined();
    expect(readContext('class:x')).toBeUndefined();
    expect(readContext(null)).toBeUndefined();
  });
});
