import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { chromium, type Browser, type Page } from 'playwright-core';

import { ROOT_DIR } from './server.ts';

/** Chromium flags that work headless, as root, offline and without a GPU. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SCREENSHOTS_DIR = join(ROOT_DIR, 'tests', 'e2e', 'screenshots');

/** The Chromium binary: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Launches headless Chromium, or explains how to install it. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/**
 * Saves a screenshot (the full page unless `fullPage: false`) to
 * tests/e2e/screenshots/<name>.png, with transitions finished, and returns its path.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const path = join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: options.fullPage ?? true, animations: 'disabled' });
  return path;
}

export type PageProblems = {
  /** Uncaught exceptions in the page. */
  errors: string[];
  /** console.error lines (CSP violations and failed loads show up here too). */
  consoleErrors: string[];
  /** Same-origin requests that answered 5xx or failed outright. */
  failedRequests: string[];
};

/** Records what went wrong in a page, to assert it stayed clean. */
export function watchPage(page: Page, origin: string): PageProblems {
  const problems: PageProblems = { errors: [], consoleErrors: [], failedRequests: [] };
  page.on('pageerror', (err) => problems.errors.push(err.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('requestfailed', (request) => {
    // A navigation cancels the previous page's requests (net::ERR_ABORTED): not a failure.
    const reason = request.failure()?.errorText ?? '';
    if (request.url().startsWith(origin) && !reason.includes('ERR_ABORTED')) {
      problems.failedRequests.push(`${request.method()} ${request.url()}: ${reason}`);
    }
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 500) {
      problems.failedRequests.push(
        `${response.request().method()} ${response.url()}: ${response.status()}`,
      );
    }
  });
  return problems;
}
