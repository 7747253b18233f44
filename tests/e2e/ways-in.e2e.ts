import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { settle } from './support/account-steps.ts';
import { expectClean, screenshot, useBrowserSuite } from './support/browser.ts';

/**
 * Issue 24 §6, ways in: from the footer to Browse by city to a landing page; a service page's
 * breadcrumb leads to its city and suburb landing pages; the 404 page searches. Screenshots at
 * 390 and 1366 px wide.
 */
const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1366, height: 900 } as const;

/** The footer's "Browse by city" link, then the page's first city opened. */
async function browseByCityFromFooter(page: Page) {
  await page.goto('/');
  await settle(page, /./);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Browse by city' }).click();
  await page.waitForURL((url) => url.pathname === '/browse');
  await settle(page, 'Browse by city');
}

describe('ways in: browse by city, landing pages, breadcrumbs, the 404 search', () => {
  const suite = useBrowserSuite();

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`${name}: footer → Browse by city → a city's landing page → a service's breadcrumb`, async () => {
      const { page, problems } = await suite.openPage(viewport);
      await browseByCityFromFooter(page);
      // Collapsed: the four cities fit on a phone's first screen.
      const cities = page.locator('details[aria-labelledby^="city-"]');
      await cities.first().waitFor();
      expect(await cities.count()).toBe(4);
      const wellington = page.getByRole('group', { name: 'Wellington' });
      expect(await wellington.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      const lastBox = await cities.last().boundingBox();
      expect(lastBox!.y + lastBox!.height).toBeLessThan(844);
      await screenshot(page, `ways-in-browse-${name}`, { fullPage: false });

      await page.getByRole('heading', { level: 2, name: 'Wellington' }).click();
      expect(await wellington.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      const services = wellington.getByRole('region', { name: 'Services in Wellington' });
      const firstLanding = services.getByRole('link').first();
      const subName = (await firstLanding.textContent())!.trim();
      await screenshot(page, `ways-in-browse-open-${name}`);
      await firstLanding.click();
      await page.waitForURL((url) => url.pathname.startsWith('/services/'));
      await settle(page, `${subName} in Wellington`);
      expect(new URL(page.url()).pathname).toMatch(/^\/services\/[^/]+\/wellington$/);
      await screenshot(page, `ways-in-landing-${name}`);

      // A service of the landing page (based in Wellington, or elsewhere and covering it), then
      // its breadcrumb, which names where it is based, back to that suburb's landing page.
      const card = page.locator('main a[href^="/SingleServicePage/"]').first();
      const slug = (await card.getAttribute('href'))!.split('/').pop()!;
      const detail = (await (
        await page.request.get(`/api/service-detail?id=${encodeURIComponent(slug)}`)
      ).json()) as { services: { city: string } };
      const city = detail.services.city;
      await card.click();
      await page.waitForURL((url) => url.pathname.startsWith('/SingleServicePage/'));
      const crumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await crumb.waitFor();
      await settle(page, /./);
      const links = crumb.getByRole('link');
      expect(await links.count()).toBe(4);
      expect(await links.nth(0).textContent()).toBe('Home');
      expect(await links.nth(1).textContent()).toBe(subName);
      expect(await links.nth(2).textContent()).toBe(city);
      const suburb = (await links.nth(3).textContent())!;
      await screenshot(page, `ways-in-service-breadcrumb-${name}`, { fullPage: false });
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.flatMap((n) => [JSON.parse(n.textContent ?? '{}')].flat()));
      const breadcrumbList = types.find(
        (t: { '@type'?: string }) => t['@type'] === 'BreadcrumbList',
      ) as { itemListElement: { name: string }[] } | undefined;
      expect(breadcrumbList?.itemListElement.map((i) => i.name).slice(0, 4)).toEqual([
        'Home',
        subName,
        city,
        suburb,
      ]);
      await links.nth(3).click();
      await page.waitForURL((url) => url.pathname.split('/').length === 5);
      await settle(page, `${subName} in ${suburb}, ${city}`);
      await screenshot(page, `ways-in-suburb-landing-${name}`);
      expectClean(problems);
    });

    it(`${name}: footer → Find a provider → filter by city and sort by rating`, async () => {
      const { page, problems } = await suite.openPage(viewport);
      await page.goto('/');
      await settle(page, /./);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Find a provider' }).click();
      await page.waitForURL((url) => url.pathname === '/all-service-providers');
      await settle(page, 'Service providers');
      if (name === 'phone') {
        // The filters wait behind "Filters": the first provider is on the first screen.
        const firstProvider = page.locator('main').getByRole('heading', { level: 2 }).first();
        expect((await firstProvider.boundingBox())!.y).toBeLessThan(400);
        await screenshot(page, `ways-in-directory-closed-${name}`, { fullPage: false });
        await page.locator('summary', { hasText: 'Filters' }).click();
      }
      await page.getByRole('combobox', { name: 'City' }).click();
      await page.getByRole('option', { name: 'Wellington' }).click();
      await page.waitForURL((url) => url.searchParams.get('city') === 'Wellington');
      await page.getByRole('combobox', { name: 'Sort by' }).click();
      await page.getByRole('option', { name: 'Top rated' }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'rating');
      await settle(page, 'Service providers in Wellington');
      await screenshot(page, `ways-in-directory-${name}`, { fullPage: false });
      expectClean(problems);
    });

    it(`${name}: the 404 page offers the search and the categories`, async () => {
      const { page, problems } = await suite.openPage(viewport);
      const response = await page.goto('/no-such-page-here');
      expect(response?.status()).toBe(404);
      await settle(page, 'Page not found');
      const categories = page.getByRole('navigation', { name: 'Or browse the categories' });
      await categories.waitFor();
      const first = categories.locator('details').first();
      if (name === 'phone') {
        // Closed on a phone: the search box and the category names fit the first screens.
        expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
        await first.locator('summary').click();
      }
      const firstLink = first.getByRole('link').first();
      await firstLink.waitFor();
      expect(await firstLink.getAttribute('href')).toMatch(/^\/ServiceListDetails\//);
      await page.getByRole('textbox', { name: 'Find a service instead' }).fill('plumber');
      await screenshot(page, `ways-in-404-${name}`);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/search-services');
      expect(new URL(page.url()).searchParams.get('q')).toBe('plumber');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The only console line: the browser's note of the document's own 404.
      expect(problems.consoleErrors.filter((line) => !line.includes('404'))).toEqual([]);
      expectClean({ ...problems, consoleErrors: [] });
    });
  }
});
