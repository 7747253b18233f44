import type { Page } from 'playwright-core';

/**
 * Conditions the browser tests wait on instead of fixed times (decision 114): a screenshot or a
 * measurement waits until the page has stopped moving, however slow the machine is.
 */

/** What the fixed waits stood for: toasts sliding in or out, and modals or drawers opening. */
const MOVING_PARTS = '.ks-toasts, [role="dialog"], [role="alertdialog"]';

/**
 * Waits until no toast, modal or drawer is animating (Mantine's transitions). Infinite
 * animations (spinners) are ignored. Each check spans two animation frames, so a transition
 * that a state change is about to start has started.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(
    (selector) =>
      new Promise<boolean>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const moving = [...document.querySelectorAll(selector)]
              .flatMap((element) => element.getAnimations({ subtree: true }))
              .filter(
                (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity,
              );
            resolve(moving.length === 0);
          }),
        );
      }),
    MOVING_PARTS,
  );
}

/** Scrolls to the top and waits until the page is there and still. */
export async function scrolledToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => window.scrollY === 0);
  await animationsDone(page);
}
