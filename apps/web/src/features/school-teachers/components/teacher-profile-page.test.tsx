import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import type { TeacherProfile } from '@mathsight/contract/schools.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { signedInRoutes } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

const PROFILE: TeacherProfile = {
  teacherId: 101,
  firstName: 'Omar',
  lastName: 'Haddad',
  title: 'Mr',
  email: 'omar@example.org',
  schoolMembershipStatus: 'Confirmed',
  isSchoolAdministrator: true,
  createdAt: '2030-01-01T00:00:00Z',
  classes: [
    { groupId: 1, code: '8A' },
    { groupId: 2, code: '9B' },
  ],
  work: [
    {
      assignmentId: 55,
      name: 'Ratio',
      kind: 'TopicQuiz',
      startDate: '2030-02-01T09:00:00Z',
      endDate: '2030-02-08T09:00:00Z',
      classes: [{ groupId: 1, code: '8A' }],
    },
  ],
};

function open(answer: () => Response) {
  const me = makeMeResponse();
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  stubFetch({ ...signedInRoutes(me), [`GET ${schoolPaths.teacher(1, 101)}`]: answer });
  renderApp('/1/teachers/101');
}

describe("a teacher's profile", () => {
  it('shows their role, email, classes (linked) and the work they set, linked to its results', async () => {
    open(() => jsonResponse(200, PROFILE));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mr Omar Haddad' })).toBeTruthy();
    expect(document.title).toBe('Omar Haddad - Mathsight');
    expect(screen.getByText('Administrator')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'omar@example.org' }).getAttribute('href')).toBe(
      'mailto:omar@example.org',
    );
    expect(screen.getByRole('link', { name: '9B' }).getAttribute('href')).toBe('/1/settings/classes/2');
    const work = screen.getByRole('table', { name: 'Work they set' });
    expect(
      within(work)
        .getByRole('link', { name: /^Ratio/ })
        .getAttribute('href'),
    ).toBe('/1/assignments/55');
    expect(work.textContent).toContain('8A');
  });

  it('says when they teach no class and set no work, and offers Try again when it fails', async () => {
    let fail = true;
    open(() =>
      fail
        ? jsonResponse(500, { message: 'Broken' })
        : jsonResponse(200, { ...PROFILE, isSchoolAdministrator: false, classes: [], work: [] }),
    );
    expect(await screen.findByText('This teacher could not be loaded')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('no-work')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('no-classes').textContent).toBe('Omar teaches no class yet.'),
    );
    expect(screen.getByText('Teacher')).toBeTruthy();
  });
});
