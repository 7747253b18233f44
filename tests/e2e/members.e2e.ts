import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import type {
  AllProvidersResponse,
  SellerServicesResponse,
  ServiceDetailResponse,
} from '../../src/shared/api/browse.ts';
import { formatRating } from '../../src/web/lib/format.ts';
import { apiSessionCookie } from './support/account-steps.ts';
import { expectClean, screenshot, useBrowserSuite, VIEWPORTS } from './support/browser.ts';
import { animationsDone } from './support/settled.ts';

/**
 * The members' journeys of issue 10 in Chromium: a visitor clicks Email → login → back on the
 * service → email and call enquiries → the demo provider sees them in /enquiries and the dev
 * mailbox → the member leaves a 4-star review → the card and the provider page show the new
 * rating; a member adds a service from a card and edits the watchlist (desktop and phone).
 */
const CUSTOMER = { name: 'customer@kiwiservices.co.nz', password: 'KiwiCustomer2026!' };
const PROVIDER = { name: 'provider@kiwiservices.co.nz', password: 'KiwiProvider2026!' };
const MESSAGE =
  'Kia ora, could you come and look at a leaking kitchen tap next week? Thanks, Aroha';
const REVIEW = 'Arrived on time, fixed the tap in twenty minutes and left the kitchen spotless.';

describe('members in Chromium: enquiries, reviews, watchlist', () => {
  const suite = useBrowserSuite();
  const { openPage } = suite;
  /** A demo provider's service the demo customer has not enquired about yet. */
  let target: { slug: string; title: string; providerSlug: string; phone: string };

  async function apiJson<T>(path: string, cookie?: string): Promise<T> {
    const res = await fetch(`${suite.server.url}${path}`, {
      headers: cookie ? { cookie } : {},
    });
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  }

  beforeAll(async () => {
    const providers = await apiJson<AllProvidersResponse>(
      '/api/AllServiceProviders?q=Harbour%20City%20Plumbing',
    );
    const provider = providers.seller.find((p) => p.business_name === 'Harbour City Plumbing')!;
    const { sellerServices } = await apiJson<SellerServicesResponse>(
      `/api/seller-services?id=${provider.id}`,
    );
    const cookie = await apiSessionCookie(suite.server.url, CUSTOMER);
    for (const service of sellerServices) {
      const detail = await apiJson<ServiceDetailResponse>(
        `/api/service-detail?id=${service.slug}`,
        cookie,
      );
      if (detail.enquired === 0) {
        target = {
          slug: service.slug,
          title: service.title,
          providerSlug: provider.slug,
          phone: detail.services.phone_number,
        };
        break;
      }
    }
    expect(target).toBeDefined();
  });

  async function waitForPath(page: Page, path: string) {
    await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
  }

  /** Waits for the calls to end and the toasts and modals to finish animating. */
  async function settle(page: Page) {
    await page.waitForLoadState('networkidle');
    await animationsDone(page);
  }

  async function logIn(page: Page, account: { name: string; password: string }) {
    await page.getByLabel('Email/Username').fill(account.name);
    await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Login Successfully').waitFor();
  }

  /** The visitor's Email click: the login message, /Login, and back on the service. */
  async function emailAsVisitorThenLogIn(page: Page) {
    await page.goto(`/SingleServicePage/${target.slug}`);
    await page.getByRole('heading', { name: target.title, level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Add to Watchlist' }).count()).toBe(0);
    await settle(page);
    await screenshot(page, 'members-1-service-visitor-desktop');
    await page.getByRole('button', { name: 'Email', exact: true }).click();
    await page.getByText('Please login to your account!', { exact: true }).waitFor();
    await waitForPath(page, '/Login');
    await logIn(page, CUSTOMER);
    await waitForPath(page, `/SingleServicePage/${target.slug}`);
    await page.getByRole('button', { name: 'Add to Watchlist' }).waitFor();
  }

  async function sendEmailEnquiry(page: Page) {
    await page.getByRole('button', { name: 'Email', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Email Harbour City Plumbing' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await dialog.getByText('Message is required').waitFor();
    await dialog.getByLabel('Message').fill('Hi there');
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await dialog.getByText('Message must be at least 10 characters').waitFor();
    await settle(page);
    await screenshot(page, 'members-2-email-modal-errors-desktop', { fullPage: false });
    await dialog.getByLabel('Message').fill(MESSAGE);
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    // Issue 25: the enquiry opened a conversation; the modal says so and leads there.
    await dialog.getByRole('status').getByText('Enquiry send to service provider').waitFor();
    const toConversation = dialog.getByRole('link', { name: 'Go to the conversation' });
    const thread = await toConversation.getAttribute('href');
    expect(thread).toMatch(/^\/messages\/\d+$/);
    await settle(page);
    await screenshot(page, 'members-2b-enquiry-conversation-link-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    // The review form shows now: the server's flag (and the stored enquireProvider one).
    await page.getByRole('heading', { name: 'Write a review' }).waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage))).toContainEqual(
      expect.stringMatching(/^enquireProvider_\d+$/),
    );
    await settle(page);
    await screenshot(page, 'members-3-enquiry-sent-desktop');
    // From now on Email and Contact lead to the conversation (issue 25 §1), not a second enquiry.
    await page.getByRole('link', { name: 'Email', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Email', exact: true }).getAttribute('href')).toBe(
      thread,
    );
  }

  async function contactLeadsToConversation(page: Page) {
    const contact = page.getByRole('link', { name: 'Contact', exact: true });
    await contact.click();
    await page.waitForURL(/\/messages\/\d+$/);
    await page.getByText(MESSAGE).first().waitFor();
    await settle(page);
    await screenshot(page, 'members-4-contact-to-conversation-desktop', { fullPage: false });
    await page.goBack();
  }

  async function reviewWithFourStars(page: Page) {
    const form = page.getByRole('region', { name: 'Write a review' });
    await form.getByRole('button', { name: 'Submit review' }).click();
    await form.getByText('Review is required').waitFor();
    // The stars are labels of visually hidden radios: a person clicks the fourth star.
    const fourStars = form.getByRole('radio', { name: '4 stars', exact: true });
    await form.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
    expect(await fourStars.isChecked()).toBe(true);
    await form.getByLabel('Review').fill(REVIEW);
    await settle(page);
    await screenshot(page, 'members-5-review-form-desktop');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await page.getByText('Review has been added successfully').waitFor();
    await page.getByText(REVIEW).waitFor();
    await page.getByRole('heading', { name: 'Write a review' }).waitFor({ state: 'hidden' });
  }

  /** The provider's inbox: the enquiry unread, then marked as read; the email in /dev/mailbox. */
  async function providerSeesEnquiry(page: Page) {
    await page.goto('/Login');
    await logIn(page, PROVIDER);
    const headerLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: /^Enquiries/,
    });
    await headerLink.waitFor();
    await headerLink.click();
    await waitForPath(page, '/enquiries');
    const enquiry = page.locator('article').filter({ hasText: MESSAGE }).first();
    await enquiry.getByText('Unread').waitFor();
    await enquiry.getByRole('link', { name: target.title }).waitFor();
    // Issue 25 §2: the member's email and phone stay hidden until they share them.
    expect(await enquiry.textContent()).not.toContain(CUSTOMER.name);
    expect(await enquiry.locator('a[href^="mailto:"], a[href^="tel:"]').count()).toBe(0);
    await settle(page);
    await screenshot(page, 'members-7-provider-inbox-desktop');
    const unreadBefore = await page.getByRole('tab', { name: /Received/ }).textContent();
    await enquiry.getByRole('button', { name: 'Mark as read' }).click();
    await enquiry.getByRole('button', { name: 'Mark as read' }).waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByRole('tab', { name: /Received/ }).textContent())
      .not.toBe(unreadBefore);

    await page.goto('/dev/mailbox');
    const mail = page
      .locator('article')
      .filter({ hasText: `New enquiry about ${target.title}` })
      .filter({ hasText: MESSAGE })
      .first();
    await mail.waitFor();
    // The email leads to the conversation and carries no contact details of the member.
    expect(await mail.textContent()).not.toContain(CUSTOMER.name);
    await mail.getByRole('link', { name: /\/messages\/\d+$/ }).waitFor();
    await settle(page);
    await screenshot(page, 'members-8-dev-mailbox-desktop', { fullPage: false });
  }

  it('visitor → login → enquiry → provider inbox and mailbox → 4-star review → new rating everywhere', async () => {
    const { page, problems } = await openPage(VIEWPORTS.desktop);
    await emailAsVisitorThenLogIn(page);
    await sendEmailEnquiry(page);
    await contactLeadsToConversation(page);
    await reviewWithFourStars(page);

    // The new rating, from the public (anonymous, micro-cached) calls, shows on the pages.
    const detail = await apiJson<ServiceDetailResponse>(`/api/service-detail?id=${target.slug}`);
    const label = `Rated ${formatRating(detail.services.rating)} out of 5`;
    await page.getByRole('heading', { name: target.title, level: 1 }).waitFor();
    await page.getByRole('img', { name: label }).first().waitFor();
    await settle(page);
    await screenshot(page, 'members-6-reviewed-desktop');

    await page.goto(`/provider-details/${target.providerSlug}`);
    const card = page.getByTestId('service-card').filter({ hasText: target.title });
    await card.getByRole('img', { name: label }).waitFor();
    await card.getByText(`(${detail.services.total_reviews}`).waitFor();
    await settle(page);
    await screenshot(page, 'members-6b-provider-page-rating-desktop');
    expectClean(problems);

    const provider = await openPage(VIEWPORTS.desktop);
    await providerSeesEnquiry(provider.page);
    expectClean(provider.problems);
  });

  it('the service page, its modals and the inbox on a phone (390 px)', async () => {
    const { page, problems } = await openPage(VIEWPORTS.mobile);
    await page.goto('/Login');
    await logIn(page, CUSTOMER);
    await waitForPath(page, '/');
    await page.goto(`/SingleServicePage/${target.slug}`);
    await page.getByRole('button', { name: /Watchlist$/ }).waitFor();
    await settle(page);
    await screenshot(page, 'members-12-service-member-mobile');
    // The member enquired in the test above: Email and Contact lead to the conversation.
    await page.getByRole('link', { name: 'Contact', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Email', exact: true }).click();
    await page.waitForURL(/\/messages\/\d+$/);
    await page.getByText(MESSAGE).first().waitFor();
    await settle(page);
    await screenshot(page, 'members-13-conversation-mobile', { fullPage: false });
    await page.goto('/enquiries');
    await page.getByRole('heading', { name: 'Enquiries', level: 1 }).waitFor();
    await page.locator('article').first().waitFor();
    await settle(page);
    await screenshot(page, 'members-15-sent-enquiries-mobile', { fullPage: false });
    expectClean(problems);

    const provider = await openPage(VIEWPORTS.mobile);
    await provider.page.goto('/Login');
    await logIn(provider.page, PROVIDER);
    await waitForPath(provider.page, '/');
    await provider.page.getByRole('button', { name: 'Open menu' }).click();
    await provider.page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: /^Enquiries/ })
      .waitFor();
    await settle(provider.page);
    await screenshot(provider.page, 'members-16-provider-menu-mobile', { fullPage: false });
    await provider.page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: /^Enquiries/ })
      .click();
    await waitForPath(provider.page, '/enquiries');
    await provider.page.getByRole('tab', { name: /Received/ }).waitFor();
    await provider.page.locator('article').first().waitFor();
    await settle(provider.page);
    await screenshot(provider.page, 'members-17-provider-inbox-mobile', { fullPage: false });
    expectClean(provider.problems);
  });

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    it(`a member adds from a card, edits the watchlist and removes a service on ${device}`, async () => {
      const { page, problems } = await openPage(viewport);
      await page.goto('/Login');
      await logIn(page, CUSTOMER);
      await waitForPath(page, '/');

      await page.goto('/all-services');
      const add = page.getByRole('button', { name: /^Add to Watchlist: / }).first();
      const name = (await add.getAttribute('aria-label'))!.replace('Add to Watchlist: ', '');
      await add.click();
      await page.getByText('Added', { exact: true }).waitFor();
      await page
        .getByRole('button', { name: `Remove from Watchlist: ${name}` })
        .first()
        .waitFor();

      await page.goto('/Watchlist');
      await page.getByRole('heading', { name: 'Watchlist', level: 1 }).waitFor();
      await page.getByTestId('service-card').filter({ hasText: name }).first().waitFor();
      const before = await page.getByTestId('service-card').count();
      await settle(page);
      await screenshot(page, `members-9-watchlist-${device}`);

      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const remove = page.getByRole('button', { name: `Remove ${name}`, exact: true });
      await remove.waitFor();
      expect(
        await page
          .getByTestId('service-card')
          .first()
          .evaluate((el) => getComputedStyle(el).opacity),
      ).toBe('0.4');
      await settle(page);
      await screenshot(page, `members-10-watchlist-editing-${device}`);
      await remove.click();
      await page.getByText('Removed', { exact: true }).waitFor();
      await expect.poll(() => page.getByTestId('service-card').count()).toBe(before - 1);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
      await settle(page);
      await screenshot(page, `members-11-watchlist-after-${device}`);
      expectClean(problems);
    });
  }
});
