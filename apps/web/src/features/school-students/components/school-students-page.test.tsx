import { schoolStudentPaths } from '@mathsight/contract/api-paths.ts';
import type { SchoolStudent } from '@mathsight/contract/school-students.ts';
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

const student = (id: number, firstName: string, lastName: string, isArchived = false): SchoolStudent => ({
  studentId: id,
  userId: id * 10,
  firstName,
  lastName,
  userName: `${firstName.toLowerCase()}.${lastName.toLowerCase()}`,
  isArchived,
  yearGroups: [{ countryYearGroupId: 11, name: 'Year 10' }],
  groups: [{ groupId: 11, code: '10X/Ma11' }],
});

const STUDENTS = [student(1, 'Bea', 'Adams'), student(2, 'Zoë', 'Brontë'), student(3, 'Adam', 'Carter')];

function signedIn(admin: boolean) {
  const me = makeMeResponse({
    userSchools: [makeUserSchool(1, { isSchoolAdministrator: admin }, 'Oakfield Academy')],
    isSchoolAdministrator: admin,
  });
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  return me;
}

const paramsOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('the students page', () => {
  it('lists the school’s students by name, 50 a page, and searches them as the teacher types', async () => {
    const me = signedIn(true);
    const asked: Array<Record<string, string>> = [];
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${schoolStudentPaths.students(1)}`]: (url) => {
        const params = paramsOf(url);
        asked.push(params);
        const words = params['request.filter.searchText']?.toLowerCase();
        const items = words ? STUDENTS.filter((s) => s.lastName.toLowerCase().includes(words)) : STUDENTS;
        return jsonResponse(200, { items, total: items.length });
      },
    });
    renderApp('/1/settings/students');
    expect(await screen.findByRole('heading', { level: 1, name: 'Students' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Students' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Adams, Bea', 'Brontë, Zoë', 'Carter, Adam']);
    expect(asked[0]).toEqual({
      'request.skip': '0',
      'request.take': '50',
      'request.filter.archiveStatus': 'active',
    });
    expect(document.title).toBe('Students - Mathsight');

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'bront');
    await waitFor(() => expect(asked.at(-1)?.['request.filter.searchText']).toBe('bront'));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Students' })).getAllByRole('rowheader')).toHaveLength(
        1,
      ),
    );
    // Typing is debounced: one request for the word, not one per letter.
    expect(asked.filter((p) => p['request.filter.searchText'] !== undefined).length).toBeLessThan(3);
  });

  it('lets an administrator choose students (one by one or the whole page) and archive them', async () => {
    const me = signedIn(true);
    const puts: unknown[] = [];
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${schoolStudentPaths.students(1)}`]: () => jsonResponse(200, { items: STUDENTS, total: 3 }),
      [`PUT ${schoolStudentPaths.archive(1)}`]: (_url, init) => {
        puts.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { count: 2 });
      },
    });
    renderApp('/1/settings/students');
    await screen.findByRole('table', { name: 'Students' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select every student on this page' }));
    expect(screen.getByTestId('selection-count').textContent).toBe('3 students chosen');
    await user.click(screen.getByRole('checkbox', { name: 'Select Bea Adams' }));
    expect(screen.getByTestId('selection-count').textContent).toBe('2 students chosen');
    await user.click(screen.getByRole('button', { name: 'Archive 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive 2 students?' });
    expect(dialog.textContent).toContain('Archived students leave every list');
    expect(dialog.textContent).toContain('Their results stay in past reports');
    await user.click(within(dialog).getByRole('button', { name: 'Archive 2 students' }));
    await waitFor(() => expect(puts).toEqual([{ studentIds: [2, 3] }]));
    await waitFor(() => expect(screen.getByTestId('selection-count').textContent).toBe('No students chosen'));
  });

  it('shows no archive buttons to a colleague, and says when nothing matches', async () => {
    const me = signedIn(false);
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${schoolStudentPaths.students(1)}`]: (url) =>
        paramsOf(url)['request.filter.archiveStatus'] === 'archived'
          ? jsonResponse(200, { items: [], total: 0 })
          : jsonResponse(200, { items: STUDENTS, total: 3 }),
    });
    renderApp('/1/settings/students');
    await screen.findByRole('table', { name: 'Students' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Zoë Brontë' }));
    expect(screen.getByTestId('selection-count').textContent).toBe('1 student chosen');
    expect(screen.queryByRole('button', { name: /^Archive/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Archived' }));
    const empty = await screen.findByTestId('students-empty');
    expect(empty.textContent).toContain('No students match');
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table', { name: 'Students' })).toBeTruthy();
  });

  it('points a school with no students to adding a class, and offers Try again when the list fails', async () => {
    const me = signedIn(true);
    let fail = true;
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${schoolStudentPaths.students(1)}`]: () =>
        fail ? jsonResponse(500, { message: 'Broken' }) : jsonResponse(200, { items: [], total: 0 }),
    });
    renderApp('/1/settings/students');
    expect(await screen.findByText('The students could not be loaded')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    const empty = await screen.findByTestId('students-empty');
    expect(empty.textContent).toContain('No students yet');
    expect(within(empty).getByRole('link', { name: 'Add a class' }).getAttribute('href')).toBe(
      '/1/classes/new',
    );
  });
});
