import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

import { ROOT_DIR, startServer, type RunningServer } from './server.ts';

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
    if (message.type() !== 'error') return;
    // A failed load names no address in its text: add where it came from.
    const { url } = message.location();
    problems.consoleErrors.push(url ? `${message.text()} (${url})` : message.text());
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

/** Fails the test if the page threw, logged a console error or had a request fail. */
export function expectClean(problems: PageProblems): void {
  expect(problems.errors, 'uncaught page errors').toEqual([]);
  expect(problems.consoleErrors, 'console errors').toEqual([]);
  expect(problems.failedRequests, 'failed requests').toEqual([]);
}

/**
 * Server-rendered pages show their content before their JavaScript runs (issue 13): after a
 * full page load, wait until the app has hydrated (html[data-hydrated]) before interacting,
 * as a person would wait for a page to respond.
 */
export function waitForHydrationOnLoad(page: Page): void {
  const hydrated = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('ks-ssr-state') ||
        document.documentElement.dataset.hydrated === 'true',
    );
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/**
 * The pages of one test file: each opens in a fresh browser context (no shared cookies or
 * storage) on the test server, watched for problems; closeAll() ends them after each test.
 */
export class BrowserPages {
  private readonly contexts: BrowserContext[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
  ) {}

  async open(
    viewport: { width: number; height: number } = VIEWPORTS.desktop,
    deviceScaleFactor = 1,
  ): Promise<{ page: Page; problems: PageProblems }> {
    const context = await this.browser.newContext({
      viewport,
      deviceScaleFactor,
      baseURL: this.baseURL,
    });
    this.contexts.push(context);
    const page = await context.newPage();
    waitForHydrationOnLoad(page);
    return { page, problems: watchPage(page, this.baseURL) };
  }

  async closeAll(): Promise<void> {
    while (this.contexts.length > 0) await this.contexts.pop()?.close();
  }
}

export type BrowserSuite = {
  /** The test server (available from the file's first beforeAll on). */
  readonly server: RunningServer;
  /** A fresh page (own context) at `viewport` (and pixel density), watched for problems. */
  openPage(
    viewport?: { width: number; height: number },
    deviceScaleFactor?: number,
  ): ReturnType<BrowserPages['open']>;
};

/**
 * The shared set-up of an e2e file: starts the server and Chromium before the file's tests,
 * closes every page after each test, and stops both at the end. Call it inside describe().
 */
export function useBrowserSuite(): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let pages: BrowserPages | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    pages = new BrowserPages(browser, server.url);
  });
  afterEach(async () => {
    await pages?.closeAll();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useBrowserSuite: the suite has not started');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    openPage: (viewport, deviceScaleFactor) => started(pages).open(viewport, deviceScaleFactor),
  };
}
