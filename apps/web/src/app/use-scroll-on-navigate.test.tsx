import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollOnNavigate } from './use-scroll-on-navigate.ts';

function Root() {
  useScrollOnNavigate();
  return <Outlet />;
}

function Page() {
  return <h2 id="results">Results</h2>;
}

function setup(path: string) {
  const router = createMemoryRouter([{ Component: Root, children: [{ path: '*', Component: Page }] }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('scrolling on navigation (spec §2)', () => {
  it('scrolls smoothly to the element named by the hash after 100 ms', async () => {
    vi.useFakeTimers();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    setup('/1/reports#results');
    await vi.advanceTimersByTimeAsync(99);
    expect(scrollIntoView).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('results'));
  });

  it('scrolls to the top on a change of page, but not on a change of query alone', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = setup('/1/plan');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/1/check'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });
    await act(() => router.navigate('/1/check?tab=Done'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
