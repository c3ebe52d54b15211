import { notificationsStore } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A screen's lazily loaded pieces (the set-work flow, a route's chunk) arrive through Vite's transform,
// which takes more than testing-library's 1 s on two busy cores; a missing element still fails, later.
configure({ asyncUtilTimeout: 4_000 });

// happy-dom lacks matchMedia, which Mantine reads for colour scheme and breakpoints.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// happy-dom lacks document.fonts, which Mantine's autosizing Textarea listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// The web project runs its files one after another in the same window (isolate: false, for speed),
// so whatever a test leaves in the window's shared state goes: the DOM, spies on the window and
// document (a mocked cookie getter, matchMedia or timers would leak into the next file), storage,
// cookies (the cookie choice lives in one) and Mantine's toast store, which outlives any one render.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the test window's cookies, whatever set them, go between tests.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
});
