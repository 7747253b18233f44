import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import type {
  AllProvidersResponse,
  SellerServicesResponse,
  ServiceDetailResponse,
} from '../../src/shared/api/browse.ts';
import { apiSessionCookie, logIn, samplePng, waitForPath } from './support/account-steps.ts';
import { expectClean, screenshot, useBrowserSuite, VIEWPORTS } from './support/browser.ts';
import { animationsDone, scrolledToTop } from './support/settled.ts';

/**
 * Issue 25 §7's journeys in Chromium, at 1366 and 390 px: a member enquires, the provider (in
 * another browser) replies with a photo, the member sees it arrive in the open thread without a
 * reload, shares their contact details and the provider sees them, and nothing is reported; a
 * provider blocks a member who spams them, the member's open thread closes at once with only
 * "This conversation is closed", and the provider unblocks.
 */
const CUSTOMER = { name: 'customer@kiwiservices.co.nz', password: 'KiwiCustomer2026!' };
const PROVIDER = { name: 'provider@kiwiservices.co.nz', password: 'KiwiProvider2026!' };
const ADMIN = { name: 'admin@kiwiservices.co.nz', password: 'KiwiAdmin2026!' };
const WIDE = { width: 1366, height: 900 } as const;
const CLOSED = 'This conversation is closed';

const SIZES = [
  ['1366', WIDE],
  ['390', VIEWPORTS.mobile],
] as const;

describe('conversations in Chromium: enquiry to shared contact, and a block', () => {
  const suite = useBrowserSuite();
  const { openPage } = suite;
  /** The demo provider's services the demo customer has not enquired about: one per journey. */
  const targets: { slug: string; title: string }[] = [];

  async function apiJson<T>(path: string, cookie?: string): Promise<T> {
    const res = await fetch(`${suite.server.url}${path}`, { headers: cookie ? { cookie } : {} });
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  }

  beforeAll(async () => {
    const { seller } = await apiJson<AllProvidersResponse>(
      '/api/AllServiceProviders?q=Harbour%20City%20Plumbing',
    );
    const owner = seller.find((p) => p.business_name === 'Harbour City Plumbing')!;
    const customer = await apiSessionCookie(suite.server.url, CUSTOMER);
    const { sellerServices } = await apiJson<SellerServicesResponse>(
      `/api/seller-services?id=${owner.id}`,
    );
    for (const service of sellerServices) {
      const d = await apiJson<ServiceDetailResponse>(
        `/api/service-detail?id=${service.slug}`,
        customer,
      );
      if (d.enquired === 0) targets.push({ slug: service.slug, title: service.title });
    }
    expect(targets.length).toBeGreaterThanOrEqual(SIZES.length * 2);
  });

  /** Waits for the calls to end and the toasts and modals to finish animating. */
  async function settle(page: Page) {
    await page.waitForLoadState('networkidle');
    await animationsDone(page);
  }

  /** The open reports the admin queue holds (their conversation ids). */
  async function reportedConversations(): Promise<number[]> {
    const admin = await apiSessionCookie(suite.server.url, ADMIN);
    const { reports } = await apiJson<{ reports: { conversation: { id: number } }[] }>(
      '/api/admin/conversation-reports?per_page=100',
      admin,
    );
    return reports.map((r) => r.conversation.id);
  }

  /** The member emails about `target` and follows "Go to the conversation"; answers its id. */
  async function enquire(page: Page, target: { slug: string; title: string }, message: string) {
    await page.goto(`/SingleServicePage/${target.slug}`);
    await page.getByRole('heading', { name: target.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Email', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Email Harbour City Plumbing' });
    await dialog.getByLabel('Message').fill(message);
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await dialog.getByRole('link', { name: 'Go to the conversation' }).click();
    await page.waitForURL(/\/messages\/\d+$/, { timeout: 15_000 });
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await thread(page).getByText(message).waitFor();
    return id;
  }

  const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });

  /** No element is wider than the window (nothing to scroll sideways). */
  async function expectNoSidewaysScroll(page: Page) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'horizontal overflow (px)').toBeLessThanOrEqual(0);
  }

  /** A full-page screenshot, from the top (the sticky header then sits at the top). */
  async function shot(page: Page, name: string) {
    await settle(page);
    await expectNoSidewaysScroll(page);
    await scrolledToTop(page);
    await screenshot(page, name);
  }

  SIZES.forEach(([size, viewport], n) => {
    it(`a member enquires, the provider replies with a photo, the member sees it live and shares their contact (${size} px)`, async () => {
      const target = targets[n * 2]!;
      const reportedBefore = await reportedConversations();
      const member = await openPage(viewport);
      await logIn(member.page, CUSTOMER.name, CUSTOMER.password);
      const enquiry = `Kia ora, the hot water cylinder in our garage is leaking at the base (${size} px). Could you have a look this week?`;
      const id = await enquire(member.page, target, enquiry);
      await member.page.getByText('Sent', { exact: false }).first().waitFor();
      await shot(member.page, `conversations-1-member-thread-${size}`);
      // Anything that reloads the page drops this mark.
      await member.page.evaluate(() => {
        (window as unknown as { ksSamePage: boolean }).ksSamePage = true;
      });

      const provider = await openPage(viewport);
      await logIn(provider.page, PROVIDER.name, PROVIDER.password);
      await provider.page.goto('/messages');
      const item = provider.page
        .locator('article')
        .filter({ hasText: target.title })
        .filter({ hasText: 'the hot water cylinder' })
        .first();
      await item.waitFor();
      await shot(provider.page, `conversations-2-provider-list-${size}`);
      await item.getByRole('link').first().click();
      await waitForPath(provider.page, `/messages/${id}`);
      await thread(provider.page).getByText(enquiry).waitFor();
      await provider.page.evaluate(() => {
        (window as unknown as { ksSame: boolean }).ksSame = true;
      });
      // §2: no contact details until the member shares them.
      expect(await provider.page.getByRole('region', { name: 'Contact details' }).count()).toBe(0);
      expect(await provider.page.getByText(CUSTOMER.name).count()).toBe(0);
      const reply = `Kia ora! Thanks for the photo request. Here is a cylinder we replaced last week (${size} px).`;
      await provider.page.getByLabel('Message', { exact: true }).fill(reply);
      await provider.page.getByLabel('Attach photos or a PDF').setInputFiles({
        name: 'cylinder.png',
        mimeType: 'image/png',
        buffer: await samplePng(1200, 900),
      });
      await provider.page.getByRole('button', { name: 'Remove cylinder.png' }).waitFor();
      await shot(provider.page, `conversations-3-provider-reply-with-photo-${size}`);
      await provider.page.getByRole('button', { name: 'Send', exact: true }).click();
      await thread(provider.page).getByText(reply).waitFor();
      await thread(provider.page).getByRole('img', { name: 'Photo 1, open full size' }).waitFor();

      // The member's open thread shows the reply and its photo without a reload.
      await thread(member.page).getByText(reply).waitFor({ timeout: 10_000 });
      const photo = thread(member.page).getByRole('img', { name: 'Photo 1, open full size' });
      await photo.waitFor();
      await expect
        .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      expect(
        await member.page.evaluate(
          () => (window as unknown as { ksSamePage?: boolean }).ksSamePage,
        ),
      ).toBe(true);
      await shot(member.page, `conversations-4-member-sees-reply-live-${size}`);

      // The member shares their contact details.
      await member.page.getByRole('button', { name: 'Conversation actions' }).click();
      await member.page.getByRole('menuitem', { name: 'Share my contact details' }).click();
      const confirm = member.page.getByRole('dialog', { name: 'Share my contact details' });
      await confirm.waitFor();
      await settle(member.page);
      await screenshot(member.page, `conversations-5-member-share-confirm-${size}`, {
        fullPage: false,
      });
      await confirm.getByRole('button', { name: 'Share', exact: true }).click();
      await member.page
        .getByRole('note')
        .getByText('Your contact details are shared in this conversation.')
        .waitFor();
      await confirm.waitFor({ state: 'hidden' });
      await shot(member.page, `conversations-6-member-shared-${size}`);

      // The provider sees them.
      // The provider's open thread shows them without a reload (an `update` event).
      const contact = provider.page.getByRole('region', { name: 'Contact details' });
      await contact.waitFor({ timeout: 10_000 });
      await contact.getByRole('link', { name: CUSTOMER.name }).waitFor();
      await shot(provider.page, `conversations-7-provider-sees-contact-${size}`);
      expect(
        await provider.page.evaluate(() => (window as unknown as { ksSame?: boolean }).ksSame),
      ).toBe(true);

      // Nothing was reported.
      expect(await reportedConversations()).toEqual(reportedBefore);
      expect(reportedBefore).not.toContain(id);
      expectClean(member.problems);
      expectClean(provider.problems);
    });

    it(`a provider blocks a member who spams them, the member is told only that it is closed, and unblocks (${size} px)`, async () => {
      const target = targets[n * 2 + 1]!;
      const member = await openPage(viewport);
      await logIn(member.page, CUSTOMER.name, CUSTOMER.password);
      const id = await enquire(
        member.page,
        target,
        `BEST PRICES on roofing!!! Call now, cheap cheap cheap (${size} px)`,
      );
      const composer = member.page.getByLabel('Message', { exact: true });
      await composer.fill('Did you see my offer? Reply now!!!');
      await member.page.getByRole('button', { name: 'Send', exact: true }).click();
      await thread(member.page).getByText('Did you see my offer? Reply now!!!').waitFor();

      const provider = await openPage(viewport);
      await logIn(provider.page, PROVIDER.name, PROVIDER.password);
      await provider.page.goto(`/messages/${id}`);
      await thread(provider.page).getByText('Did you see my offer? Reply now!!!').waitFor();
      await provider.page.getByRole('button', { name: 'Conversation actions' }).click();
      await provider.page.getByRole('menuitem', { name: 'Block', exact: true }).click();
      const confirm = provider.page.getByRole('dialog', { name: /^Block / });
      await confirm.waitFor();
      await settle(provider.page);
      await screenshot(provider.page, `conversations-8-provider-block-confirm-${size}`, {
        fullPage: false,
      });
      await confirm.getByRole('button', { name: 'Block', exact: true }).click();
      await confirm.waitFor({ state: 'hidden' });
      const closedNotice = (page: Page) => page.getByRole('status').filter({ hasText: CLOSED });
      await closedNotice(provider.page).getByRole('button', { name: 'Unblock' }).waitFor();
      await shot(provider.page, `conversations-9-provider-blocked-${size}`);

      // The member's open thread closes at once (an update event, no reload): the box gives
      // way to a notice that says only that the conversation is closed.
      const notice = closedNotice(member.page);
      await notice.waitFor();
      expect((await notice.textContent())?.trim()).toBe(CLOSED);
      expect(await notice.getByRole('button').count()).toBe(0);
      expect(await member.page.getByLabel('Message', { exact: true }).count()).toBe(0);
      await member.page.getByRole('button', { name: 'Conversation actions' }).click();
      // The member may still block or report, but there is nothing to unblock on their side.
      await member.page.getByRole('menuitem', { name: 'Report' }).waitFor();
      expect(await member.page.getByRole('menuitem', { name: 'Unblock' }).count()).toBe(0);
      await member.page.keyboard.press('Escape');
      await shot(member.page, `conversations-10-member-thread-closed-live-${size}`);
      // The same on the next visit.
      await member.page.reload();
      await closedNotice(member.page).waitFor();
      expect(await member.page.getByLabel('Message', { exact: true }).count()).toBe(0);
      await shot(member.page, `conversations-11-member-sees-closed-${size}`);
      // The provider unblocks; the member can write again.
      await closedNotice(provider.page).getByRole('button', { name: 'Unblock' }).click();
      const unblock = provider.page.getByRole('dialog', { name: /^Unblock / });
      await unblock.getByRole('button', { name: 'Unblock', exact: true }).click();
      await unblock.waitFor({ state: 'hidden' });
      await provider.page.getByLabel('Message', { exact: true }).waitFor();
      await shot(provider.page, `conversations-12-provider-unblocked-${size}`);
      // The member's thread opens again without a reload.
      await member.page.getByLabel('Message', { exact: true }).fill('Sorry about before.');
      await member.page.getByRole('button', { name: 'Send', exact: true }).click();
      await thread(member.page).getByText('Sorry about before.').waitFor();
      await waitForPath(member.page, `/messages/${id}`);
      expectClean(provider.problems);
      expectClean(member.problems);
    });
  });
});
