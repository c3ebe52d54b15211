import { contentPaths } from '@mathsight/contract/content.paths.ts';
import { groupPaths } from '@mathsight/contract/groups.paths.ts';
import type { GroupDetail, SchoolGroup } from '@mathsight/contract/groups.ts';
import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
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

function signedIn() {
  const me = makeMeResponse({
    userSchools: [makeUserSchool(1, { isSchoolAdministrator: true }, 'Oakfield Academy')],
    isSchoolAdministrator: true,
  });
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  return me;
}

const group = (id: number, code: string, extra: Partial<SchoolGroup> = {}): SchoolGroup => ({
  groupId: id,
  code,
  description: null,
  departmentId: 1,
  departmentName: 'Mathematics',
  yearGroups: [{ countryYearGroupId: 10, name: 'Year 9' }],
  teachers: [{ teacherId: 7, firstName: 'Ada', lastName: 'Lovelace' }],
  studentCount: 28,
  ...extra,
});

const detail = (g: SchoolGroup): GroupDetail => ({
  ...g,
  schoolId: 1,
  counts: { students: 28, setWork: 14, answers: 3210, sharedWork: 0 },
});

const YEAR_GROUPS = {
  items: [
    { countryYearGroupId: 10, name: 'Year 9', country: 'GB', ordinal: 9 },
    { countryYearGroupId: 11, name: 'Year 10', country: 'GB', ordinal: 10 },
  ],
  total: 2,
};

describe('editing a class', () => {
  it('saves the fields and shows the server’s error beside the code', async () => {
    const me = signedIn();
    const sent: unknown[] = [];
    let answer = 400;
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${groupPaths.group(5)}`]: () => jsonResponse(200, detail(group(5, '9X2'))),
      [`GET ${schoolPaths.groups(1)}`]: () => jsonResponse(200, { items: [group(5, '9X2')], total: 1 }),
      [`GET ${contentPaths.yearGroups}`]: () => jsonResponse(200, YEAR_GROUPS),
      [`PUT ${groupPaths.group(5)}`]: (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        if (answer === 400) {
          return jsonResponse(400, {
            message: 'The request is invalid.',
            modelState: { code: ['A class in this school already has this code. Choose another.'] },
          });
        }
        return jsonResponse(200, detail(group(5, '9X3', { description: 'Set 3' })));
      },
    });
    renderApp('/1/settings/classes/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit 9X2' })).toBeTruthy();
    expect(document.title).toBe('Edit 9X2 - Mathsight');
    const code = screen.getByLabelText('Class code') as HTMLInputElement;
    expect(code.value).toBe('9X2');
    const user = userEvent.setup();
    await user.clear(code);
    await user.type(code, '9X1');
    await user.type(screen.getByLabelText(/Description/), 'Set 3');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('A class in this school already has this code. Choose another.'),
    ).toBeTruthy();
    expect(sent[0]).toEqual({
      code: '9X1',
      description: 'Set 3',
      departmentName: 'Mathematics',
      yearGroupIds: [10],
    });
    await waitFor(() => expect(document.activeElement).toBe(code));

    answer = 200;
    await user.clear(code);
    await user.type(code, '9X3');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(code.value).toBe('9X3'));
    expect(sent[1]).toMatchObject({ code: '9X3', description: 'Set 3' });
    expect(screen.queryByText('A class in this school already has this code. Choose another.')).toBeNull();
  });
});

describe('deleting a class', () => {
  it('names what goes with the class before deleting it, and deletes only when confirmed', async () => {
    const me = signedIn();
    let deleted = 0;
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${schoolPaths.groups(1)}`]: () =>
        jsonResponse(200, {
          items: deleted ? [group(6, '8Y1')] : [group(5, '9X2'), group(6, '8Y1')],
          total: 2,
        }),
      [`GET ${groupPaths.group(5)}`]: () => jsonResponse(200, detail(group(5, '9X2'))),
      [`DELETE ${groupPaths.group(5)}`]: () => {
        deleted++;
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/1/settings/classes');
    const table = await screen.findByRole('table', { name: 'Classes' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['9X2', '8Y1']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete 9X2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 9X2?' });
    expect(
      await within(dialog).findByText('9X2 has 28 students, 14 pieces of set work and 3,210 answers.'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(/The set work and its answers are deleted; the students stay in the school\./),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Delete 9X2' }));
    const again = await screen.findByRole('dialog', { name: 'Delete 9X2?' });
    await user.click(await within(again).findByRole('button', { name: 'Delete 9X2' }));
    await waitFor(() => expect(deleted).toBe(1));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Classes' }))
          .getAllByRole('rowheader')
          .map((c) => c.textContent),
      ).toEqual(['8Y1']),
    );
  });
});
