import { beforeAll, describe, expect, it } from 'vitest';

import type { ServiceListResponse } from '../../src/shared/api/browse.ts';
import { choose } from './support/account-steps.ts';
import { expectClean, screenshot, useBrowserSuite, VIEWPORTS } from './support/browser.ts';

/**
 * The browse journey of issue 3: home → search → results → service page → provider page, on a
 * desktop and a phone, with a screenshot of every step.
 */
describe('browse and search in Chromium', () => {
  const suite = useBrowserSuite();
  const { openPage } = suite;
  /** A demo service whose sub category, city and suburb the journey searches for. */
  let target: { subName: string; city: string; suburb: string };

  beforeAll(async () => {
    const res = await fetch(`${suite.server.url}/api/all-services?sort=rating&per_page=1`);
    const body = (await res.json()) as ServiceListResponse;
    const service = body.services[0]!;
    target = { subName: service.subcat.name, city: service.city, suburb: service.suburb };
  });

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    it(`home → search → results → service → provider on ${device} (${viewport.width} px)`, async () => {
      const { page, problems } = await openPage(viewport);
      await page.goto('/');
      await page.getByRole('heading', { name: 'Kia ora, what can we help you find?' }).waitFor();
      for (const name of ['Residential Services', 'Commercial Services', 'Trade Services']) {
        expect(await page.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(
          `/servicePageList/${name.split(' ')[0]!.toLowerCase()}`,
        );
      }
      for (const title of ['Most Popular Services', 'Top Categories', 'Top Service Providers']) {
        await page.getByRole('heading', { name: title, exact: true }).waitFor();
      }
      await page.getByTestId('top-category').first().waitFor();
      await page.getByTestId('provider-card').first().waitFor();
      expect(await page.title()).toBe('Kiwi Services');
      await screenshot(page, `browse-1-home-${device}`);

      // The validation messages.
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByText('Please select any filter').first().waitFor();
      await choose(page, 'City', target.city);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByText('Service is required').first().waitFor();

      await choose(page, 'Service', target.subName);
      await choose(page, 'Suburb', target.suburb);
      await screenshot(page, `browse-2-search-filled-${device}`, { fullPage: false });
      await page.getByRole('button', { name: 'Search', exact: true }).click();

      await page.waitForURL((url) => url.pathname === '/search-services');
      await page.getByRole('heading', { level: 1, name: target.subName }).waitFor();
      const cards = page.getByTestId('service-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBeGreaterThan(0);
      await screenshot(page, `browse-3-results-${device}`);

      const firstTitle = cards.first().getByRole('link');
      const serviceTitle = (await firstTitle.textContent()) ?? '';
      await firstTitle.click();
      await page.waitForURL((url) => url.pathname.startsWith('/SingleServicePage/'));
      await page.getByRole('heading', { level: 1, name: serviceTitle }).waitFor();
      await page.getByRole('heading', { name: 'About this service' }).waitFor();
      await page.getByRole('heading', { name: 'Reviews' }).waitFor();
      expect(await page.title()).toContain(serviceTitle);
      await screenshot(page, `browse-4-service-${device}`);

      // The private note is a member's (issue 22 §4): a visitor sees no button, no auction mock.
      expect(await page.getByRole('button', { name: 'Private note' }).count()).toBe(0);

      await page.getByRole('button', { name: 'View More' }).click();
      const modal = page.getByRole('dialog');
      await modal.getByRole('link', { name: /See all services by/ }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/provider-details/'));
      await page.getByText('Member since').first().waitFor();
      await page.getByText('Mobile', { exact: true }).waitFor();
      await page.getByTestId('service-card').first().waitFor();
      await screenshot(page, `browse-5-provider-${device}`);
      expectClean(problems);
    });
  }

  it('list pages: type list with the Services filter, sub category pages, all providers', async () => {
    const { page, problems } = await openPage(VIEWPORTS.desktop);
    await page.goto('/servicePageList/residential');
    await page.getByRole('heading', { name: 'List of Residential Services' }).waitFor();
    await page.getByRole('heading', { name: 'Services', exact: true }).waitFor();
    await page.getByTestId('service-card').first().waitFor();
    await screenshot(page, 'browse-list-residential');

    await choose(page, 'Region', target.city);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByTestId('service-card').first().waitFor();
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    const overlay = page.getByTestId('reset-overlay');
    await overlay.getByText('Please wait').waitFor();
    await overlay.waitFor({ state: 'hidden' });

    const subLink = page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first();
    const subName = (await subLink.textContent()) ?? '';
    await subLink.click();
    await page.waitForURL((url) => url.pathname.startsWith('/ServiceListDetails/'));
    await page.getByRole('heading', { name: `Services about ${subName}` }).waitFor();
    await page.getByText('Gallery').click();
    await screenshot(page, 'browse-sub-category-gallery');

    await page.goto('/all-service-providers');
    await page.getByRole('heading', { name: 'Service providers' }).waitFor();
    await page.getByTestId('provider-card').first().waitFor();
    await page
      .getByText(/^Since /)
      .first()
      .waitFor();
    await screenshot(page, 'browse-all-providers');
    expectClean(problems);
  });

  // Spec section 9: 4 items above 1024 px, 2 from 464 to 1024 px, 1 below; a slot keeps its
  // size whatever the number of cards (the home page has 3), and no card shows in part.
  it.each([
    [1025, 4],
    [1024, 2],
    [464, 2],
    [463, 1],
  ])('home carousels at %i px: a slot is 1/%i of the row', async (width, perView) => {
    const { page, problems } = await openPage({ width, height: 900 });
    await page.goto('/');
    for (const label of ['Most Popular Services', 'Top Service Providers']) {
      const carousel = page.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`);
      await carousel.getByTestId('carousel-slide').first().waitFor();
      const sizes = await carousel.evaluate((root) => {
        const viewport = root.querySelector('.mantine-Carousel-viewport')!.getBoundingClientRect();
        const slides = [...root.querySelectorAll('[data-testid="carousel-slide"]')].map((slide) =>
          slide.getBoundingClientRect(),
        );
        return { viewport: { left: viewport.left, right: viewport.right }, slides };
      });
      const gap = 16;
      for (const slide of sizes.slides) {
        // Each slot (the card and the gap after it) is exactly a 1/perView share of the row.
        expect(
          Math.abs(slide.width * perView - (sizes.viewport.right - sizes.viewport.left + gap)),
        ).toBeLessThan(2);
      }
      // A slide is either inside the row or entirely after it: never cut in part.
      for (const slide of sizes.slides) {
        const inside = slide.right - gap <= sizes.viewport.right + 1;
        const after = slide.left >= sizes.viewport.right - 1;
        expect(inside || after, `${label} slide at ${slide.left}-${slide.right}`).toBe(true);
      }
    }
    await screenshot(page, `browse-home-carousels-${width}`);
    expectClean(problems);
  });

  it('an unknown service slug shows the not-found page', async () => {
    const { page } = await openPage(VIEWPORTS.desktop);
    const res = await page.goto('/SingleServicePage/no-such-service-here');
    expect(res?.status()).toBe(404);
    const home = page.getByRole('link', { name: 'Go to home' });
    await home.waitFor();
    expect(await home.getAttribute('href')).toBe('/');
    expect(await page.getByRole('heading', { level: 1, name: 'Page not found' }).count()).toBe(1);
  });

  it('serves robots.txt and the sitemap with absolute URLs', async () => {
    const robots = await (await fetch(`${suite.server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${suite.server.url}/sitemap.xml`);
    const sitemap = await (await fetch(`${suite.server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${suite.server.url}/SingleServicePage/`);
    expect(sitemap).toContain(`<loc>${suite.server.url}/provider-details/`);
  });
});
