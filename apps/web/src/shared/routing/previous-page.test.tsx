import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { isResultsPath, previousPage, useRememberPreviousPage } from './previous-page.ts';

function Remember() {
  useRememberPreviousPage();
  return null;
}

const visit = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Remember />
    </MemoryRouter>,
  ).unmount();

beforeEach(() => window.sessionStorage.clear());

describe('the page before the results', () => {
  it('is unknown at first, so the results fall back to Check', () => {
    expect(previousPage()).toBeNull();
  });

  it('is the last page seen outside the results screens, named for the link', () => {
    visit('/3/plan?tab=Done');
    visit('/3/assignments/12');
    visit('/3/assignments/12/questions/40');
    expect(previousPage()).toEqual({ to: '/3/plan?tab=Done', label: 'Back to the plan' });
    visit('/3/fix/12');
    expect(previousPage()).toEqual({ to: '/3/fix/12', label: 'Back to Fix' });
    visit('/3');
    expect(previousPage()).toEqual({ to: '/3', label: 'Back to the dashboard' });
    visit('/3/plan/calendar');
    expect(previousPage()?.label).toBe('Back to the calendar');
    visit('/3/plan/12');
    expect(previousPage()?.label).toBe('Back to the work in the plan');
  });

  it('tells the results screens apart from the plan’s own page of a piece of work', () => {
    expect(isResultsPath('/3/assignments/12')).toBe(true);
    expect(isResultsPath('/3/independent-study/7/by-question')).toBe(true);
    expect(isResultsPath('/3/plan/12')).toBe(false);
  });
});
