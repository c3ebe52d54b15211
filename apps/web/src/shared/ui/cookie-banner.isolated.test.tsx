import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CookieBanner, openCookiePreferences } from './cookie-banner.tsx';
import { clearCookieConsent, readCookieConsent, saveCookieConsent } from './cookie-consent.ts';
import { renderWithMantine } from './testing/render-with-mantine.tsx';

afterEach(() => {
  clearCookieConsent();
});

const banner = () => screen.queryByRole('region', { name: 'Cookies on Mathsight' });
/** The panel loads on demand (it is not in the first download): wait for it once it should show. */
const shown = () => screen.findByRole('region', { name: 'Cookies on Mathsight' });

describe('CookieBanner', async () => {
  it('asks for a choice as a labelled region when none has been made', async () => {
    renderWithMantine(<CookieBanner />);
    await shown();
    expect(banner()).not.toBeNull();
    for (const name of ['Accept', 'Reject', 'Manage cookies']) {
      const button = screen.getByRole('button', { name });
      expect(button.tagName).toBe('BUTTON');
      expect(button.hasAttribute('disabled')).toBe(false);
    }
  });

  it('does not show while a valid choice exists', async () => {
    saveCookieConsent({ functional: true, analytics: false });
    renderWithMantine(<CookieBanner />);
    expect(banner()).toBeNull();
  });

  it('Accept allows every category and hides the banner', async () => {
    renderWithMantine(<CookieBanner />);
    await shown();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(readCookieConsent()).toMatchObject({ essential: true, functional: true, analytics: true });
    expect(banner()).toBeNull();
  });

  it('Reject keeps only essential cookies and hides the banner', async () => {
    renderWithMantine(<CookieBanner />);
    await shown();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(readCookieConsent()).toMatchObject({ essential: true, functional: false, analytics: false });
    expect(banner()).toBeNull();
  });

  it('Manage cookies shows the categories: essential always on, the others off by default', async () => {
    renderWithMantine(<CookieBanner />);
    await shown();
    fireEvent.click(screen.getByRole('button', { name: 'Manage cookies' }));

    const essential = screen.getByRole('switch', { name: /Essential cookies/ }) as HTMLInputElement;
    const functional = screen.getByRole('switch', { name: /Functional cookies/ }) as HTMLInputElement;
    const analytics = screen.getByRole('switch', { name: /Analytics cookies/ }) as HTMLInputElement;
    expect(essential.checked).toBe(true);
    expect(essential.disabled).toBe(true);
    expect(functional.checked).toBe(false);
    expect(analytics.checked).toBe(false);
    expect(document.activeElement).toBe(functional);

    fireEvent.click(analytics);
    fireEvent.click(screen.getByRole('button', { name: 'Save & Close' }));
    expect(readCookieConsent()).toMatchObject({ functional: false, analytics: true });
    expect(banner()).toBeNull();
  });

  it('reopens at the manage view with the current choice and gives focus back on close', async () => {
    saveCookieConsent({ functional: true, analytics: false });
    renderWithMantine(
      <>
        <button type="button" onClick={openCookiePreferences}>
          Cookie settings
        </button>
        <CookieBanner />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Cookie settings' });
    opener.focus();
    fireEvent.click(opener);
    await shown();

    expect(banner()).not.toBeNull();
    const functional = screen.getByRole('switch', { name: /Functional cookies/ }) as HTMLInputElement;
    expect(functional.checked).toBe(true);
    expect(document.activeElement).toBe(functional);

    fireEvent.click(functional);
    fireEvent.click(screen.getByRole('button', { name: 'Save & Close' }));
    expect(readCookieConsent()).toMatchObject({ functional: false, analytics: false });
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('never shows twice when mounted twice', async () => {
    renderWithMantine(
      <>
        <CookieBanner />
        <CookieBanner />
      </>,
    );
    await shown();
    expect(screen.getAllByRole('region', { name: 'Cookies on Mathsight' })).toHaveLength(1);
  });

  it('hides when the choice is made in another tab', async () => {
    renderWithMantine(<CookieBanner />);
    await shown();
    act(() => {
      saveCookieConsent({ functional: false, analytics: false });
    });
    expect(banner()).toBeNull();
  });

  it('Esc closes a reopened panel with the earlier choice unchanged and gives focus back', async () => {
    saveCookieConsent({ functional: true, analytics: false });
    renderWithMantine(
      <>
        <button type="button" onClick={openCookiePreferences}>
          Cookie settings
        </button>
        <CookieBanner />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Cookie settings' });
    opener.focus();
    fireEvent.click(opener);
    await shown();
    fireEvent.click(screen.getByRole('switch', { name: /Analytics cookies/ }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(banner()).toBeNull();
    expect(readCookieConsent()).toMatchObject({ functional: true, analytics: false });
    expect(document.activeElement).toBe(opener);
  });

  it('Esc on a first visit goes from the categories back to Accept and Reject', async () => {
    renderWithMantine(<CookieBanner />);
    await shown();
    fireEvent.click(screen.getByRole('button', { name: 'Manage cookies' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(banner()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /Analytics cookies/ })).toBeNull();
    expect(readCookieConsent()).toBeNull();
  });
});
