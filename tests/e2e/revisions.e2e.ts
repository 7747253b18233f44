import { join } from 'node:path';

import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import type { CategoryListResponse } from '../../src/shared/api/catalogue.ts';
import { logIn, settle, waitForPath } from './support/account-steps.ts';
import {
  expectClean,
  screenshot,
  SCREENSHOTS_DIR,
  useBrowserSuite,
  VIEWPORTS,
} from './support/browser.ts';

/**
 * An edit of an approved service held for review (issue 22 §2, decision 106), in Chromium: the
 * demo provider edits an approved service (new title, a photo removed, a photo added); a
 * visitor still sees the approved title on the service page and in the search; the admin sees
 * the field-by-field comparison with the photos added and removed, and approves; the visitor
 * then sees the new title.
 */
const ADMIN = { name: 'admin@kiwiservices.co.nz', password: 'KiwiAdmin2026!' };
const PROVIDER = { name: 'provider@kiwiservices.co.nz', password: 'KiwiProvider2026!' };
const RUN = Date.now().toString(36);
const OLD_TITLE = `Heat pump servicing ${RUN}`;
const NEW_TITLE = `Heat pump and ventilation servicing ${RUN}`;

type Session = { cookie: string; id: number };

const picture = (r: number, g: number, b: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

describe('an edit held for review in Chromium', () => {
  const suite = useBrowserSuite();
  const { openPage } = suite;
  let slug = '';
  let serviceId = 0;

  async function apiLogin(who: { name: string; password: string }): Promise<Session> {
    const res = await fetch(`${suite.server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: suite.server.url },
      body: JSON.stringify(who),
    });
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const body = (await res.json()) as { result: { id: number } };
    return { cookie, id: body.result.id };
  }

  /** The demo provider adds a service through the API (main + two gallery photos). */
  async function addService(provider: Session): Promise<{ id: number; slug: string }> {
    const list = (await (
      await fetch(`${suite.server.url}/api/category-list`)
    ).json()) as CategoryListResponse;
    const sub = list.subCategory[0]!;
    const form = new FormData();
    const fields: Record<string, string> = {
      category_id: String(sub.category_id),
      subCategory_id: String(sub.id),
      'service_type[]': 'residential',
      title: OLD_TITLE,
      description: 'Servicing and cleaning of heat pumps across Wellington.',
      business_name: 'Kiwi Demo Heating',
      aboutService: 'Licensed and insured',
      aboutService1: 'Same-week visits',
      city: 'Wellington',
      suburb: 'Karori',
      about: 'A family business since 2004.',
      contact_name: 'Mere',
      phone_number: '021 555 0101',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const png = async (r: number, g: number, b: number) =>
      new Blob([new Uint8Array(await picture(r, g, b))], { type: 'image/png' });
    form.append('main_service_image', await png(13, 122, 82), 'main.png');
    form.append('service_image[]', await png(200, 80, 40), 'orange.png');
    form.append('service_image[]', await png(40, 80, 200), 'blue.png');
    const res = await fetch(`${suite.server.url}/api/add-service`, {
      method: 'POST',
      headers: { cookie: provider.cookie, origin: suite.server.url },
      body: form,
    });
    const body = (await res.json()) as { status: number; result: { id: number; slug: string } };
    expect(body.status, JSON.stringify(body)).toBe(1);
    return body.result;
  }

  beforeAll(async () => {
    const provider = await apiLogin(PROVIDER);
    ({ id: serviceId, slug } = await addService(provider));
    const admin = await apiLogin(ADMIN);
    const approved = await fetch(`${suite.server.url}/api/admin/services/${serviceId}/approve`, {
      method: 'POST',
      headers: {
        cookie: admin.cookie,
        origin: suite.server.url,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(approved.status).toBe(200);
  });

  /** A visitor's view of the service page: its heading. */
  async function visitorSees(title: string, shot: string) {
    const { page, problems } = await openPage();
    await page.goto(`/SingleServicePage/${slug}`);
    await page.getByRole('heading', { name: title }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, shot);
    const search = await (
      await fetch(`${suite.server.url}/api/all-services?q=${encodeURIComponent(RUN)}`)
    ).json();
    expect(JSON.stringify(search)).toContain(title);
    expectClean(problems);
  }

  /** The provider edits the approved service: new title, first photo removed, one added. */
  async function providerEdits() {
    const { page, problems } = await openPage();
    await logIn(page, PROVIDER.name, PROVIDER.password);
    await page.goto(`/edit-service/${slug}`);
    await settle(page, 'Edit Service');
    await page.getByText('The approved version stays public').waitFor();
    await page.getByLabel('Listing title').fill(NEW_TITLE);
    await page.getByRole('button', { name: 'Remove image 1', exact: true }).click();
    await page.getByText('Image has been deleted').waitFor();
    await page.locator('input[type="file"][multiple]').setInputFiles({
      name: 'yellow.png',
      mimeType: 'image/png',
      buffer: await picture(230, 200, 30),
    });
    await page.getByRole('img', { name: 'Preview of yellow.png' }).waitFor();
    await screenshot(page, 'revisions-provider-edit');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Business Information' }).waitFor();
    await page.getByRole('button', { name: 'Go Live' }).click();
    await waitForPath(page, '/all-services-sp');
    const card = page.getByTestId('owner-service-card').filter({ hasText: OLD_TITLE });
    await card.getByText('Changes waiting for review').waitFor();
    await screenshot(page, 'revisions-provider-list');
    // Opening the form again shows what was submitted, not the approved version.
    await page.goto(`/edit-service/${slug}`);
    await settle(page, 'Edit Service');
    expect(await page.getByLabel('Listing title').inputValue()).toBe(NEW_TITLE);
    expectClean(problems);
  }

  /** The admin's comparison on a phone (the table scrolls sideways inside the card). */
  async function phoneComparison() {
    const { page, problems } = await openPage(VIEWPORTS.mobile);
    await logIn(page, ADMIN.name, ADMIN.password);
    await page.goto('/admin/moderation');
    await settle(page, 'Moderation');
    await page.getByLabel('Search by title').fill(OLD_TITLE);
    const card = page.getByRole('article', { name: OLD_TITLE });
    await card.getByTestId('revision-comparison').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'revisions-admin-comparison-mobile');
    expectClean(problems);
  }

  it('keeps the approved version public until the admin approves the comparison', async () => {
    await visitorSees(OLD_TITLE, 'revisions-visitor-before');
    await providerEdits();
    await visitorSees(OLD_TITLE, 'revisions-visitor-held');

    const { page, problems } = await openPage(VIEWPORTS.desktop);
    await logIn(page, ADMIN.name, ADMIN.password);
    await page.goto('/admin/moderation');
    await settle(page, 'Moderation');
    await page.getByLabel('Search by title').fill(OLD_TITLE);
    const card = page.getByRole('article', { name: OLD_TITLE });
    const comparison = card.getByTestId('revision-comparison');
    await comparison.waitFor();
    const titleRow = comparison.getByRole('row').filter({ hasText: 'Title' }).first();
    await titleRow.getByText('Changed').waitFor();
    await titleRow.getByText(NEW_TITLE).waitFor();
    expect(await comparison.getByRole('img', { name: /^Photos added/ }).count()).toBe(1);
    expect(await comparison.getByRole('img', { name: /^Photos removed/ }).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'revisions-admin-moderation');
    await card.screenshot({ path: join(SCREENSHOTS_DIR, 'revisions-admin-comparison.png') });
    await phoneComparison();
    await card.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Service approved').waitFor();
    expectClean(problems);

    await visitorSees(NEW_TITLE, 'revisions-visitor-after');
    // Six pages in three sessions: 27 s on a quiet machine, over 60 s under a loaded CI run.
  }, 120_000);
});
