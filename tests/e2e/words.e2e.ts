import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import type { SearchSuggestResponse } from '../../src/shared/api/browse.ts';
import { expectClean, screenshot, useBrowserSuite } from './support/browser.ts';
import { animationsDone } from './support/settled.ts';

/**
 * Everyday words in Chromium (issue 24 §3): the demo start loaded the words, so "sparky" leads
 * to Electricians; the admin opens the words of Electricians in /admin/catalogue, adds one, and
 * the suggestions follow at once. Screenshots of the dialog at 1366 and 390 px wide.
 */
const ADMIN = { name: 'admin@kiwiservices.co.nz', password: 'KiwiAdmin2026!' };
const WORD = `zapper ${Date.now().toString(36)}`;

describe('everyday words in Chromium', () => {
  const suite = useBrowserSuite();
  const { openPage } = suite;

  const suggest = async (q: string): Promise<SearchSuggestResponse> =>
    (await (
      await fetch(`${suite.server.url}/api/search-suggest?q=${encodeURIComponent(q)}`)
    ).json()) as SearchSuggestResponse;

  async function logIn(page: Page) {
    await page.goto('/Login');
    await page.getByLabel('Email/Username').fill(ADMIN.name);
    await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Login Successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  }

  async function openWords(page: Page) {
    await page.goto('/admin/catalogue');
    await page.getByRole('heading', { name: 'Categories', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Everyday words for Electricians' }).click();
    const dialog = page.getByRole('dialog', { name: 'Everyday words for Electricians' });
    await dialog.getByRole('listitem').filter({ hasText: 'sparky' }).first().waitFor();
    await animationsDone(page);
    return dialog;
  }

  it('the demo words lead to their sub category; the admin adds one and it works at once', async () => {
    expect((await suggest('sparky')).subcategories[0]?.name).toBe('Electricians');
    expect((await suggest('Leaky tap')).subcategories[0]?.name).toBe('Plumbers');

    const { page, problems } = await openPage({ width: 1366, height: 900 });
    await logIn(page);
    const dialog = await openWords(page);
    await screenshot(page, 'words-admin-dialog', { fullPage: false });

    await dialog.getByLabel('New everyday word').fill(WORD);
    await dialog.getByRole('button', { name: 'Add word' }).click();
    await page.getByText('The word was added').waitFor();
    await dialog.getByRole('listitem').filter({ hasText: WORD }).waitFor();
    expect((await suggest(WORD)).subcategories[0]?.name).toBe('Electricians');

    await dialog.getByRole('button', { name: `Remove ${WORD}` }).click();
    await page.getByText('The word was removed').waitFor();
    expect((await suggest(WORD)).subcategories.map((s) => s.name)).not.toContain('Electricians');
    expectClean(problems);
  });

  it('fits the words dialog on a phone', async () => {
    const { page, problems } = await openPage({ width: 390, height: 844 });
    await logIn(page);
    await openWords(page);
    await screenshot(page, 'words-admin-dialog-phone', { fullPage: false });
    expectClean(problems);
  });
});
