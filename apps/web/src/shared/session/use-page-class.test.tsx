import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeGroup, makeMeResponse } from '../../test/me-fixture.ts';
import { createQueryClient } from '../api/query-client.ts';
import { resetAllStores } from '../state/store-registry.ts';
import { toMe } from './api/get-me.ts';
import { useSessionStore } from './session-store.ts';
import { usePageClass } from './use-page-class.ts';

/** The teacher's own classes are 11 and 12; the page also offers 30 (a class of the school they don't teach). */
const OWN = [{ groupId: 11 }, { groupId: 12 }];
const SCHOOL = [...OWN, { groupId: 30 }];

beforeEach(() => {
  resetAllStores();
  useSessionStore.getState().applyMe(toMe(makeMeResponse({ groups: [makeGroup(11), makeGroup(12)] })), 1);
});

const sidebar = () => useSessionStore.getState().selectedGroupId;

function renderPageClass(
  choices: ReadonlyArray<{ groupId: number }>,
  address = '/1/students/proficiency',
  options: { allowAll?: boolean } = {},
) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => ({ page: usePageClass(choices, options), search: useLocation().search }), {
    wrapper,
  }).result;
}

describe('one class chooser: the page and the sidebar agree', () => {
  it('shows the class chosen in the sidebar, and a class chosen on the page is chosen in the sidebar', async () => {
    act(() => useSessionStore.getState().selectGroup(12));
    const result = renderPageClass(OWN);
    expect(result.current.page.groupId).toBe(12);
    await waitFor(() => expect(result.current.search).toBe('?groupId=12'));
    act(() => result.current.page.setGroupId(11));
    expect(sidebar()).toBe(11);
    expect(result.current.page.groupId).toBe(11);
    await waitFor(() => expect(result.current.search).toBe('?groupId=11'));
    // And the other way: the sidebar's choice moves the page.
    act(() => useSessionStore.getState().selectGroup(12));
    expect(result.current.page.groupId).toBe(12);
  });

  it('chooses the class a link names in the sidebar on arrival', async () => {
    act(() => useSessionStore.getState().selectGroup(11));
    const result = renderPageClass(OWN, '/1/students/proficiency?groupId=12');
    expect(result.current.page.groupId).toBe(12);
    await waitFor(() => expect(sidebar()).toBe(12));
    expect(result.current.search).toBe('?groupId=12');
  });

  it('without a class in the sidebar, shows the first the page offers', () => {
    act(() => useSessionStore.getState().selectGroup(null));
    const result = renderPageClass(OWN);
    expect(sidebar()).toBeNull();
    expect(result.current.page.groupId).toBe(11);
  });

  it('keeps a class the sidebar cannot hold until the sidebar changes', () => {
    act(() => useSessionStore.getState().selectGroup(11));
    const result = renderPageClass(SCHOOL);
    act(() => result.current.page.setGroupId(30));
    expect(result.current.page.groupId).toBe(30);
    expect(sidebar()).toBe(11);
    act(() => useSessionStore.getState().selectGroup(12));
    expect(result.current.page.groupId).toBe(12);
  });

  it('with all classes allowed, follows the sidebar to "All classes" and back', async () => {
    act(() => useSessionStore.getState().selectGroup(11));
    const result = renderPageClass(OWN, '/1/students', { allowAll: true });
    expect(result.current.page.groupId).toBe(11);
    act(() => result.current.page.setGroupId(null));
    expect(sidebar()).toBeNull();
    expect(result.current.page.groupId).toBeNull();
    await waitFor(() => expect(result.current.search).toBe(''));
  });
});
