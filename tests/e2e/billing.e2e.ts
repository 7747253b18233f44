import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import {
  followMailboxLink,
  logIn,
  registerProvider,
  setPassword,
  settle,
  waitForPath,
} from './support/account-steps.ts';
import { expectClean, screenshot, useBrowserSuite, VIEWPORTS } from './support/browser.ts';

/**
 * Money (issue 22 §1): a provider subscribes with 4242…, cancels, and subscribes again the same
 * day: the thank-you page shows, nothing more is charged, auto-renewal is back on. The billing
 * history lists the one payment and its printable receipt; a declined card offers "Try another
 * card". At 1366 and 390 px.
 */
const PASSWORD = 'Pohutukawa-in-bloom-2026';
const WIDE = { width: 1366, height: 768 };

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/** axe-core's WCAG A/AA violations on the page (target size 24 px included), as lines. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<unknown> } }).axe;
    const result = (await axe.run({
      resultTypes: ['violations'],
      rules: { 'target-size': { enabled: true } },
    })) as { violations: { id: string; nodes: { target: string[] }[] }[] };
    return result.violations;
  });
  return violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function newProvider(page: Page, tag: string): Promise<void> {
  const email = `${tag}.${Date.now().toString(36)}@rata-electrical.co.nz`;
  await registerProvider(page, email, `Rata Electrical ${tag}`);
  await followMailboxLink(page, email);
  await setPassword(page, PASSWORD);
  await logIn(page, email, PASSWORD);
}

/** Get Started on /subscription, the card form filled with `card`; returns the dialog. */
async function openCardForm(page: Page, card: string) {
  await page.goto('/subscription');
  await settle(page, 'List your services on Kiwi Services');
  await page.getByRole('button', { name: 'Get Started' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Pay by card' });
  await fillCard(page, card);
  return dialog;
}

async function fillCard(page: Page, card: string) {
  const dialog = page.getByRole('dialog', { name: 'Pay by card' });
  await dialog.getByLabel('Name on card').fill('Hemi Walker');
  await dialog.getByLabel('Card number').fill(card);
  await dialog.getByLabel('MM').fill('12');
  await dialog.getByLabel('YY').fill('34');
  await dialog.getByLabel('CVC').fill('123');
}

async function thankYou(page: Page) {
  await waitForPath(page, '/thank-you');
  await settle(page, 'Your have buy subscrpition successfully!');
}

async function cancelOnAccountPage(page: Page) {
  await page.goto('/accountDetails');
  await page.getByText(/^Renews on \d{2} \w+ \d{4}$/).waitFor();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('dialog', { name: 'Cancel subscription' }).waitFor();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await page.getByText('Unsubscribed', { exact: true }).waitFor();
  await page.getByText(/^Listed until \d{2} \w+ \d{4}$/).waitFor();
}

/** The billing history (`count` rows, the newest paid), then that payment's receipt. */
async function billingAndReceipt(page: Page, suffix: string, count: number) {
  await page.goto('/accountDetails');
  await page.getByRole('link', { name: 'Billing history' }).click();
  await waitForPath(page, '/billing');
  await settle(page, 'Billing history');
  const rows = page.getByRole('article');
  await rows.first().getByText('NZ$30.00').waitFor();
  expect(await rows.count()).toBe(count);
  await rows.first().getByText('NZ$3.91').waitFor();
  await rows.first().getByText('Paid', { exact: true }).waitFor();
  await screenshot(page, `billing-history-${suffix}`);
  expect(await axeViolations(page)).toEqual([]);
  await rows.first().getByRole('link', { name: 'Receipt' }).click();
  await settle(page, 'Tax invoice');
  await page.getByText('GST number: 123-456-789').waitFor();
  await page.getByText(/^Kiwi Services listing subscription, \d{2} \w+ \d{4} to /).waitFor();
  await page.getByRole('button', { name: 'Print' }).waitFor();
  await screenshot(page, `billing-receipt-${suffix}`);
  expect(await axeViolations(page)).toEqual([]);
  // Printed: the receipt alone (print CSS hides the header, menu, footer and buttons).
  await page.emulateMedia({ media: 'print' });
  await screenshot(page, `billing-receipt-print-${suffix}`, { fullPage: false });
  await page.emulateMedia({ media: 'screen' });
}

describe('money: re-subscribe without a second charge, billing history and receipts', () => {
  const { openPage } = useBrowserSuite();

  it('subscribe, cancel, subscribe again: thank-you, no second payment, renewal back on (1366 px)', async () => {
    const { page, problems } = await openPage(WIDE);
    await newProvider(page, 'again');
    const first = await openCardForm(page, '4242 4242 4242 4242');
    await first.getByRole('button', { name: /^Pay/ }).click();
    await thankYou(page);

    await cancelOnAccountPage(page);
    await settle(page, 'Account details');
    await screenshot(page, 'billing-account-listed-until-desktop');

    await page.goto('/subscription');
    await settle(page, 'List your services on Kiwi Services');
    await page.getByText(/^Listed until \d{2} \w+ \d{4}$/).waitFor();
    await screenshot(page, 'billing-subscription-listed-until-desktop');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Get Started' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Pay by card' });
    await dialog.getByText(/Nothing is charged today/).waitFor();
    await fillCard(page, '4242 4242 4242 4242');
    await screenshot(page, 'billing-resume-card-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Turn auto-renewal back on' }).click();
    await thankYou(page);
    // The page itself says nothing was charged (the toast says it too).
    await page
      .getByRole('main')
      .getByText(/nothing was charged today/)
      .waitFor();
    await screenshot(page, 'billing-resume-thank-you-desktop', { fullPage: false });

    await page.goto('/accountDetails');
    await page.getByText('Subscribed', { exact: true }).waitFor();
    await page.getByText(/^Renews on \d{2} \w+ \d{4}$/).waitFor();
    await billingAndReceipt(page, 'desktop', 1);
    expectClean(problems);
  });

  it('the history and receipt on a phone; a declined card offers "Try another card" (390 px)', async () => {
    const { page, problems } = await openPage(VIEWPORTS.mobile);
    await newProvider(page, 'phone');
    const declined = await openCardForm(page, '4000 0000 0000 0002');
    await declined.getByRole('button', { name: /^Pay/ }).click();
    await waitForPath(page, '/something-went-wrong');
    await settle(page, 'Something went wrong');
    await screenshot(page, 'billing-declined-mobile');
    await page.getByRole('link', { name: 'Try another card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay by card' });
    await dialog.waitFor();
    await fillCard(page, '4242 4242 4242 4242');
    await dialog.getByRole('button', { name: /^Pay/ }).click();
    await thankYou(page);

    await page.goto('/accountDetails');
    await page.getByText(/^Renews on \d{2} \w+ \d{4}$/).waitFor();
    await settle(page, 'Account details');
    await screenshot(page, 'billing-account-renews-mobile');
    // The declined attempt is listed too (no receipt).
    await billingAndReceipt(page, 'mobile', 2);
    expectClean(problems);
  });
});
