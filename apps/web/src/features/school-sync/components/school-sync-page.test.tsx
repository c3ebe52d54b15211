import { schoolSyncPaths } from '@mathsight/contract/school-sync.paths.ts';
import type { RosterHealth, StudentImportRecord } from '@mathsight/contract/school-sync.ts';
import { syncConnectionPaths } from '@mathsight/contract/sync-connections.paths.ts';
import { screen, within } from '@testing-library/react';
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

const HEALTH: RosterHealth = {
  studentCount: 180,
  classCount: 8,
  studentsWithoutClass: {
    count: 7,
    first: [
      { studentId: 1, firstName: 'Ada', lastName: 'Byron' },
      { studentId: 2, firstName: 'Ben', lastName: 'Cole' },
    ],
  },
  classesWithoutStudents: { count: 1, first: [{ groupId: 9, code: '12Z' }] },
  classesWithoutTeacher: { count: 0, first: [] },
  archivedStudentCount: 4,
};
const IMPORTS: StudentImportRecord[] = [
  {
    studentImportId: 2,
    importedBy: 'Priya Shah',
    importedAt: '2026-09-02T09:15:00Z',
    mode: 'validOnly',
    rowCount: 60,
    studentsAdded: 55,
    classesCreated: 2,
    rowsSkipped: 5,
  },
  {
    studentImportId: 1,
    importedBy: null,
    importedAt: '2025-09-02T09:15:00Z',
    mode: 'all',
    rowCount: 30,
    studentsAdded: 30,
    classesCreated: 0,
    rowsSkipped: 0,
  },
];

function open(isSchoolAdministrator: boolean, imports = IMPORTS, health: Response | null = null) {
  const me = makeMeResponse({
    userSchools: [makeUserSchool(1, { isSchoolAdministrator }, 'Oakfield Academy')],
  });
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  stubFetch({
    ...signedInRoutes(me),
    [`GET ${schoolSyncPaths.rosterHealth(1)}`]: () => health ?? jsonResponse(200, HEALTH),
    [`GET ${schoolSyncPaths.studentImports(1)}`]: () =>
      jsonResponse(200, { items: imports, total: imports.length }),
    [`GET ${syncConnectionPaths.connections(1)}`]: () =>
      jsonResponse(
        200,
        (['clever', 'google-classroom', 'wonde'] as const).map((provider) => ({
          provider,
          connected: provider === 'wonde',
          externalId: provider === 'wonde' ? 'A1930499544' : null,
          connectedAt: provider === 'wonde' ? '2026-09-02T09:15:00Z' : null,
          connectedBy: provider === 'wonde' ? 'Priya Shah' : null,
          nightly: false,
          updateType: 'Merge',
        })),
      ),
  });
  renderApp('/1/settings/sync');
}

describe('the sync screen', () => {
  it('shows the roster, its loose ends linked to their fixes, and the imports newest first', async () => {
    open(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sync' })).toBeTruthy();
    const importLink = screen.getByRole('link', { name: 'Import students from a CSV' });
    expect(importLink.getAttribute('href')).toBe('/1/uploads');
    const health = await screen.findByTestId('roster-health');
    expect(health.textContent).toContain('180 active students in 8 classes, and 4 archived students');
    expect(health.textContent).toContain('Ada Byron,');
    expect(health.textContent).toContain('Ben Cole and 5 more');
    const empty = within(health).getByRole('link', { name: /^12Z/ });
    expect(empty.getAttribute('href')).toBe('/1/classes/9/students/edit');
    const rows = within(await screen.findByRole('table', { name: 'Student imports' })).getAllByTestId(
      'import-row',
    );
    expect(rows[0]?.textContent).toContain('Priya Shah');
    expect(rows[0]?.textContent).toContain('Valid rows only');
    expect(rows[1]?.textContent).toContain('A former teacher');
    // The providers an administrator can connect, above the roster.
    const connections = await screen.findByRole('region', { name: 'Connections' });
    expect(await within(connections).findByText(/A1930499544/)).toBeTruthy();
  });

  it('leaves importing and the class fixes to administrators', async () => {
    open(false);
    const health = await screen.findByTestId('roster-health');
    expect(screen.queryByRole('link', { name: 'Import students from a CSV' })).toBeNull();
    expect(screen.getByText("Only the school's administrators can import students.")).toBeTruthy();
    expect(within(health).queryByRole('link', { name: /12Z/ })).toBeNull();
    expect(health.textContent).toContain('12Z');
    expect(screen.queryByRole('region', { name: 'Connections' })).toBeNull();
  });

  it('says when nothing has been imported, and shows an error when the roster cannot be loaded', async () => {
    open(true, [], jsonResponse(500, { message: 'Something went wrong' }));
    expect((await screen.findByTestId('imports-empty')).textContent).toContain(
      'No students have been imported yet.',
    );
    expect(await screen.findByText('The roster could not be loaded')).toBeTruthy();
  });
});
