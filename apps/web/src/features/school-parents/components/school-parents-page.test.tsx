import { parentInvitationPaths } from '@mathsight/contract/parent-invitations.paths.ts';
import type { InvitableCount, ParentInvitationList } from '@mathsight/contract/parent-invitations.ts';
import { schoolParentPaths } from '@mathsight/contract/school-parents.paths.ts';
import type { ParentCoverage, SchoolParent } from '@mathsight/contract/school-parents.ts';
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

const child = (studentId: number, firstName: string, code: string, groupId: number) => ({
  studentId,
  firstName,
  lastName: 'Hussain',
  groups: [{ groupId, code }],
  linkedAt: '2026-09-03T08:00:00Z',
});
const PARENTS: SchoolParent[] = [
  {
    parentId: 1,
    firstName: 'Amir',
    lastName: 'Hussain',
    email: 'amir@example.com',
    children: [child(11, 'Sara', '7A', 5), child(12, 'Yusuf', '9A', 6)],
  },
  { parentId: 2, firstName: 'Mei', lastName: 'Lin', email: null, children: [child(13, 'Jun', '9A', 6)] },
];
const COVERAGE: ParentCoverage = {
  studentCount: 50,
  linkedCount: 3,
  classes: [
    { groupId: 5, code: '7A', studentCount: 25, linkedCount: 1 },
    { groupId: 6, code: '9A', studentCount: 25, linkedCount: 2 },
  ],
};

const INVITABLE: InvitableCount = {
  classes: [
    { groupId: 5, code: '7A', studentCount: 2, invitableCount: 1, emailableCount: 1, joinedCount: 1 },
    { groupId: 6, code: '9A', studentCount: 25, invitableCount: 23, emailableCount: 0, joinedCount: 2 },
  ],
};
const INVITATIONS: ParentInvitationList = {
  groupId: 5,
  code: '7A',
  items: [
    {
      studentId: 11,
      firstName: 'Sara',
      lastName: 'Hussain',
      parentEmails: ['amir@example.com'],
      invitations: [],
      joined: [{ firstName: 'Amir', lastName: 'Hussain', joinedAt: '2026-09-03T08:00:00Z' }],
    },
    {
      studentId: 14,
      firstName: 'Ola',
      lastName: 'Nowak',
      parentEmails: ['ewa@example.com', 'jan@example.com'],
      invitations: [
        {
          invitationId: 70,
          email: 'ewa@example.com',
          createdAt: '2026-09-04T08:00:00Z',
          sentAt: '2026-09-05T08:00:00Z',
        },
        { invitationId: 71, email: null, createdAt: '2026-09-04T08:00:00Z', sentAt: null },
      ],
      joined: [],
    },
  ],
};

function open(
  isSchoolAdministrator: boolean,
  list: (url: URL) => Response = () => jsonResponse(200, { items: PARENTS, total: PARENTS.length }),
  invitable: () => Response = () => jsonResponse(200, INVITABLE),
) {
  const me = makeMeResponse({
    userSchools: [makeUserSchool(1, { isSchoolAdministrator }, 'Oakfield Academy')],
  });
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  const asked: URL[] = [];
  const deleted: string[] = [];
  const writes: Array<{ key: string; body: unknown }> = [];
  const write =
    (key: string, status = 204, answer?: unknown) =>
    (_url: string, init?: RequestInit) => {
      writes.push({ key, body: init?.body ? JSON.parse(String(init.body)) : null });
      return answer === undefined ? new Response(null, { status }) : jsonResponse(status, answer);
    };
  stubFetch({
    [`GET ${parentInvitationPaths.invitableCount(1)}`]: invitable,
    [`GET ${parentInvitationPaths.invitations(1)}`]: () => jsonResponse(200, INVITATIONS),
    [`POST ${parentInvitationPaths.invitations(1)}`]: write('send', 200, {
      sent: 1,
      alreadyInvited: 2,
      withoutEmail: 0,
    }),
    [`POST ${parentInvitationPaths.resend(1, 70)}`]: write('resend'),
    [`DELETE ${parentInvitationPaths.invitation(1, 71)}`]: write('withdraw'),
    [`PUT ${parentInvitationPaths.parentEmails(1, 11)}`]: write('emails', 200, {
      emails: ['amir@example.com', 'sam@example.com'],
    }),
    ...signedInRoutes(me),
    [`GET ${schoolParentPaths.parents(1)}`]: (url) => {
      const parsed = new URL(url, 'http://x');
      asked.push(parsed);
      return list(parsed);
    },
    [`GET ${schoolParentPaths.coverage(1)}`]: () => jsonResponse(200, COVERAGE),
    [`DELETE ${schoolParentPaths.link(1, 1, 12)}`]: (url) => {
      deleted.push(url);
      return new Response(null, { status: 204 });
    },
  });
  renderApp('/1/settings/parents');
  return { asked, deleted, writes };
}

describe('the parents screen', () => {
  it('lists the parents with their children, classes and link dates, and the share with a parent', async () => {
    open(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Parents' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Parents' });
    const rows = within(table).getAllByTestId('parent-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Amir Hussain');
    expect(rows[0]?.textContent).toContain('Sara Hussain 7A');
    expect(rows[0]?.textContent).toContain('Linked');
    expect(rows[1]?.textContent).toContain('No email address');
    expect((await screen.findByTestId('parent-coverage')).textContent).toContain(
      '3 of 50 students in the school (6%)',
    );
  });

  it('filters by class: the request names the class and the figure becomes the class’s', async () => {
    const { asked } = open(true);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Parents' });
    await user.selectOptions(
      within(screen.getByRole('search', { name: 'Find parents' })).getByRole('combobox', { name: 'Class' }),
      '9A',
    );
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('request.filter.groupId')).toBe('6'));
    expect(screen.getByTestId('parent-coverage').textContent).toContain('2 of 25 students in 9A (8%)');
  });

  it('unlinks a parent from one child after a dialog naming both', async () => {
    const { deleted } = open(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unlink Amir Hussain from Yusuf Hussain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink Amir Hussain from Yusuf Hussain?' });
    expect(dialog.textContent).toContain('Their account stays');
    await user.click(within(dialog).getByRole('button', { name: 'Unlink Amir Hussain' }));
    await waitFor(() => expect(deleted).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no unlinking to a teacher who is not an administrator', async () => {
    open(false);
    await screen.findByRole('table', { name: 'Parents' });
    expect(screen.queryByRole('button', { name: /^Unlink/ })).toBeNull();
    expect(screen.getByTestId('parent-coverage').textContent).toContain('students you teach');
  });

  it('says when no parent is linked, and when none matches a search', async () => {
    open(true, (url) =>
      jsonResponse(200, {
        items: url.searchParams.get('request.filter.searchText') ? [] : [],
        total: 0,
      }),
    );
    expect((await screen.findByTestId('parents-empty')).textContent).toContain(
      "No parents are linked to the school's students yet.",
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'zz');
    expect(await screen.findByText('No parent matches.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByText("No parents are linked to the school's students yet.")).toBeTruthy();
  });

  it('shows an error with Try again when the list cannot be loaded', async () => {
    open(true, () => jsonResponse(500, { message: 'Something went wrong' }));
    expect(await screen.findByText('The parents could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows an error with Try again when the invitations cannot be loaded', async () => {
    open(true, undefined, () => jsonResponse(500, { message: 'Something went wrong' }));
    expect(await screen.findByText('Parent invitations could not be loaded')).toBeTruthy();
  });
});

describe('inviting parents', () => {
  it('shows a class’s count, who was invited and when, and who joined', async () => {
    open(false);
    expect(await screen.findByRole('heading', { level: 2, name: 'Invite parents' })).toBeTruthy();
    expect((await screen.findByTestId('invitable-count')).textContent).toContain(
      '7A: 1 of 2 students can still invite a parent; 1 with an address to email; 1 with a parent joined.',
    );
    const table = await screen.findByRole('table', { name: 'Parent invitations for 7A' });
    const rows = within(table).getAllByTestId('invitation-row');
    expect(rows[0]?.textContent).toContain('Joined: Amir Hussain');
    expect(rows[1]?.textContent).toContain('Emailed to ewa@example.com, sent');
    expect(rows[1]?.textContent).toContain('Letter, printed');
  });

  it('emails the class, emails one student, resends and withdraws', async () => {
    const { writes } = open(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Email invitations to 7A' }));
    await waitFor(() => expect(writes.at(-1)).toEqual({ key: 'send', body: { groupId: 5 } }));
    await user.click(await screen.findByRole('button', { name: "Email invitation to Ola Nowak's parents" }));
    await waitFor(() => expect(writes.at(-1)).toEqual({ key: 'send', body: { studentId: 14 } }));
    await user.click(screen.getByRole('button', { name: 'Resend to ewa@example.com' }));
    await waitFor(() => expect(writes.at(-1)?.key).toBe('resend'));
    await user.click(screen.getByRole('button', { name: "Withdraw Ola Nowak's letter" }));
    await waitFor(() => expect(writes.at(-1)?.key).toBe('withdraw'));
  });

  it('types a student’s two parent addresses', async () => {
    const { writes } = open(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Addresses of Sara Hussain's parents" }));
    const dialog = await screen.findByRole('dialog', { name: 'Parent addresses for Sara Hussain' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Parent email 2' }), 'sam@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save addresses' }));
    await waitFor(() =>
      expect(writes.at(-1)).toEqual({
        key: 'emails',
        body: { emails: ['amir@example.com', 'sam@example.com'] },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
