import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { screenshot } from './browser.ts';
import { animationsDone } from './settled.ts';

/** Steps of the account journeys shared by the e2e files: paths, mailbox links, logging in. */

export async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

/** Waits for the page's heading and for any toast to finish animating in. */
export async function settle(page: Page, heading: string | RegExp) {
  await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await animationsDone(page);
}

/** Opens /dev/mailbox and follows the newest password link sent to `email`. */
export async function followMailboxLink(page: Page, email: string, shotName?: string) {
  await page.goto('/dev/mailbox');
  const message = page
    .locator('article')
    .filter({ hasText: `To ${email}` })
    .first();
  await message.waitFor();
  if (shotName) {
    await settle(page, 'Dev mailbox');
    await screenshot(page, shotName);
  }
  await message.getByRole('link', { name: /set-password\?token=/ }).click();
  await waitForPath(page, '/set-password');
}

export async function setPassword(page: Page, password: string, shotName?: string) {
  await page.getByRole('textbox', { name: 'New password' }).waitFor();
  // The token left the address bar as soon as the page opened.
  expect(new URL(page.url()).search).toBe('');
  if (shotName) {
    await settle(page, 'Choose your password');
    await screenshot(page, shotName);
  }
  await page.getByRole('textbox', { name: 'New password' }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await waitForPath(page, '/Login');
}

export async function logIn(page: Page, name: string, password: string, remember = false) {
  if (new URL(page.url()).pathname !== '/Login') await page.goto('/Login');
  await page.getByLabel('Email/Username').fill(name);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  if (remember) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByText('Login Successfully').waitFor();
  await waitForPath(page, '/');
}

/** Logs an account in through the API (no page); returns its session cookie for fetch. */
export async function apiSessionCookie(
  baseUrl: string,
  account: { name: string; password: string },
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(account),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A real PNG (a green card with a white circle) of the given size. */
export function samplePng(width = 320, height = 200): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 13, g: 122, b: 82 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) * 0.35}" fill="#ffffff"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
}

/** Registers a provider with a logo at /Registers/SP (ends on /Login). */
export async function registerProvider(page: Page, email: string, businessName: string) {
  await page.goto('/Registers/SP');
  await page.getByLabel('Business Name').fill(businessName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contact Person Name').fill('Tama Wilson');
  await page.getByLabel('Contact Number').fill('0275551234');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await samplePng(),
  });
  await page
    .getByLabel('Description')
    .fill('Certified plumbers and gasfitters serving Auckland since 2009. Hot water, leaks.');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await waitForPath(page, '/Login');
}

/** Picks an option of a searchable Mantine select by typing part of it. */
export async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(option.slice(0, 6));
  await page.getByRole('option', { name: option, exact: true }).click();
}
