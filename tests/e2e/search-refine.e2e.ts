import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { choose } from './support/account-steps.ts';
import { expectClean, screenshot, useBrowserSuite } from './support/browser.ts';

/**
 * Issue 24 §1, §2 and §5: a suburb search leads to the city's providers, a phone list page
 * shows a result on its first screen, and the filters drawer and chips refine in place.
 */

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1366, height: 800 } as const;

type Answer = { services: { city: string; subcat: { name: string } }[]; total: number };

/** The search answer any client gets (the page itself is rendered on the server). */
async function search(base: string, body: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`${base}/api/getSubCategoryServices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

const searchParams = (page: Page) => new URL(page.url()).searchParams;

describe('search that never dead-ends (issue 24)', () => {
  const suite = useBrowserSuite();

  for (const [device, viewport] of [
    ['1366', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`${device} px: Plumbers in Addington, Christchurch leads to Christchurch plumbers`, async () => {
      const { page } = await suite.openPage(viewport);
      const categories = (await (await fetch(`${suite.server.url}/api/category-list`)).json()) as {
        subCategory: { id: number; slug: string }[];
      };
      const plumbers = categories.subCategory.find((s) => s.slug === 'plumbers')!;
      const answer = await search(suite.server.url, {
        subCategory_id: plumbers.id,
        city: 'Christchurch',
        suburb: 'Addington',
      });
      await page.goto('/search-services?service=plumbers&city=Christchurch&suburb=Addington');
      await page
        .getByRole('heading', { level: 1, name: 'Plumbers in Addington, Christchurch' })
        .waitFor();
      await page
        .locator('[data-testid="service-card"], [data-testid="empty-results"]')
        .first()
        .waitFor();
      await screenshot(page, `search-refine-addington-${device}`, { fullPage: false });
      // Found through the areas the Christchurch plumbers cover, not a bare "No Service found".
      expect(answer.services.length).toBeGreaterThan(0);
      for (const service of answer.services) {
        expect(service.city).toBe('Christchurch');
        expect(service.subcat.name).toBe('Plumbers');
      }
      await page.getByTestId('service-card').first().waitFor();
      await page.getByText(/^\d[\d,]*\+? plumbers? serves? Addington, Christchurch$/).waitFor();
      expect(await page.title()).toContain('Plumbers in Addington, Christchurch');
    });
  }

  it('390 px: a list page shows its first result on the first screen', async () => {
    const { page, problems } = await suite.openPage(PHONE);
    await page.goto('/servicePageList/trade');
    const card = page.getByTestId('service-card').first();
    await card.waitFor();
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeLessThanOrEqual(400);
    // The category list is collapsed behind a disclosure.
    const categories = page.getByRole('button', { name: 'Browse categories' });
    expect(await categories.getAttribute('aria-expanded')).toBe('false');
    await screenshot(page, 'search-refine-list-first-screen-390', { fullPage: false });
    expectClean(problems);
  });

  it('390 px: the filters drawer opens, filters, closes with Escape; chips remove filters', async () => {
    const { page, problems } = await suite.openPage(PHONE);
    await page.goto('/servicePageList/trade');
    await page.getByTestId('service-card').first().waitFor();

    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await filters.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await screenshot(page, 'search-refine-drawer-390', { fullPage: false });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await filters.click();
    await drawer.waitFor();
    await choose(page, 'Region', 'Christchurch');
    await drawer.getByRole('checkbox', { name: 'Taking new work' }).check();
    await drawer.getByRole('button', { name: 'Search', exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.searchParams.get('city') === 'Christchurch');
    expect(searchParams(page).get('taking_new_work')).toBe('1');
    const chips = page.getByRole('group', { name: 'Active filters' });
    await chips.getByRole('button', { name: 'Remove filter Christchurch' }).waitFor();
    await page.getByRole('button', { name: 'Filters (2)' }).waitFor();
    await page.getByTestId('service-card').first().waitFor();
    await screenshot(page, 'search-refine-chips-390', { fullPage: false });

    await chips.getByRole('button', { name: 'Remove filter Christchurch' }).click();
    await page.waitForURL((url) => !url.searchParams.has('city'));
    expect(searchParams(page).get('taking_new_work')).toBe('1');
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('city') === 'Christchurch');
    expectClean(problems);
  });

  it('1366 px: the side panel and chips refine the results page in place', async () => {
    const { page, problems } = await suite.openPage(DESKTOP);
    await page.goto('/search-services?q=plumbing');
    await page.getByRole('heading', { level: 1, name: 'Services matching “plumbing”' }).waitFor();
    const panel = page.getByRole('form', { name: 'Services' });
    await choose(page, 'Region', 'Wellington');
    await panel.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Services matching “plumbing” in Wellington' })
      .waitFor();
    await screenshot(page, 'search-refine-panel-1366', { fullPage: false });
    await page.getByRole('button', { name: 'Remove filter “plumbing”' }).click();
    await page.getByRole('heading', { level: 1, name: 'Services in Wellington' }).waitFor();
    expect(searchParams(page).has('q')).toBe(false);
    expectClean(problems);
  });
});
