import type { Page } from 'playwright-core';

/**
 * Conditions the browser tests wait on instead of fixed times (decision 114): a screenshot or a
 * measurement waits until the page has stopped moving, however slow the machine is.
 */

/**
 * Waits until no finite animation or transition runs in the page (toasts sliding in, modals
 * fading, a smooth scroll's effects). Infinite ones (spinners) are ignored. Each check spans
 * two animation frames, so a transition a state change is about to start has started.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const moving = document
              .getAnimations()
              .filter(
                (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity,
              );
            resolve(moving.length === 0);
          }),
        );
      }),
  );
}

/** Scrolls to the top and waits until the page is there and still. */
export async function scrolledToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => window.scrollY === 0);
  await animationsDone(page);
}
