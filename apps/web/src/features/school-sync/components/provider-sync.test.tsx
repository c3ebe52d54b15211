import { MantineProvider } from '@mantine/core';
import { rosterSyncPaths } from '@mathsight/contract/roster-sync.paths.ts';
import type { MisSync, SyncRun } from '@mathsight/contract/roster-sync.ts';
import type { SyncConnection } from '@mathsight/contract/sync-connections.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme.ts';
import { configureHttpClient } from '../../../shared/api/http-client.ts';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { signedInRoutes } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse, makeUserSchool } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';
import { ProviderSync } from './provider-sync.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

const CLASSROOM: SyncConnection = {
  provider: 'google-classroom',
  connected: true,
  externalId: 'priya@oakfield.example',
  connectedAt: '2026-09-02T09:15:00Z',
  connectedBy: 'Priya Shah',
  nightly: false,
  updateType: 'Merge',
};

const counts = {
  classesAdded: 1,
  classesUpdated: 0,
  studentsAdded: 2,
  studentsUpdated: 0,
  studentsMoved: 1,
  teachersAdded: 1,
  studentsRemoved: 0,
  classesArchived: 0,
  leftAlone: 4,
  misSyncs: 1,
};

const run = (overrides: Partial<SyncRun>): SyncRun => ({
  runId: 7,
  provider: 'google-classroom',
  mode: 'preview',
  updateType: 'Merge',
  status: 'done',
  startedBy: 'Priya Shah',
  startedAt: '2026-11-28T10:00:00Z',
  finishedAt: '2026-11-28T10:00:02Z',
  progress: { pagesRead: 3, itemsRead: 40 },
  error: null,
  counts,
  changes: [
    { kind: 'class-added', name: '9C/Ma1', detail: 'year 9' },
    { kind: 'student-moved', name: 'Alan Turing', detail: 'from 7A/Ma1 to 8B/Ma2' },
  ],
  misSyncs: [],
  ...overrides,
});

const MIS_SYNC: MisSync = {
  kind: 'student',
  providerId: 's-3',
  name: 'Grace Hopper',
  reason: 'ambiguous-student',
  message: '2 students here have this name and date of birth: choose which one this is.',
  candidates: [
    { id: 31, name: 'Grace Hopper', detail: 'born 2012-12-09' },
    { id: 32, name: 'Grace Hopper', detail: 'born 2012-12-09, UPN A123' },
  ],
};

function show(routes: Parameters<typeof stubFetch>[0]) {
  const me = makeMeResponse({
    userSchools: [makeUserSchool(1, { isSchoolAdministrator: true }, 'Oakfield Academy')],
  });
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  const fetch = stubFetch({ ...signedInRoutes(me), ...routes });
  configureHttpClient({ notify: vi.fn(), onUnauthorized: vi.fn() });
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ProviderSync schoolId={1} connection={CLASSROOM} providerName="Google Classroom" isAdministrator />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fetch;
}

describe('syncing a provider', () => {
  it('previews first, shows what will change, then applies it', async () => {
    let applied = false;
    const fetch = show({
      [`GET ${rosterSyncPaths.sync(1, 'google-classroom')}`]: () =>
        jsonResponse(200, { provider: 'google-classroom', lastPreview: null, lastApply: null }),
      [`POST ${rosterSyncPaths.sync(1, 'google-classroom')}`]: (_url, init) => {
        applied = String(init?.body).includes('apply');
        return jsonResponse(
          202,
          run({
            runId: applied ? 8 : 7,
            status: 'running',
            counts: null,
            changes: [],
            mode: applied ? 'apply' : 'preview',
          }),
        );
      },
      [`GET ${rosterSyncPaths.run(1, 'google-classroom', 7)}`]: () => jsonResponse(200, run({})),
      [`GET ${rosterSyncPaths.run(1, 'google-classroom', 8)}`]: () =>
        jsonResponse(200, run({ runId: 8, mode: 'apply' })),
      [`GET ${rosterSyncPaths.misSyncs(1, 'google-classroom')}`]: () => jsonResponse(200, [MIS_SYNC]),
    });
    expect(await screen.findByText(/Not synced yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply sync' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Preview sync' }));
    expect(await screen.findByText('1 class will be added')).toBeTruthy();
    expect(screen.getByText('1 student will be moved')).toBeTruthy();
    const changes = screen.getByRole('region', { name: 'Changes this sync will make' });
    expect(within(changes).getByText('from 7A/Ma1 to 8B/Ma2')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ mode: 'preview', updateType: 'Merge' });

    // What it could not match, with the administrator's choices.
    const misSync = await screen.findByTestId('mis-sync');
    expect(within(misSync).getByText('More than one student matches')).toBeTruthy();
    expect(within(misSync).getByRole('combobox', { name: 'Which student is Grace Hopper?' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Apply sync' }));
    expect(await screen.findByText('1 class added')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Changes made' })).toBeTruthy();
  });

  it('says a failed sync changed nothing, and why', async () => {
    show({
      [`GET ${rosterSyncPaths.sync(1, 'google-classroom')}`]: () =>
        jsonResponse(200, {
          provider: 'google-classroom',
          lastPreview: null,
          lastApply: run({
            mode: 'apply',
            status: 'failed',
            counts: null,
            changes: [],
            error: "The provider refused the school's connection (401). Nothing changed.",
          }),
        }),
      [`GET ${rosterSyncPaths.misSyncs(1, 'google-classroom')}`]: () => jsonResponse(200, []),
    });
    expect(await screen.findByText('The sync failed')).toBeTruthy();
    expect(screen.getByText(/401\). Nothing changed/)).toBeTruthy();
  });

  it('asks for a tick before a Replace that takes anyone out', async () => {
    show({
      [`GET ${rosterSyncPaths.sync(1, 'google-classroom')}`]: () =>
        jsonResponse(200, {
          provider: 'google-classroom',
          lastPreview: run({ updateType: 'Replace', counts: { ...counts, studentsRemoved: 2 } }),
          lastApply: null,
        }),
      [`GET ${rosterSyncPaths.misSyncs(1, 'google-classroom')}`]: () => jsonResponse(200, []),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Replace/ }));
    const apply = await screen.findByRole('button', { name: 'Apply sync' });
    expect(apply.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read the list/ }));
    expect(apply.hasAttribute('disabled')).toBe(false);
  });

  it('says when the last sync cannot be loaded', async () => {
    show({
      [`GET ${rosterSyncPaths.sync(1, 'google-classroom')}`]: () => jsonResponse(500, { message: 'Boom' }),
    });
    expect(await screen.findByText('The last sync could not be loaded')).toBeTruthy();
  });
});
