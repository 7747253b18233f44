import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a page's heading (its data may still be loading). */
const WAIT_MS = 5000;

/**
 * Moves keyboard and screen reader focus to the new page's heading (the h1 in the main area) on
 * every client-side navigation to another path, as a full page load would start at the top; the
 * first page load is left alone. A page that shows its heading only once its data arrives is
 * watched until the heading appears (at most 5 s, then the main area itself takes focus).
 * Changing only the search parameters (filters, paging) does not move focus.
 */
export function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    return focusHeadingWhenShown();
  }, [pathname]);
}

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/** Focuses the heading now or when it appears; returns a function that stops waiting. */
export function focusHeadingWhenShown(): () => void {
  const main = document.getElementById('main-content');
  if (!main || focusHeading(main)) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusHeading(main)) stop();
  });
  const timer = setTimeout(() => {
    stop();
    main.focus({ preventScroll: true });
  }, WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
