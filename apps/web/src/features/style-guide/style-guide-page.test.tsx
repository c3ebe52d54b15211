import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications, notificationsStore } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PROVIDER_AVATAR_URL } from '../../shared/ui/avatar-source.ts';
import { clearCookieConsent, saveCookieConsent } from '../../shared/ui/cookie-consent.ts';
import { StyleGuidePage } from './style-guide-page.tsx';

const theme = createTheme({
  primaryColor: 'indigo',
  breakpoints: { xs: '30em', sm: '36em', md: '48em', lg: '62em', xl: '75em', xxl: '87.5em' },
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <Notifications />
        <StyleGuidePage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => {
  clearCookieConsent();
  act(() => notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] }));
});

const SECTION_TITLES = [
  'Colours',
  'Typography',
  'Buttons',
  'Breakpoints',
  'Loading and error screens',
  'Cookie banner',
  'Toasts',
  'Carousel',
  'List kit',
  'Optional fields',
  'Plus badge',
  'Avatars',
];

describe('StyleGuidePage', () => {
  it('is titled "Style guide - Mathsight"', () => {
    renderPage();
    expect(document.title).toBe('Style guide - Mathsight');
    expect(screen.getByRole('heading', { level: 1, name: 'Style guide' })).toBeTruthy();
  });

  it('has a section for every part of the kit, each linked from the contents', () => {
    renderPage();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    for (const title of SECTION_TITLES) {
      const heading = screen.getByRole('heading', { level: 2, name: title });
      const section = heading.closest('section');
      expect(section?.getAttribute('aria-labelledby')).toBe(heading.id);
      const link = within(contents).getByRole('link', { name: title });
      expect(link.getAttribute('href')).toBe(`#${section?.id}`);
    }
  });

  it('shows the breakpoints from the theme', () => {
    renderPage();
    const table = screen.getByRole('heading', { name: 'Breakpoints' }).closest('section') as HTMLElement;
    for (const [name, px] of [
      ['sm', '576 px'],
      ['md', '768 px'],
      ['lg', '992 px'],
      ['xl', '1200 px'],
      ['xxl', '1400 px'],
    ]) {
      const row = within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
      expect(row.textContent).toContain(px);
    }
  });

  it('pages through the 57 sample students', async () => {
    renderPage();
    expect(await screen.findByText('1–10 of 57 results', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Sample students' })).toBeTruthy();
  });

  it('shows toast replacement by id prefix', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Show the email message' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show the password message' }));
    const messages = notificationsStore.getState().notifications.map((item) => item.message);
    expect(messages).toEqual(['Your password must be at least 8 characters long.']);
  });

  it('reopens the cookie banner', async () => {
    saveCookieConsent({ functional: false, analytics: false });
    renderPage();
    expect(screen.queryByRole('region', { name: 'Cookies on Mathsight' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reopen the cookie banner' }));
    // The banner's panel loads on demand.
    expect(await screen.findByRole('region', { name: 'Cookies on Mathsight' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save & Close' })).toBeTruthy();
  });

  it("can show the loading screen's 5-second state at once", () => {
    renderPage();
    const frame = screen.getByRole('figure', { name: 'Loading screen example' });
    expect(within(frame).queryByRole('link', { name: 'Log out' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Show the 5-second state' }));
    expect(within(frame).getByRole('link', { name: 'Log out' })).toBeTruthy();
  });

  it("shows the provider's avatar for id 0 and a broken image path", () => {
    renderPage();
    expect(screen.getByRole('img', { name: 'Mathsight' }).getAttribute('src')).toBe(PROVIDER_AVATAR_URL);
    expect(screen.getByRole('img', { name: 'Eilidh MacLeod' }).getAttribute('src')).toBe(
      '/avatars/77/thumbnail-missing',
    );
    expect(screen.getAllByRole('img', { name: /^Default avatar \d+$/ })).toHaveLength(50);
  });

  it('marks optional fields', () => {
    renderPage();
    expect(screen.getByRole('textbox', { name: 'Room (Optional)' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Class name' })).toBeTruthy();
  });
});
