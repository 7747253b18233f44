/** Test helper: holds chosen calls of a stubFetch spy until the test opens the gate. */
import type { MockInstance } from 'vitest';

type FetchSpy = MockInstance<typeof fetch>;

/**
 * Makes the calls whose URL contains `path` wait until `open()` (to see the screen while a call
 * is in flight, e.g. an optimistic update); the other calls go through at once.
 */
export function gateCalls(spy: FetchSpy, path: string): { open: () => void } {
  const answer = spy.getMockImplementation();
  if (!answer) throw new Error('gateCalls: stub fetch first (stubFetch)');
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  spy.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes(path)) await opened;
    return answer(input, init);
  });
  return { open };
}

/** The calls the spy saw to `path` (with their init: method, body). */
export function callsTo(spy: FetchSpy, path: string): { url: string; init?: RequestInit }[] {
  return spy.mock.calls
    .map(([input, init]) => ({
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      init,
    }))
    .filter((call) => new URL(call.url, 'http://localhost').pathname === path);
}
