import { schoolStudentPaths } from '@mathsight/contract/school-students.paths.ts';
import type { SchoolStudent } from '@mathsight/contract/school-students.ts';
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

  it('lets an administrator choose students (one by one or all shown) and archive them', async () => {
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
    await user.click(screen.getByRole('checkbox', { name: 'Select every student shown' }));
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
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('menuitem', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Export PDF' })).toBeTruthy();
    await user.keyboard('{Escape}');

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

  it('draws only the rows in view of 2,000, loads more as the reader scrolls, and chooses all that match', async () => {
    const me = signedIn(true);
    const many = Array.from({ length: 2000 }, (_, i) =>
      student(i + 1, `First${i}`, `Last${String(i).padStart(4, '0')}`),
    );
    const asked: Array<Record<string, string>> = [];
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${schoolStudentPaths.students(1)}`]: (url) => {
        const params = paramsOf(url);
        asked.push(params);
        const skip = Number(params['request.skip'] ?? 0);
        const take = Number(params['request.take'] ?? 50);
        return jsonResponse(200, { items: many.slice(skip, skip + take), total: many.length });
      },
    });
    renderApp('/1/settings/students');
    await screen.findByRole('table', { name: 'Students' });
    // 50 loaded, far fewer drawn: the rows in view and a few beyond.
    await waitFor(() => expect(screen.getByTestId('students-shown').textContent).toContain('of 2000 loaded'));
    const drawn = screen.getAllByTestId('student-row').length;
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThan(50);
    expect(asked.filter((p) => p['request.take'] === '50')).toHaveLength(1);

    // Scrolling to the end of what is loaded asks for the next 50.
    const scroller = screen.getByTestId('students-scroller');
    scroller.scrollTop = 49 * 41;
    scroller.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(asked.some((p) => p['request.skip'] === '50')).toBe(true));

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Choose all 2000 that match' }));
    await waitFor(() =>
      expect(screen.getByTestId('selection-count').textContent).toBe('2000 students chosen'),
    );
    expect(asked.some((p) => p['request.take'] === '10000')).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete 2000' })).toBeTruthy();
  });

  it('edits a student: a taken username shows beside the field; a new password is shown once', async () => {
    const me = signedIn(true);
    const puts: unknown[] = [];
    let taken = true;
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${schoolStudentPaths.students(1)}`]: () => jsonResponse(200, { items: STUDENTS, total: 3 }),
      [`PUT ${schoolStudentPaths.student(1, 2)}`]: (_url, init) => {
        puts.push(JSON.parse(String(init.body)));
        return taken
          ? jsonResponse(409, { message: 'That username is taken: choose another' })
          : new Response(null, { status: 204 });
      },
      [`POST ${schoolStudentPaths.password(1, 2)}`]: () =>
        jsonResponse(200, {
          studentId: 2,
          firstName: 'Zoë',
          lastName: 'Brontë',
          userName: 'zoë.brontë',
          password: 'maple-otter-47',
        }),
    });
    renderApp('/1/settings/students');
    await screen.findByRole('table', { name: 'Students' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Zoë Brontë' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Zoë Brontë' });
    const userName = within(dialog).getByRole('textbox', { name: /Username/ });
    await user.clear(userName);
    await user.type(userName, 'zoe.b');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect((await within(dialog).findByTestId('new-password')).textContent).toContain('maple-otter-47');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('That username is taken: choose another')).toBeTruthy();
    expect(puts).toEqual([{ firstName: 'Zoë', lastName: 'Brontë', userName: 'zoe.b' }]);
    taken = false;
    await user.clear(userName);
    await user.type(userName, 'zoe.b2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Zoë Brontë' })).toBeNull());
    expect(puts.at(-1)).toEqual({ firstName: 'Zoë', lastName: 'Brontë', userName: 'zoe.b2' });
  });

  it('deletes students for good only after saying what goes and what stays, and the box is ticked', async () => {
    const me = signedIn(true);
    const deletes: unknown[] = [];
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${schoolStudentPaths.students(1)}`]: () => jsonResponse(200, { items: STUDENTS, total: 3 }),
      [`DELETE ${schoolStudentPaths.students(1)}`]: (_url, init) => {
        deletes.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { count: 1 });
      },
    });
    renderApp('/1/settings/students');
    await screen.findByRole('table', { name: 'Students' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Adam Carter' }));
    await user.click(screen.getByRole('button', { name: 'Delete 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 student for good?' });
    expect(dialog.textContent).toContain('Adam Carter');
    expect(dialog.textContent).toContain('first and last name, username');
    expect(dialog.textContent).toContain('their places in every class');
    expect(dialog.textContent).toContain('Their answers stay, anonymised');
    expect(dialog.textContent).toContain('past results still add up');
    const confirm = within(dialog).getByRole('button', { name: 'Delete 1 student' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'I understand this cannot be undone' }));
    await user.click(confirm);
    await waitFor(() => expect(deletes).toEqual([{ studentIds: [3] }]));
    await waitFor(() => expect(screen.getByTestId('selection-count').textContent).toBe('No students chosen'));
  });

  it('hands the chosen students to add-classes, which adds them to the ticked classes in one call', async () => {
    const me = signedIn(false);
    const puts: unknown[] = [];
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${schoolStudentPaths.students(1)}`]: () => jsonResponse(200, { items: STUDENTS, total: 3 }),
      [`PUT ${schoolStudentPaths.classMemberships(1)}`]: (_url, init) => {
        puts.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { added: 2, removed: 0 });
      },
    });
    renderApp('/1/settings/students');
    await screen.findByRole('table', { name: 'Students' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Bea Adams' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Zoë Brontë' }));
    await user.click(screen.getByRole('button', { name: 'Add to classes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add students to classes' })).toBeTruthy();
    expect(screen.getByTestId('chosen-people').textContent).toBe('2 students: Bea Adams, Zoë Brontë');
    await user.click(screen.getByRole('checkbox', { name: '7A/Ma (Year 7)' }));
    await user.click(screen.getByRole('button', { name: 'Add to 1 class' }));
    await waitFor(() => expect(puts).toEqual([{ studentIds: [1, 2], add: [12] }]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Students' })).toBeTruthy();
  });

  it('offers an administrator every class of the school in add-classes, those they do not teach too', async () => {
    const me = signedIn(true);
    const puts: unknown[] = [];
    const schoolClass = (
      groupId: number,
      code: string,
      departmentId: number | null,
      year: [number, string],
    ) => ({
      groupId,
      code,
      description: null,
      departmentId,
      departmentName: departmentId ? 'Maths' : null,
      yearGroups: [{ countryYearGroupId: year[0], name: year[1] }],
      teachers: [],
      studentCount: 20,
    });
    stubFetch({
      ...signedInRoutes(me),
      [`GET ${schoolStudentPaths.students(1)}`]: () => jsonResponse(200, { items: STUDENTS, total: 3 }),
      [`GET ${schoolPaths.groups(1)}`]: () =>
        jsonResponse(200, {
          items: [
            schoolClass(11, '10X/Ma11', 4, [11, 'Year 10']),
            schoolClass(12, '7A/Ma', 4, [8, 'Year 7']),
            schoolClass(30, '8C/Ma', null, [9, 'Year 8']),
          ],
          total: 3,
        }),
      [`PUT ${schoolStudentPaths.classMemberships(1)}`]: (_url, init) => {
        puts.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { added: 1, removed: 0 });
      },
    });
    renderApp('/1/settings/students');
    await screen.findByRole('table', { name: 'Students' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Bea Adams' }));
    await user.click(screen.getByRole('button', { name: 'Add to classes' }));
    const offered = await screen.findByRole('group', { name: 'Classes to add them to' });
    // Every class of the school, in year-group order.
    expect(
      within(offered)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['7A/Ma (Year 7)', '8C/Ma (Year 8)', '10X/Ma11 (Year 10)']);
    await user.click(screen.getByRole('checkbox', { name: '8C/Ma (Year 8)' }));
    await user.click(screen.getByRole('button', { name: 'Add to 1 class' }));
    await waitFor(() => expect(puts).toEqual([{ studentIds: [1], add: [30] }]));
  });

  it('says to choose students first when add-classes is opened on its own', async () => {
    const me = signedIn(true);
    stubFetch({ ...signedInRoutes(me) });
    renderApp('/1/settings/students/manage-classes');
    expect(await screen.findByRole('heading', { level: 1, name: "Manage students' classes" })).toBeTruthy();
    const empty = await screen.findByTestId('no-selection');
    expect(within(empty).getByRole('link', { name: 'Choose students' }).getAttribute('href')).toBe(
      '/1/settings/students',
    );
  });
});
