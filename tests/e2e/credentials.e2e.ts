import { beforeAll, describe, expect, it } from 'vitest';

import type { AllProvidersResponse, SellerServicesResponse } from '../../src/shared/api/browse.ts';
import { CREDENTIAL_TEXTS } from '../../src/shared/api/credentials.ts';
import { apiSessionCookie, logIn } from './support/account-steps.ts';
import { apiOf, DEMO, mailTo } from './support/api-steps.ts';
import { expectClean, screenshot, useBrowserSuite, VIEWPORTS } from './support/browser.ts';

/**
 * Issue 27 §6's badge journey in Chromium, at 390 and 1366 px: a provider without badges adds
 * an LBP number with its class (phone); the admin opens the register's search for it and
 * approves it with today's date; the badge then shows on the provider's card, the filter
 * "Checked licence or registration" finds the service, and the service page names the badge
 * with the date it was checked. The generated demo providers have no password: the admin
 * emails one a password link (the users screen's action), and the link sets one.
 */
const PASSWORD = 'Kowhai-licence-check-27';
const WIDE = { width: 1366, height: 900 } as const;
const LBP = 'BP104233';
/** Four sessions and a dozen steps: a bound for a hung journey on a busy machine. */
const JOURNEY_TIMEOUT_MS = 180_000;

type Target = {
  id: number;
  name: string;
  email: string;
  service: { slug: string; title: string; sub: string; city: string };
};

describe('checked badges in Chromium: an LBP number from the account to the cards', () => {
  const suite = useBrowserSuite();
  const { openPage } = suite;
  let target: Target;

  beforeAll(async () => {
    const api = apiOf(suite.server.url);
    const { seller } = await api<AllProvidersResponse>('/api/AllServiceProviders?per_page=50');
    const provider = seller.find((p) => p.badges.length === 0 && p.total_reviews > 0)!;
    expect(provider, 'a demo provider without badges').toBeDefined();
    const { sellerServices } = await api<SellerServicesResponse>(
      `/api/seller-services?id=${provider.id}`,
    );
    const service = sellerServices[0]!;
    // The admin emails the provider a password link; the link sets PASSWORD.
    const admin = await apiSessionCookie(suite.server.url, DEMO.admin);
    await api(`/api/admin/users/${provider.id}/password-link`, { cookie: admin, body: {} });
    const { messages } = await api<{ messages: { to: string; text: string }[] }>(
      '/api/dev/mailbox?per_page=50',
    );
    const to =
      messages.find((m) => m.text.includes(`Kia ora ${provider.business_name},`))?.to ?? '';
    const mail = await mailTo(api, to, /set-password\?token=/);
    const token = /set-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    await api('/api/password/set', { body: { token, password: PASSWORD } });
    target = {
      id: provider.id,
      name: provider.business_name,
      email: mail.to,
      service: {
        slug: service.slug,
        title: service.title,
        sub: service.subcat.slug,
        city: service.city,
      },
    };
  });

  it(
    'adds, checks and shows an LBP badge, and the filter finds it',
    async () => {
      // 1. The provider adds the LBP number and its class (390 px).
      const provider = await openPage(VIEWPORTS.mobile);
      await logIn(provider.page, target.email, PASSWORD);
      await provider.page.goto('/account/credentials');
      const form = provider.page.getByRole('form', { name: 'Add a licence or badge' });
      await form
        .getByRole('combobox', { name: 'What are you adding?' })
        .selectOption({ label: 'Licensed Building Practitioner' });
      await form.getByRole('textbox', { name: 'LBP number' }).fill('BP10423');
      await form.getByRole('button', { name: 'Add' }).click();
      await form.getByText(CREDENTIAL_TEXTS.lbpShape).first().waitFor();
      await form.getByRole('textbox', { name: 'LBP number' }).fill(LBP);
      await form.getByRole('checkbox', { name: 'Carpentry' }).check();
      await screenshot(provider.page, 'credentials-1-add-lbp-phone');
      await form.getByRole('button', { name: 'Add' }).click();
      await provider.page.getByText(CREDENTIAL_TEXTS.added).first().waitFor();
      await provider.page.getByText('Waiting for our check').first().waitFor();
      expectClean(provider.problems);

      // 2. The admin checks it against the register and approves it (1366 px).
      const admin = await openPage(WIDE);
      await logIn(admin.page, DEMO.admin.name, DEMO.admin.password);
      await admin.page.goto('/admin/credentials');
      const item = admin.page.getByRole('article').filter({ hasText: target.email }).first();
      const register = item.getByRole('link', { name: /Search the register/ });
      expect(await register.getAttribute('href')).toContain(LBP);
      expect(await register.getAttribute('target')).toBe('_blank');
      await screenshot(admin.page, 'credentials-2-admin-queue-desktop');
      await item.getByRole('button', { name: 'Approve' }).click();
      await item.waitFor({ state: 'detached' });
      expectClean(admin.problems);
      await mailTo(apiOf(suite.server.url), target.email, /LBP|Licensed Building/);

      // 3. A visitor filters by a checked licence and sees the badge on the card (1366 px).
      const visitor = await openPage(WIDE);
      await visitor.page.goto(
        `/search-services?service=${target.service.sub}&city=${encodeURIComponent(target.service.city)}`,
      );
      const filter = visitor.page.getByRole('checkbox', {
        name: /Checked licence or registration/,
      });
      await screenshot(visitor.page, 'credentials-3a-before-filter-desktop', { fullPage: false });
      await filter.first().check();
      // The side panel applies its filters with its Search button.
      await visitor.page.getByRole('button', { name: 'Search', exact: true }).first().click();
      await expect.poll(() => visitor.page.url(), { timeout: 15_000 }).toContain('verified_only=1');
      const card = visitor.page
        .getByRole('article')
        .filter({ hasText: target.service.title })
        .first();
      await card.getByRole('img', { name: 'Checked: LBP: Carpentry' }).waitFor();
      await screenshot(visitor.page, 'credentials-3-filtered-cards-desktop', { fullPage: false });
      expectClean(visitor.problems);

      // 4. The service page names the badge and the date it was checked (390 px).
      const phone = await openPage(VIEWPORTS.mobile);
      await phone.page.goto(`/SingleServicePage/${target.service.slug}`);
      const badge = phone.page.getByText(/^LBP: Carpentry, checked \d{1,2} \w{3} \d{4}$/).first();
      await badge.waitFor();
      await badge.scrollIntoViewIfNeeded();
      await screenshot(phone.page, 'credentials-4-service-page-phone', { fullPage: false });
      expectClean(phone.problems);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
