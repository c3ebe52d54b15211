import { schoolStudentPaths } from '@mathsight/contract/school-students.paths.ts';
import type { StudentImportValidation } from '@mathsight/contract/student-import.ts';
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

function signedIn(admin: boolean) {
  const me = makeMeResponse({
    userSchools: [makeUserSchool(1, { isSchoolAdministrator: admin }, 'Oakfield Academy')],
    isSchoolAdministrator: admin,
  });
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  return me;
}

const FILE = [
  'Legal Forename;Legal Surname;Reg Group;DOB;Gender',
  "Zoë;O'Brien;8A;03/04/2012;F",
  ';Nguyễn;8A;07/08/2012;M',
  'Sam;Smith-Jones;8A;31/02/2012;M',
].join('\r\n');

const ANSWER: StudentImportValidation = {
  columns: ['firstName', 'lastName', 'className', 'dateOfBirth', null],
  headers: ['Legal Forename', 'Legal Surname', 'Reg Group', 'DOB', 'Gender'],
  rowCount: 3,
  validCount: 1,
  invalidCount: 2,
  problems: [
    { row: 3, field: 'firstName', code: 'missingName', message: 'Add the first name' },
    {
      row: 4,
      field: 'dateOfBirth',
      code: 'badDate',
      message: '“31/02/2012” is not a date: write it as dd/mm/yyyy',
    },
  ],
  missingClasses: [],
};

describe('the import students page', () => {
  it('maps the columns from the headers, checks on the server and lists each problem beside its row', async () => {
    const me = signedIn(true);
    const sent: unknown[] = [];
    stubFetch({
      ...signedInRoutes(me),
      [`POST ${schoolStudentPaths.validateImport(1)}`]: (_url, init) => {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse(200, ANSWER);
      },
    });
    renderApp('/1/uploads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import students' })).toBeTruthy();
    expect(document.title).toBe('Import students - Mathsight');
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Or paste the rows' }));
    await user.paste(FILE);
    await user.click(screen.getByRole('button', { name: 'Use these rows' }));

    // Each column's choice is filled in from its header; an unknown one is left out.
    expect((screen.getByRole('combobox', { name: 'Legal Forename' }) as HTMLSelectElement).value).toBe(
      'firstName',
    );
    expect((screen.getByRole('combobox', { name: 'Reg Group' }) as HTMLSelectElement).value).toBe(
      'className',
    );
    expect((screen.getByRole('combobox', { name: 'Gender' }) as HTMLSelectElement).value).toBe('');
    expect(screen.getByTestId('import-source').textContent).toBe('Pasted rows: 3 rows');
    // A row per column of the file (so a wide export fits the screen), with its first values.
    const columns = screen.getAllByTestId('import-column').map((r) => ({
      header: r.querySelector('th span')?.textContent,
      values: r.querySelector('[data-testid=import-column-values]')?.textContent,
    }));
    expect(columns).toEqual([
      { header: 'Legal Forename', values: 'Zoë · Sam' },
      { header: 'Legal Surname', values: "O'Brien · Nguyễn · Smith-Jones" },
      { header: 'Reg Group', values: '8A · 8A · 8A' },
      { header: 'DOB', values: '03/04/2012 · 07/08/2012 · 31/02/2012' },
      { header: 'Gender', values: 'F · M · M' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Check' }));
    const table = await screen.findByRole('table', { name: 'Problems by row' });
    const rows = within(table)
      .getAllByTestId('problem-row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['3', 'First name', 'Add the first name'],
      ['4', 'Date of birth', '“31/02/2012” is not a date: write it as dd/mm/yyyy'],
    ]);
    expect(screen.getByTestId('check-summary').textContent).toContain('2 rows of 3 have problems');
    expect(sent[0]).toMatchObject({
      columns: ['firstName', 'lastName', 'className', 'dateOfBirth', null],
      createMissingClasses: true,
    });
    expect((sent[0] as { csv: string }).csv.split('\n')[1]).toBe("Zoë,O'Brien,8A,03/04/2012,F");

    // Nothing can be imported as "all" while rows have problems; only the valid rows can be.
    expect(screen.getByRole('button', { name: 'Import 3 students' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Only the 1 row without problems/ }));
    expect(screen.getByRole('button', { name: 'Import 1 student' }).hasAttribute('disabled')).toBe(false);

    // Correcting a row makes the check out of date until the rows are checked again.
    await user.type(screen.getByRole('textbox', { name: 'Row 3 First name' }), 'Thi Minh');
    expect(screen.getByText('The rows have changed since the last check.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect((sent[1] as { csv: string }).csv.split('\n')[2]).toBe('Thi Minh,Nguyễn,8A,07/08/2012,M');
  });

  it('tells a teacher who is not an administrator who can import', async () => {
    const me = signedIn(false);
    stubFetch(signedInRoutes(me));
    renderApp('/1/uploads');
    expect(await screen.findByText('Only a school administrator can import students')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Or paste the rows' })).toBeNull();
  });

  it('lists the checks of issue 24 beside their rows as any other problem: a repeat, a check letter, a year, a hidden character', async () => {
    const me = signedIn(true);
    const answer: StudentImportValidation = {
      ...ANSWER,
      problems: [
        {
          row: 3,
          field: null,
          code: 'repeatedRow',
          message: 'Repeats row 2 exactly: delete it from the file, or import only the rows without problems',
        },
        {
          row: 4,
          field: 'firstName',
          code: 'unsafeText',
          message:
            'Remove the hidden characters that change the direction of the text (such as a right-to-left override)',
        },
      ],
    };
    stubFetch({
      ...signedInRoutes(me),
      [`POST ${schoolStudentPaths.validateImport(1)}`]: () => jsonResponse(200, answer),
    });
    renderApp('/1/uploads');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: 'Or paste the rows' }));
    await user.paste(FILE);
    await user.click(screen.getByRole('button', { name: 'Use these rows' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const table = await screen.findByRole('table', { name: 'Problems by row' });
    const rows = within(table)
      .getAllByTestId('problem-row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      [
        '3',
        'Whole row',
        'Repeats row 2 exactly: delete it from the file, or import only the rows without problems',
      ],
      [
        '4',
        'First name',
        'Remove the hidden characters that change the direction of the text (such as a right-to-left override)',
      ],
    ]);
    // Both rows are offered for correction, the repeat's names marked.
    expect(screen.getByRole('textbox', { name: 'Row 3 First name' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Row 4 First name' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});
