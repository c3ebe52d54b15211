import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary, ErrorScreen, RouteErrorScreen } from './error-screen.tsx';
import { renderWithMantine } from './testing/render-with-mantine.tsx';

function Empty() {
  return null;
}

function Broken(): never {
  throw new Error('render failed');
}

function openDetails() {
  const toggle = screen.getByRole('button', { name: 'Error details' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  const controlled = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(controlled).not.toBeNull();
  return controlled as HTMLElement;
}

describe('ErrorScreen', () => {
  it('tells the user what happened and what to do', () => {
    renderWithMantine(<ErrorScreen error={new Error('boom')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Please refresh your browser and try again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'log out' }).getAttribute('href')).toBe('/logout');
  });

  it('keeps the details hidden until asked for', () => {
    renderWithMantine(<ErrorScreen error={new Error('boom')} eventId="evt-123" />);
    expect(screen.queryByText('boom')).toBeNull();
    const details = openDetails();
    expect(details.textContent).toContain('boom');
    expect(details.textContent).toContain(navigator.userAgent);
    expect(details.textContent).toContain(window.location.href);
    expect(details.textContent).toContain('evt-123');
    for (const term of ['Message', 'Browser', 'Page URL', 'Event id']) {
      expect(screen.getByText(term).tagName).toBe('DT');
    }
  });

  it('makes an event id when none is given, and keeps it across renders', () => {
    const { rerender } = renderWithMantine(<ErrorScreen error="x" />);
    const details = openDetails();
    const id = details.textContent?.match(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/,
    )?.[0];
    expect(id).toBeTruthy();
    rerender(<ErrorScreen error="x" />);
    expect(details.textContent).toContain(id);
  });

  it('invites sign-up only when asked', () => {
    const { rerender } = renderWithMantine(<ErrorScreen error="x" />);
    expect(screen.queryByRole('link', { name: 'Create a free account' })).toBeNull();
    rerender(<ErrorScreen error="x" showSignupPrompt />);
    expect(screen.getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe('/signup');
  });

  it('can sit lower in the heading outline', () => {
    renderWithMantine(<ErrorScreen error="x" headingLevel={3} fullScreen={false} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Something went wrong' })).toBeTruthy();
  });
});

describe('RouteErrorScreen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows what a route threw', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Error('loader failed');
        },
        Component: Empty,
        errorElement: <RouteErrorScreen />,
      },
    ]);
    renderWithMantine(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(openDetails().textContent).toContain('loader failed');
  });

  it('still renders the error screen for a 404 route error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', Component: Empty, errorElement: <RouteErrorScreen /> }], {
      initialEntries: ['/nowhere'],
    });
    renderWithMantine(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(openDetails().textContent).toContain('404');
  });
});

describe('AppErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('replaces a crashed tree with the error screen and reports the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    renderWithMantine(
      <AppErrorBoundary onError={onError}>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'render failed' }),
      expect.anything(),
    );
    expect(openDetails().textContent).toContain('render failed');
  });

  it('renders its children when nothing fails', () => {
    renderWithMantine(
      <AppErrorBoundary>
        <p>All fine</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('All fine')).toBeTruthy();
  });
});
