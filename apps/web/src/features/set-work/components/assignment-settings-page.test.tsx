import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { ASSIGNMENT_MESSAGES } from '@mathsight/contract/assignments.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { signedInRoutes } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse, makeUserSchool } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';
import { settingsRoute } from '../../../test/work-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

function openSettings(isSchoolAdministrator: boolean) {
  const me = makeMeResponse({
    userSchools: [makeUserSchool(1, { isSchoolAdministrator }, 'Oakfield Academy')],
  });
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  const puts: unknown[] = [];
  stubFetch({
    ...signedInRoutes(me),
    ...settingsRoute(1),
    [`PUT ${assignmentPaths.assignmentSettings(1)}`]: (_url, init) => {
      const body = JSON.parse(String(init.body));
      puts.push(body);
      return jsonResponse(200, body);
    },
  });
  renderApp('/1/settings/assignments');
  return { puts };
}

describe('the assignment settings', () => {
  it('lets an administrator change the defaults, checking them first', async () => {
    const { puts } = openSettings(true);
    const user = userEvent.setup();
    const days = await screen.findByLabelText(/^Open for/);
    const time = screen.getByLabelText(/^Due at/);
    await user.clear(time);
    await user.click(screen.getByRole('radio', { name: 'At the end' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('Enter a time as HH:MM, such as 08:30')).toBeTruthy();
    expect(puts).toEqual([]);

    await user.type(time, '15:30');
    await user.clear(days);
    await user.type(days, '5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(puts).toEqual([
        { feedbackMode: 'AtEnd', askConfidence: false, defaultDurationDays: 5, defaultDueTime: '15:30' },
      ]),
    );
  });

  it('refuses open for 0 days with a message rather than saving 1', async () => {
    const { puts } = openSettings(true);
    const user = userEvent.setup();
    const days = await screen.findByLabelText(/^Open for/);
    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(ASSIGNMENT_MESSAGES.durationDays)).toBeTruthy();
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect((days as HTMLInputElement).value).toMatch(/^0/);
    expect(puts).toEqual([]);
  });

  it('shows other teachers the defaults without letting them change them', async () => {
    openSettings(false);
    await screen.findByText('Only school administrators can change these');
    expect((screen.getByRole('radio', { name: 'After each question' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});
