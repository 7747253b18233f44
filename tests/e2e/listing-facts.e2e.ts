import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { choose, logIn, settle, waitForPath } from './support/account-steps.ts';
import { expectClean, screenshot, useBrowserSuite, VIEWPORTS } from './support/browser.ts';
import { scrolledToTop } from './support/settled.ts';

/**
 * Listing facts people compare (issue 24 §1, §1b): the demo provider adds a service offered in
 * Riccarton, Addington and all of Wellington at $85 an hour, switches off "Taking new work"
 * with a back-on date, and the service page and the public cards say so (1366 and 390 px).
 */
const PROVIDER = { email: 'provider@kiwiservices.co.nz', password: 'KiwiProvider2026!' };
const DESKTOP = { width: 1366, height: 900 };

function photoJpeg(r: number, g: number, b: number): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function shot(page: Page, name: string) {
  await scrolledToTop(page);
  await screenshot(page, name);
}

/** A date `days` from now, YYYY-MM-DD (well clear of today in New Zealand). */
const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function fillStepOne(page: Page, title: string) {
  await choose(page, 'Category', 'Plumbing & Gas');
  await choose(page, 'Sub Category', 'Plumbers');
  await page.getByRole('checkbox', { name: 'Residential' }).check();
  await page.getByLabel('Listing title').fill(title);
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: 'main.jpg',
      mimeType: 'image/jpeg',
      buffer: await photoJpeg(13, 122, 82),
    });
  await page.getByRole('img', { name: 'Preview of main.jpg' }).waitFor();
  await page.locator('input[type="file"][multiple]').setInputFiles({
    name: 'van.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoJpeg(30, 90, 160),
  });
  await page.getByRole('img', { name: 'Preview of van.jpg' }).waitFor();
  await page.getByLabel('Description').fill('Burst pipes and leaky taps fixed the same day.');
  await page.getByLabel('About service 1').fill('Certifying plumbers.');
  await page.getByLabel('About service 2').fill('Tidy, on time.');
}

/** Picks an area of the multi-select by typing part of it. */
async function addArea(page: Page, typed: string, option: string) {
  const input = page.getByLabel('Where you offer this service', { exact: true }).first();
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('listing facts in Chromium', () => {
  const { openPage } = useBrowserSuite();

  it('a provider states areas and a price, pauses new work, and the listing says so', async () => {
    const { page, problems } = await openPage(DESKTOP);
    await logIn(page, PROVIDER.email, PROVIDER.password);
    await page.goto('/add-service');
    await settle(page, 'Add Service');
    const title = `Riccarton leak fixes ${Date.now().toString(36)}`;
    await fillStepOne(page, title);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Business Information' }).waitFor();
    await choose(page, 'City', 'Christchurch');
    await choose(page, 'Suburb', 'Riccarton');
    // The default: all of the listed city.
    await page.getByText('With none chosen: all of Christchurch', { exact: false }).waitFor();
    await addArea(page, 'adingtn', 'Addington, Christchurch');
    await addArea(page, 'wellingt', 'All of Wellington');
    await page.getByRole('combobox', { name: 'Price', exact: true }).click();
    await page.getByRole('option', { name: 'Per hour', exact: true }).click();
    await page.getByLabel('Amount in dollars').fill('85');
    await page.getByText('NZD, GST included').first().waitFor();
    await shot(page, 'listing-facts-form-desktop');
    await page.getByRole('button', { name: 'Go Live' }).click();
    await waitForPath(page, '/all-services-sp');
    const card = page.getByTestId('owner-service-card').filter({ hasText: title });
    await card.getByText('Pending', { exact: true }).waitFor();

    await page.goto('/accountDetails');
    await settle(page, 'Account details');
    await page.getByRole('switch', { name: 'Taking new work' }).uncheck();
    await page.getByLabel('Back on (optional)').fill(daysAhead(10));
    await page.getByRole('button', { name: 'Save availability' }).click();
    await page.getByText(/Your listings say: Not taking new work until/).waitFor();
    await shot(page, 'listing-facts-availability-desktop');

    await page.goto('/all-services-sp');
    await settle(page, 'Listed Services');
    const href = await card.getByRole('link', { name: title }).first().getAttribute('href');
    // The owner's card links to the edit form: the service page is /SingleServicePage/{slug}.
    await page.goto(`/SingleServicePage/${href!.split('/').pop()!}`);
    await page.getByTestId('service-price').waitFor();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByTestId('service-price').getByText('$85 an hour').waitFor();
    expect(await page.getByText('NZD, GST included').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('service-areas').textContent()).toBe(
      // Addington was added beside the default "All of Christchurch", which covers it.
      'Riccarton, Christchurch; All of Christchurch; All of Wellington',
    );
    await page
      .getByTestId('service-availability')
      .getByText(/^Not taking new work until /)
      .waitFor();
    const servicePath = new URL(page.url()).pathname;
    await shot(page, 'listing-facts-service-desktop');

    // A public list: the demo provider's approved plumbers in Wellington carry the badge.
    await page.goto('/services/plumbers/wellington');
    await page.getByTestId('card-availability').first().waitFor();
    await shot(page, 'listing-facts-cards-desktop');

    // On a phone: the service page and the short coverage on the cards.
    const phone = await openPage(VIEWPORTS.mobile);
    await logIn(phone.page, PROVIDER.email, PROVIDER.password);
    await phone.page.goto(servicePath);
    await phone.page.getByTestId('service-availability').waitFor();
    await shot(phone.page, 'listing-facts-service-mobile');
    await phone.page.goto('/services/plumbers/wellington');
    await phone.page.getByTestId('card-availability').first().waitFor();
    await shot(phone.page, 'listing-facts-cards-mobile');

    // Back to taking new work, so the demo stays as it was.
    await page.goto('/accountDetails');
    await settle(page, 'Account details');
    await page.getByRole('switch', { name: 'Taking new work' }).check();
    await page.getByRole('button', { name: 'Save availability' }).click();
    await page.getByText('Your listings say you are taking new work.').waitFor();
    expectClean(problems);
    expectClean(phone.problems);
  });
});
