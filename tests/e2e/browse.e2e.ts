import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { ServiceListResponse } from '../../src/shared/api/browse.ts';
import {
  launchBrowser,
  screenshot,
  VIEWPORTS,
  watchPage,
  type PageProblems,
} from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * The browse journey of issue 3: home → search → results → service page → provider page, on a
 * desktop and a phone, with a screenshot of every step.
 */
describe('browse and search in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext | undefined;
  /** A demo service whose sub category, city and suburb the journey searches for. */
  let target: { subName: string; city: string; suburb: string };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const res = await fetch(`${server.url}/api/all-services?sort=rating&per_page=1`);
    const body = (await res.json()) as ServiceListResponse;
    const service = body.services[0]!;
    target = { subName: service.subcat.name, city: service.city, suburb: service.suburb };
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function openPage(viewport: { width: number; height: number }) {
    context = await browser.newContext({ viewport, baseURL: server.url });
    const page = await context.newPage();
    return { page, problems: watchPage(page, server.url) };
  }

  function expectClean(problems: PageProblems) {
    expect(problems.errors, 'uncaught page errors').toEqual([]);
    expect(problems.consoleErrors, 'console errors').toEqual([]);
    expect(problems.failedRequests, 'failed requests').toEqual([]);
  }

  /** Picks an option of a searchable Mantine select by typing part of it. */
  async function choose(page: Page, label: string, option: string) {
    const input = page.getByRole('combobox', { name: label, exact: true });
    await input.click();
    await input.fill(option.slice(0, 6));
    await page.getByRole('option', { name: option, exact: true }).click();
  }

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

      await page.getByRole('button', { name: 'Private note' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Place bid' }).waitFor();
      await page.keyboard.press('Escape');

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
    await page.getByTestId('reset-overlay').waitFor();
    await page.getByTestId('reset-overlay').waitFor({ state: 'detached' });

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

  it('an unknown service slug shows the not-found page', async () => {
    const { page } = await openPage(VIEWPORTS.desktop);
    await page.goto('/SingleServicePage/no-such-service-here');
    await page.getByRole('link', { name: 'Go to home' }).waitFor();
  });

  it('serves robots.txt and the sitemap with absolute URLs', async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${server.url}/SingleServicePage/`);
    expect(sitemap).toContain(`<loc>${server.url}/provider-details/`);
  });
});
