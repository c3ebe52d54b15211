import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionGroup } from '../../../shared/session/school-rules.ts';
import { renderWithMantine } from '../../../shared/ui/testing/render-with-mantine.tsx';
import { FirstSteps } from './first-steps.tsx';

const group = (studentCount: number): SessionGroup =>
  ({ groupId: 5, schoolId: 1, code: '7M/Ma1', studentCount, yearGroups: [] }) as unknown as SessionGroup;

function renderSteps(groups: SessionGroup[]) {
  renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <FirstSteps schoolId={1} groups={groups} />
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
});
