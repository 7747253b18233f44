import type { Page } from 'playwright-core';

/** A link or button smaller than 24 × 24 CSS px that is not exempt (WCAG 2.2, 2.5.8). */
export type SmallTarget = { text: string; width: number; height: number; html: string };

/**
 * Measures every visible `a` and `button` (and `[role=button]`, `summary`) of the page against
 * WCAG 2.2 success criterion 2.5.8 "Target Size (Minimum)": at least 24 × 24 CSS pixels.
 *
 * The rule, as the criterion states it, with the exceptions this check applies:
 * - **Inline:** a link inside a sentence or block of text (its parent has text of its own besides
 *   the link, e.g. "read our <a>privacy policy</a> first") is exempt: its size is set by the line
 *   height of the text.
 * - **Spacing:** an undersized target still passes when a 24 px circle centred on it does not
 *   touch another target's 24 px circle (the centres are at least 24 px apart and the target
 *   fits inside its circle). Approximated here as: no other target within 24 px of its centre.
 * - **Stretched links:** a link whose `::after` is absolutely positioned over a positioned
 *   ancestor (the whole card is the link, service-card.module.css) is measured by that area.
 * - Hidden targets (no box, `visibility: hidden`, inside a closed `details` or `aria-hidden`
 *   subtree) are not targets on the screen and are skipped.
 * Nothing else is exempt: icon buttons, card links, pagination, footer links, carousel arrows
 * are all measured.
 */
export function smallTargets(page: Page): Promise<SmallTarget[]> {
  // No named inner functions: the evaluated source must not need a bundler's helpers.
  return page.evaluate(() => {
    const MIN = 24;
    const all = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, [role="button"], summary'),
    ];
    const visible = all.filter((el) => {
      if (el.closest('[aria-hidden="true"], [inert]')) return false;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && el.checkVisibility({ opacityProperty: false });
    });
    const centres = visible.map((el) => {
      const b = el.getBoundingClientRect();
      return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
    });
    const small: { text: string; width: number; height: number; html: string }[] = [];
    visible.forEach((el, i) => {
      const after = getComputedStyle(el, '::after');
      const stretched =
        after.content !== 'none' && after.position === 'absolute' && el.offsetParent !== null;
      const b = (stretched && el.offsetParent ? el.offsetParent : el).getBoundingClientRect();
      if (b.width >= MIN - 0.5 && b.height >= MIN - 0.5) return;
      // A link inside running text: inline, and its block has text outside the link.
      const parent = el.parentElement;
      const inline =
        el.tagName === 'A' &&
        getComputedStyle(el).display === 'inline' &&
        parent !== null &&
        [...parent.childNodes].some(
          (n) => n !== el && n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
        );
      if (inline) return;
      const c = centres[i]!;
      const spaced =
        b.width <= MIN &&
        b.height <= MIN &&
        centres.every((o, j) => j === i || Math.hypot(o.x - c.x, o.y - c.y) >= MIN);
      if (spaced) return;
      small.push({
        text: (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 60),
        width: Math.round(b.width * 10) / 10,
        height: Math.round(b.height * 10) / 10,
        html: el.outerHTML.slice(0, 160),
      });
    });
    return small;
  });
}
