import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOKEN = `12.${'a'.repeat(43)}`;

describe('/unsubscribe', () => {
  it("shows the reader's choices from the link's token and saves them without signing in", async () => {
    const saved: unknown[] = [];
    stubFetch({
      [`GET ${apiPaths.emailPreferences}`]: jsonResponse(200, {
        email: 'r•••@school.example',
        preferences: { 'school-updates': true, 'weekly-insights': true, 'product-news': true },
      }),
      [`PUT ${apiPaths.emailPreferences}`]: (_url, init) => {
        const body = JSON.parse(String(init.body)) as { preferences: unknown };
        saved.push(body);
        return jsonResponse(200, { email: 'r•••@school.example', preferences: body.preferences });
      },
    });
    renderApp(`/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByText('r•••@school.example')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe from all' }));
    expect(await screen.findByText('You are unsubscribed from all of these emails.')).toBeTruthy();
    expect(saved).toEqual([
      {
        token: TOKEN,
        preferences: { 'school-updates': false, 'weekly-insights': false, 'product-news': false },
      },
    ]);
    expect((screen.getByRole('checkbox', { name: /^School updates/ }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('says when the link does not work', async () => {
    stubFetch({ [`GET ${apiPaths.emailPreferences}`]: jsonResponse(404, { message: 'Not found' }) });
    renderApp(`/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByText('This link does not work')).toBeTruthy();
  });
});
