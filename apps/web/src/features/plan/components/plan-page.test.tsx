import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { clearRefreshToken, saveRefreshToken } from '../../../shared/auth/token-storage.ts';
import { signedInRoutes } from '../../../test/api-stubs.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeMeResponse } from '../../../test/me-fixture.ts';
import { makeToken } from '../../../test/tokens.ts';
import { makeAssignment } from '../../../test/work-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearRefreshToken();
});

function openPlan(
  items = [makeAssignment(7), makeAssignment(8, { name: 'Angles', kind: 'DiagnosticQuiz' })],
) {
  const me = makeMeResponse();
  saveRefreshToken(makeToken({ sub: String(me.user.userId) }));
  const asked: URLSearchParams[] = [];
  stubFetch({
    ...signedInRoutes(me),
    [`GET ${assignmentPaths.schoolAssignments(1)}`]: (url) => {
      asked.push(new URL(url, 'http://x').searchParams);
      return jsonResponse(200, { items, total: items.length });
    },
  });
  return { ...renderApp('/1/plan'), asked };
}

const last = (asked: URLSearchParams[]) => Object.fromEntries(asked.at(-1) ?? []);

describe('the plan list', () => {
  it('shows each piece of work with its kind, classes, UK dates, progress and a link to it', async () => {
    const { asked } = openPlan();
    const list = await screen.findByRole('list', { name: 'Upcoming work' });
    const rows = within(list).getAllByTestId('assignment-row');
    expect(rows).toHaveLength(2);
    const first = rows[0];
    if (!first) throw new Error('The list has no first row');
    expect(within(first).getByRole('link', { name: 'Adding fractions' }).getAttribute('href')).toBe(
      '/1/plan/7',
    );
    expect(first.textContent).toContain('Topic quiz');
    expect(first.textContent).toContain('10X/Ma11, 7A/Ma');
    expect(first.textContent).toContain('Mon 4 Mar 2030, 09:00 – Mon 11 Mar 2030, 08:30');
    expect(first.textContent).toContain('12 of 54 started · 5 completed');
    expect(rows[1]?.textContent).toContain('Diagnostic quiz');
    expect(screen.getByText('2 results')).toBeTruthy();
    expect(document.title).toBe('Plan - Mathsight');
    // Spec §3 filter defaults, as the query string: Upcoming, the teacher's classes, 30 a page.
    expect(last(asked)).toEqual({
      'request.skip': '0',
      'request.take': '30',
      'request.filter.tab': 'Upcoming',
      'request.filter.groupIds': '12,11',
    });
  });

  it('turns the tab, kind, class and search filters into query parameters', async () => {
    const { asked } = openPlan();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Upcoming work' });

    await user.selectOptions(screen.getByLabelText('Kind of work'), 'Retrieval practice');
    await waitFor(() => expect(last(asked)['request.filter.type']).toBe('RetrievalPractice'));

    // The plan has no class filter of its own: the sidebar's class narrows it.
    expect(screen.queryByLabelText('Classes')).toBeNull();
    expect(screen.getByTestId('class-scope').textContent).toContain('Showing all your classes');
    await user.selectOptions(screen.getByTestId('class-selector'), '12');
    await waitFor(() => expect(last(asked)['request.filter.selectedGroup']).toBe('12'));
    expect(last(asked)['request.filter.groupIds']).toBeUndefined();
    expect(screen.getByTestId('class-scope').textContent).toContain('Showing 7A/Ma · change in the sidebar');

    // All classes again (that page is cached, so asked again with the next filter).
    await user.selectOptions(screen.getByTestId('class-selector'), 'All classes');
    expect(screen.getByTestId('class-scope').textContent).toContain('Showing all your classes');
    await user.type(screen.getByLabelText('Search'), ' fractions ');
    await waitFor(() => expect(last(asked)['request.filter.searchText']).toBe('fractions'));
    expect(last(asked)['request.filter.selectedGroup']).toBeUndefined();
    expect(last(asked)['request.filter.groupIds']).toBe('12,11');

    await user.click(screen.getByRole('tab', { name: 'Done' }));
    await waitFor(() => expect(last(asked)['request.filter.tab']).toBe('Done'));
    expect(last(asked)).toMatchObject({ 'request.skip': '0', 'request.filter.type': 'RetrievalPractice' });

    // "Open on" is typed as a UK school writes a date, and sent as the school day.
    const openOn = screen.getByLabelText('Open on');
    expect(openOn.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    await user.type(openOn, '2/12/2026');
    await waitFor(() => expect(last(asked)['request.filter.quizDate']).toBe('2026-12-02'));

    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(last(asked)['request.filter.type']).toBeUndefined());
    expect(last(asked)['request.filter.groupIds']).toBe('12,11');
    expect(last(asked)['request.filter.quizDate']).toBeUndefined();
    expect((openOn as HTMLInputElement).value).toBe('');
  });

  it('offers follow-up work (set from Fix) in the kind filter', async () => {
    const { asked } = openPlan();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Upcoming work' });
    await user.selectOptions(screen.getByLabelText('Kind of work'), 'Follow-up');
    await waitFor(() => expect(last(asked)['request.filter.type']).toBe('FollowUp'));
  });

  it('says when nothing is coming up, and offers to set work', async () => {
    openPlan([]);
    const empty = await screen.findByTestId('plan-empty');
    expect(empty.textContent).toContain('Nothing is coming up for your classes.');
    expect(within(empty).getByRole('link', { name: 'Set work' }).getAttribute('href')).toBe(
      '/1/plan?modal=set-work',
    );
  });
});
