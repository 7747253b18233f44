import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { expectClean, useBrowserSuite, VIEWPORTS } from './support/browser.ts';

/**
 * Accessibility and content security policy of the public pages (issue 13 §3): axe-core finds no
 * violation on home, a list, a service page, a provider page, login and register, at phone and
 * desktop widths, with the mobile menu and a modal open too; no page raises a CSP violation (the
 * policy allows no eval); focus moves to the new page's heading on client navigation.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

type AxeViolation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices) in the page; returns its violations. Waits for
 * running transitions first: a drawer or modal fading in has text at part opacity, which axe
 * would report as low contrast (endless ones, such as a spinner, are not waited for).
 */
async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  // Evaluated through the DevTools protocol, which the page's CSP does not restrict (a script
  // tag would be refused: no inline scripts).
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<unknown> } }).axe;
    const result = (await axe.run({
      resultTypes: ['violations'],
      // WCAG 2.2 target size (24 px), off by default in axe 4: the carousel dots.
      rules: { 'target-size': { enabled: true } },
    })) as {
      violations: AxeViolation[];
    };
    return result.violations;
  });
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Collects CSP violations reported in the page (event and console), from the first script on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleCsp: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) consoleCsp.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  return async () => [
    ...consoleCsp,
    ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
  ];
}

describe('accessibility and CSP of the public pages in Chromium', () => {
  const suite = useBrowserSuite();
  const { openPage } = suite;

  async function publicPages() {
    const res = await fetch(`${suite.server.url}/api/all-services?page=1`);
    const body = (await res.json()) as { services: { slug: string; seller_slug: string }[] };
    const service = body.services[0]!;
    return [
      { name: 'home', path: '/', ready: 'provider-card' },
      { name: 'list', path: '/servicePageList/residential', ready: 'service-card' },
      { name: 'service', path: `/SingleServicePage/${service.slug}`, ready: null },
      { name: 'provider', path: `/provider-details/${service.seller_slug}`, ready: 'service-card' },
      { name: 'login', path: '/Login', ready: null },
      { name: 'register', path: '/Register', ready: null },
    ];
  }

  async function openSettled(path: string, ready: string | null, mobile: boolean) {
    const opened = await openPage(mobile ? VIEWPORTS.mobile : VIEWPORTS.desktop);
    const cspReport = await watchCsp(opened.page);
    await opened.page.goto(path);
    await opened.page.getByRole('heading', { level: 1 }).first().waitFor();
    if (ready) await opened.page.getByTestId(ready).first().waitFor();
    await opened.page.waitForLoadState('networkidle');
    return { ...opened, cspReport };
  }

  for (const mobile of [true, false]) {
    it(`no axe violation and no CSP violation on six public pages (${mobile ? 'phone' : 'desktop'})`, async () => {
      const failures: string[] = [];
      for (const { name, path, ready } of await publicPages()) {
        const { page, problems, cspReport } = await openSettled(path, ready, mobile);
        failures.push(...(await axeViolations(page)).map((v) => `${name}: ${v}`));
        failures.push(...(await cspReport()).map((v) => `${name}: CSP ${v}`));
        expectClean(problems);
      }
      expect(failures).toEqual([]);
    });
  }

  it('the open mobile menu and a modal have named close buttons and no violation', async () => {
    const { page, problems } = await openSettled('/', 'provider-card', true);
    await page.getByRole('button', { name: /menu/i }).first().click();
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    await expect(menu.getByRole('button', { name: /close/i }).count()).resolves.toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    expectClean(problems);

    const service = (await publicPages()).find((p) => p.name === 'service')!;
    const opened = await openSettled(service.path, null, false);
    await opened.page.getByRole('button', { name: 'View More' }).click();
    const modal = opened.page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Close' }).waitFor();
    expect(await axeViolations(opened.page)).toEqual([]);
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
    expectClean(opened.problems);
  });

  it('focus moves to the new page heading on client navigation', async () => {
    const { page, problems } = await openSettled('/', 'provider-card', false);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).first().click();
    await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('About Us');
    expectClean(problems);
  });
});
