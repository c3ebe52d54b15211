import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
