import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from '../shared/hooks/use-page-title.ts';
import { PageAnnouncer } from './page-announcer.tsx';

function Root() {
  return (
    <>
      <PageAnnouncer />
      <Outlet />
    </>
  );
}

/** A page that sets its title when it mounts, and a second time once its data "arrives". */
function Page() {
  const { name = '' } = useParams();
  usePageTitle(name === 'loading' ? 'Loading' : name);
  useEffect(() => {
    if (name === 'loading') document.title = 'Plan calendar - Mathsight';
  }, [name]);
  return <h1>{name}</h1>;
}

function setup() {
  document.head.innerHTML = '<title>Mathsight</title>';
  const router = createMemoryRouter([{ Component: Root, children: [{ path: '/:name', Component: Page }] }], {
    initialEntries: ['/Dashboard'],
  });
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

describe('the page announcer', () => {
  it('says nothing on the first page, then the name of each new page once its title settles', async () => {
    const router = setup();
    const status = screen.getByTestId('page-announcer');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');

    await act(() => router.navigate('/Plan'));
    await waitFor(() => expect(status.textContent).toBe('Plan'));

    // A title set twice (a page loading in parts) is said once, as it ends.
    await act(() => router.navigate('/loading'));
    await waitFor(() => expect(status.textContent).toBe('Plan calendar'));
  });
});
