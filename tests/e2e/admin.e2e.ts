import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import type { CategoryListResponse } from '../../src/shared/api/catalogue.ts';
import { minimalPdf } from '../helpers/files.ts';
import { expectClean, screenshot, useBrowserSuite, VIEWPORTS } from './support/browser.ts';
import { animationsDone } from './support/settled.ts';

/**
 * The admin console in Chromium (issue 11): the demo provider adds two services through the API;
 * the admin approves one in /admin/moderation and it shows in the public search and on its page;
 * the admin rejects the other with a reason, the owner's list call carries it and the owner
 * reads it on /all-services-sp. Screenshots of every admin screen (desktop) and the dashboard
 * on a phone.
 */
const ADMIN = { name: 'admin@kiwiservices.co.nz', password: 'KiwiAdmin2026!' };
const PROVIDER = { name: 'provider@kiwiservices.co.nz', password: 'KiwiProvider2026!' };
const RUN = Date.now().toString(36);
const APPROVE_TITLE = `Heat pump servicing ${RUN}`;
const REJECT_TITLE = `Gutter cleaning ${RUN}`;
const REASON = 'The pictures show another business; please upload your own.';

type Session = { cookie: string; id: number };

describe('the admin console in Chromium', () => {
  const suite = useBrowserSuite();
  const { openPage } = suite;
  let provider: Session;
  let approveSlug = '';
  let rejectSlug = '';

  async function apiLogin(name: string, password: string): Promise<Session> {
    const res = await fetch(`${suite.server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: suite.server.url },
      body: JSON.stringify({ name, password }),
    });
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const body = (await res.json()) as { result: { id: number } };
    return { cookie, id: body.result.id };
  }

  /** POST /api/add-service as the demo provider: a new pending service; returns its slug. */
  async function addService(title: string, picture: Buffer): Promise<string> {
    const list = (await (
      await fetch(`${suite.server.url}/api/category-list`)
    ).json()) as CategoryListResponse;
    const sub = list.subCategory[0]!;
    const form = new FormData();
    const fields: Record<string, string> = {
      category_id: String(sub.category_id),
      subCategory_id: String(sub.id),
      'service_type[]': 'residential',
      title,
      description: 'Servicing and cleaning of heat pumps and gutters across Wellington.',
      business_name: 'Kiwi Demo Plumbing',
      aboutService: 'Licensed and insured',
      aboutService1: 'Same-week visits',
      city: 'Wellington',
      suburb: 'Karori',
      about: 'A family business since 2004.',
      contact_name: 'Mere',
      phone_number: '021 555 0101',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const png = new Blob([new Uint8Array(picture)], { type: 'image/png' });
    form.append('main_service_image', png, 'main.png');
    form.append('service_image[]', png, 'gallery.png');
    const res = await fetch(`${suite.server.url}/api/add-service`, {
      method: 'POST',
      headers: { cookie: provider.cookie, origin: suite.server.url },
      body: form,
    });
    const body = (await res.json()) as { status: number; result: { slug: string } };
    expect(body.status, JSON.stringify(body)).toBe(1);
    return body.result.slug;
  }

  /** A contact message and a career application with a résumé, as visitors send them. */
  async function sendSubmissions() {
    const headers = { origin: suite.server.url };
    const contact = await fetch(`${suite.server.url}/api/contact`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Hemi Walker',
        email: `hemi.${RUN}@example.co.nz`,
        subject: 'Listing my business',
        message: 'Kia ora, how long does approval of a new service usually take?',
      }),
    });
    expect(contact.status).toBe(200);
    const form = new FormData();
    form.append('first_name', 'Ana');
    form.append('last_name', 'Tupou');
    form.append('email', `ana.${RUN}@example.co.nz`);
    form.append('role', 'Customer support');
    form.append('cover_note', 'I have five years of support experience in Auckland.');
    form.append(
      'resume',
      new Blob([new Uint8Array(minimalPdf())], { type: 'application/pdf' }),
      'Ana CV.pdf',
    );
    const careers = await fetch(`${suite.server.url}/api/careers`, {
      method: 'POST',
      headers,
      body: form,
    });
    expect(careers.status).toBe(200);
  }

  beforeAll(async () => {
    provider = await apiLogin(PROVIDER.name, PROVIDER.password);
    const picture = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 13, g: 122, b: 82 } },
    })
      .png()
      .toBuffer();
    await sendSubmissions();
    approveSlug = await addService(APPROVE_TITLE, picture);
    rejectSlug = await addService(REJECT_TITLE, picture);
  });

  async function logIn(page: Page, who: { name: string; password: string } = ADMIN) {
    await page.goto('/Login');
    await page.getByLabel('Email/Username').fill(who.name);
    await page.getByRole('textbox', { name: 'Password' }).fill(who.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Login Successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  }

  /** Waits for the screen's heading and for the network to be quiet. */
  async function settle(page: Page, heading: string) {
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await animationsDone(page);
  }

  /** Types into the moderation search and waits for the one card of that title. */
  async function findInQueue(page: Page, title: string) {
    await page.getByLabel('Search by title').fill(title);
    const card = page.getByRole('article', { name: title });
    await card.waitFor();
    return card;
  }

  it('approves a new service (public at once) and rejects another with a reason', async () => {
    const { page, problems } = await openPage();
    await logIn(page);
    await page.getByRole('link', { name: 'Admin' }).first().click();
    await settle(page, 'Dashboard');
    await page.locator('.recharts-surface').first().waitFor();
    await screenshot(page, 'admin-dashboard');

    await page.getByRole('link', { name: 'Moderation' }).click();
    await settle(page, 'Moderation');
    await screenshot(page, 'admin-moderation');

    // Approve: the service is public at once (search and its page).
    const card = await findInQueue(page, APPROVE_TITLE);
    await card.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Service approved').waitFor();
    await page.goto(`/all-services?q=${encodeURIComponent(APPROVE_TITLE)}`);
    await page.getByText(APPROVE_TITLE).first().waitFor();
    await page.goto(`/SingleServicePage/${approveSlug}`);
    await page.getByRole('heading', { name: APPROVE_TITLE }).first().waitFor();
    await screenshot(page, 'admin-approved-public-page');

    // Reject: the reason is required, then sent; the owner's list carries it.
    await page.goto('/admin/moderation');
    const other = await findInQueue(page, REJECT_TITLE);
    await other.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this service' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('A reason is required').waitFor();
    await screenshot(page, 'admin-reject-reason-required', { fullPage: false });
    await dialog.getByLabel('Reason').fill(REASON);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Service rejected').waitFor();

    const own = (await (
      await fetch(`${suite.server.url}/api/seller-services?id=${provider.id}&per_page=100`, {
        headers: { cookie: provider.cookie },
      })
    ).json()) as { sellerServices: { slug: string; status: string; rejection_reason: string }[] };
    expect(own.sellerServices.find((s) => s.slug === rejectSlug)).toMatchObject({
      status: 'rejected',
      rejection_reason: REASON,
    });

    await page.getByRole('link', { name: 'Audit log' }).click();
    await settle(page, 'Audit log');
    await page.getByText(REASON).first().waitFor();
    await screenshot(page, 'admin-audit');
    expectClean(problems);

    // The owner sees the reason on Listed Services.
    const owner = await openPage();
    await logIn(owner.page, PROVIDER);
    await owner.page.goto('/all-services-sp');
    await owner.page.getByText(`Reason: ${REASON}`).first().waitFor();
    await owner.page.getByText(REASON).first().scrollIntoViewIfNeeded();
    await screenshot(owner.page, 'admin-rejected-owner-list', { fullPage: false });
    expectClean(owner.problems);
  });

  it('shows every admin screen', async () => {
    const { page, problems } = await openPage();
    await logIn(page);
    const screens: [string, string, string][] = [
      ['/admin/catalogue', 'Categories', 'admin-catalogue'],
      ['/admin/ads', 'Ads', 'admin-ads'],
      ['/admin/users', 'Users', 'admin-users'],
      ['/admin/reviews', 'Reviews', 'admin-reviews'],
      ['/admin/enquiries', 'Enquiries', 'admin-enquiries'],
      ['/admin/messages', 'Messages', 'admin-messages'],
    ];
    for (const [path, heading, name] of screens) {
      await page.goto(path);
      await settle(page, heading);
      await screenshot(page, name);
    }
    // Messages: the résumé downloads, an application is marked handled.
    await page.goto('/admin/messages');
    await page.getByRole('tab', { name: 'Career applications' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the résumé of Ana Tupou' }).first().click();
    expect((await download).suggestedFilename()).toBe('Ana CV.pdf');
    await screenshot(page, 'admin-messages-careers');
    await page.getByRole('button', { name: 'Mark handled' }).first().click();
    await page.getByText('Marked as handled').waitFor();

    await page.goto('/admin/users');
    await page.getByLabel('Search by name, email or business').fill('provider@kiwiservices');
    await page.getByText('1 result').waitFor();
    await page.getByRole('button', { name: 'Suspend' }).click();
    await page.getByRole('dialog', { name: 'Suspend this user' }).waitFor();
    await animationsDone(page);
    await screenshot(page, 'admin-users-suspend', { fullPage: false });
    expectClean(problems);
  });

  it('fits the dashboard on a phone', async () => {
    const { page, problems } = await openPage(VIEWPORTS.mobile);
    await logIn(page);
    await page.goto('/admin');
    await settle(page, 'Dashboard');
    await page.locator('.recharts-surface').first().waitFor();
    await screenshot(page, 'admin-dashboard-phone');
    expectClean(problems);
  });

  it('sends a provider away from /admin', async () => {
    const { page, problems } = await openPage();
    await logIn(page, PROVIDER);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    expectClean(problems);
  });
});
