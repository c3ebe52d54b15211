import { create } from 'zustand';

interface CookieBannerStore {
  /** The visitor asked to change an earlier choice. */
  reopened: boolean;
  /** Where focus goes back to when the reopened banner closes. */
  returnFocusTo: HTMLElement | null;
  /** Mounted banners in mount order; only the first one renders, so a page can never show two. */
  instances: string[];
}

export const useCookieBannerStore = create<CookieBannerStore>(() => ({
  reopened: false,
  returnFocusTo: null,
  instances: [],
}));

/**
 * Shows the banner again, at its "manage" view with the current choice, so the visitor can change
 * it (for a "Cookie settings" link). Focus returns to the element that had it once they save.
 */
export function openCookiePreferences(): void {
  const active = document.activeElement;
  useCookieBannerStore.setState({
    reopened: true,
    returnFocusTo: active instanceof HTMLElement && active !== document.body ? active : null,
  });
}
