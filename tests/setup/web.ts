import '@testing-library/jest-dom/vitest';

import { format } from 'node:util';

import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

/*
 * Any console.error fails the test: React reports state updates outside act() (a test that did
 * not wait for the screen to settle), failed prop types and render errors through it. A test that
 * expects one says so with vi.spyOn(console, 'error').mockImplementation(...).
 */
const originalConsoleError = console.error;

/*
 * findBy and waitFor give up after 1 s by default. The first screen of a test file loads its lazy
 * route, and on a busy CI machine that import alone has taken longer (CI 2026-11-28: the watch
 * button's first test timed out on the loader). Waiting longer never makes a failing test pass.
 */
configure({ asyncUtilTimeout: 5_000 });
const consoleErrors: string[] = [];

beforeEach(() => {
  consoleErrors.length = 0;
  console.error = (...args: unknown[]) => {
    consoleErrors.push(format(...args));
    originalConsoleError(...args);
  };
});

afterEach(() => {
  cleanup();
  // The toast store is global: empty it once nothing renders it any more.
  notifications.clean();
  localStorage.clear();
  console.error = originalConsoleError;
  if (consoleErrors.length > 0) {
    const first = consoleErrors[0]!.split('\n').slice(0, 3).join('\n');
    throw new Error(
      `console.error was called ${consoleErrors.length} time(s) during the test; the first:\n${first}`,
    );
  }
});

// Mantine reads these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
// The carousels (Embla) watch which slides are in view.
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub;
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// jsdom has no FontFaceSet; Mantine's autosize Textarea waits on document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {} },
  });
}
