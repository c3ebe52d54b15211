import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import type { SchoolTeacherItem } from '@mathsight/contract/schools.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { signedInRoutes } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse, makeUserSchool } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

const teacher = (
  teacherId: number,
  firstName: string,
  overrides: Partial<SchoolTeacherItem> = {},
): SchoolTeacherItem => ({
  teacherId,
  userId: teacherId * 10,
  firstName,
  lastName: 'Teacher',
  email: `${firstName.toLowerCase()}@example.org`,
  schoolMembershipStatus: 'Confirmed',
  isSchoolAdministrator: false,
  createdAt: '2030-01-01T00:00:00Z',
  classes: [],
  ...overrides,
});

const confirmed = [
  // The caller (users/me says userId 7).
  teacher(100, 'Priya', { userId: 7, isSchoolAdministrator: true, classes: [{ groupId: 1, code: '8A' }] }),
  teacher(101, 'Omar', {
    classes: [
      { groupId: 1, code: '8A' },
      { groupId: 2, code: '9B' },
    ],
  }),
];
const waiting = [teacher(102, 'Wendy', { schoolMembershipStatus: 'Pending' })];

function open(isSchoolAdministrator: boolean, list: (status: string) => Response | null = () => null) {
  const me = makeMeResponse({
    userSchools: [makeUserSchool(1, { isSchoolAdministrator }, 'Oakfield Academy')],
  });
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  const writes: Array<{ method: string; url: string; body: unknown }> = [];
  const record = (method: string) => (url: string, init: RequestInit) => {
    writes.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : null });
    return null;
  };
  stubFetch({
    ...signedInRoutes(me),
    [`GET ${schoolPaths.teachers(1)}`]: (url) => {
      const status = new URL(url, 'http://x').searchParams.get('request.filter.schoolMembershipStatus') ?? '';
      const items = status === 'Pending' ? waiting : confirmed;
      return list(status) ?? jsonResponse(200, { items, total: items.length });
    },
    [`PUT ${schoolPaths.teacher(1, 101)}`]: (url, init) => {
      record('PUT')(url, init);
      return new Response(null, { status: 204 });
    },
    [`PUT ${schoolPaths.teacher(1, 102)}`]: (url, init) => {
      record('PUT')(url, init);
      return new Response(null, { status: 204 });
    },
    [`DELETE ${schoolPaths.removeTeachers(1)}`]: (url, init) => {
      record('POST')(url, init);
      return jsonResponse(200, { count: 1, orphanedClasses: [{ groupId: 2, code: '9B' }] });
    },
    [`PUT ${schoolPaths.teacherClassMemberships(1)}`]: (url, init) => {
      record('PUT')(url, init);
      return jsonResponse(200, { added: 1, removed: 0 });
    },
    [`POST ${schoolPaths.teacherInvitations(1)}`]: (url, init) => {
      record('POST')(url, init);
      return jsonResponse(200, {
        items: [{ firstName: 'Mary', lastName: 'Somerville', email: 'mary@example.org', outcome: 'invited' }],
      });
    },
  });
  renderApp('/1/settings/teachers');
  return { writes };
}

describe('the teachers screen', () => {
  it("lists the school's teachers with their classes and who administers it", async () => {
    open(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Teachers' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: "The school's teachers" });
    const rows = within(table).getAllByTestId('teacher-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Administrator');
    expect(rows[1]?.textContent).toContain('8A, 9B');
    expect(rows[1]?.textContent).not.toContain('Administrator');
    // The caller's own row may not remove them (they leave from their account).
    expect(screen.getByRole('button', { name: 'Actions for Priya Teacher' })).toBeTruthy();
  });

  it('makes a teacher an administrator from their row', async () => {
    const { writes } = open(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Omar Teacher' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Make administrator' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'PUT', body: { isSchoolAdministrator: true } });
  });

  it('removes a teacher after saying which classes will have no teacher, then links to each', async () => {
    const { writes } = open(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Omar Teacher' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from school' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Omar Teacher from the school?' });
    expect(await within(dialog).findByText(/9B will have no teacher/)).toBeTruthy();
    expect(dialog.textContent).toContain('Their classes stay with the school');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Omar Teacher' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toEqual({ teacherIds: [101] });
    const link = await screen.findByRole('link', { name: 'Choose teachers for 9B' });
    expect(link.getAttribute('href')).toBe('/1/settings/classes/2/teachers/edit');
  });

  it('confirms a teacher waiting on the Waiting tab', async () => {
    const { writes } = open(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Waiting' }));
    const table = await screen.findByRole('table', { name: 'Teachers waiting to join' });
    await user.click(within(table).getByRole('button', { name: 'Confirm Wendy Teacher' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'PUT', body: { membershipStatus: 'Confirmed' } });
  });

  it('invites colleagues by email, checking each row first, and says who was invited', async () => {
    const { writes } = open(true);
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'Invite teachers' });
    await user.click(within(form).getByRole('button', { name: 'Send invitations' }));
    expect(within(form).getByText('Enter their first name')).toBeTruthy();
    expect(writes).toEqual([]);
    const first = within(form).getByRole('group', { name: 'Teacher 1' });
    await user.type(within(first).getByLabelText('First name'), 'Mary');
    await user.type(within(first).getByLabelText('Last name'), 'Somerville');
    await user.type(within(first).getByLabelText('Email'), 'mary@example.org');
    await user.click(within(form).getByRole('button', { name: 'Add another teacher' }));
    expect(within(form).getAllByTestId('invite-row')).toHaveLength(2);
    await user.click(within(form).getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    // The blank second row is left out.
    expect(writes[0]?.body).toEqual({
      teachers: [{ firstName: 'Mary', lastName: 'Somerville', email: 'mary@example.org' }],
    });
    expect((await within(form).findByTestId('invited')).textContent).toContain(
      'Mary Somerville (mary@example.org)',
    );
  });

  it('shows the list read-only to a teacher who does not administer the school', async () => {
    open(false);
    await screen.findByRole('table', { name: "The school's teachers" });
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Waiting' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invite teachers' })).toBeNull();
    expect(screen.getByText(/Only the school's administrators can change this list/)).toBeTruthy();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let fail = true;
    open(false, () => (fail ? jsonResponse(500, { message: 'Down for a moment' }) : null));
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.getByText('The teachers could not be loaded')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('table', { name: "The school's teachers" })).toBeTruthy();
  });

  it('links each name to the profile, and hands chosen teachers to add-classes', async () => {
    const { writes } = open(false);
    const table = await screen.findByRole('table', { name: "The school's teachers" });
    expect(within(table).getByRole('link', { name: 'Omar Teacher' }).getAttribute('href')).toBe(
      '/1/teachers/101',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Omar Teacher' }));
    expect(screen.getByTestId('teacher-selection-count').textContent).toBe('1 teacher chosen');
    await user.click(screen.getByRole('button', { name: 'Add to classes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add teachers to classes' })).toBeTruthy();
    expect(screen.getByTestId('chosen-people').textContent).toBe('1 teacher: Omar Teacher');
    await user.click(screen.getByRole('checkbox', { name: '10X/Ma11 (Year 10)' }));
    await user.click(screen.getByRole('button', { name: 'Add to 1 class' }));
    await waitFor(() =>
      expect(writes).toContainEqual({
        method: 'PUT',
        url: schoolPaths.teacherClassMemberships(1),
        body: { teacherIds: [101], add: [11] },
      }),
    );
  });
});
