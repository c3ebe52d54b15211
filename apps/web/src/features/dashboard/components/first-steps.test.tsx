import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionGroup } from '../../../shared/session/school-rules.ts';
import { renderWithMantine } from '../../../shared/ui/testing/render-with-mantine.tsx';
import { hasSetWorkQueryOptions } from '../api/has-set-work.ts';
import { FirstSteps, FirstStepsWhileNeeded } from './first-steps.tsx';

const group = (studentCount: number): SessionGroup =>
  ({ groupId: 5, schoolId: 1, code: '7M/Ma1', studentCount, yearGroups: [] }) as unknown as SessionGroup;

function renderSteps(groups: SessionGroup[]) {
  renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <FirstSteps schoolId={1} groups={groups} hasSetWork={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The dashboard's panel with the server's answer to "is any work set?" already in the cache. */
function renderWhileNeeded(groups: SessionGroup[], hasSetWork: boolean) {
  const client = new QueryClient();
  client.setQueryData(hasSetWorkQueryOptions(1).queryKey, hasSetWork);
  renderWithMantine(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FirstStepsWhileNeeded schoolId={1} groups={groups} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the first steps of a new school', () => {
  it('starts at adding a class', () => {
    renderSteps([]);
    expect(screen.getByRole('link', { name: 'Add a class' }).getAttribute('href')).toBe('/1/classes/new');
    expect(screen.queryByText('(done)')).toBeNull();
  });

  it("then offers the empty class's code", () => {
    renderSteps([group(0)]);
    expect(screen.getByText('(done)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show the code for 7M/Ma1' })).toBeTruthy();
  });

  it('stays, at "Set the first work", once every class has students but no work is set', () => {
    renderWhileNeeded([group(28)], false);
    expect(screen.getByRole('heading', { name: 'Get your school started' })).toBeTruthy();
    expect(screen.getAllByText('(done)')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Set work' })).toBeTruthy();
  });

  it('goes once work is set', () => {
    renderWhileNeeded([group(28)], true);
    expect(screen.queryByRole('heading', { name: 'Get your school started' })).toBeNull();
  });
});
