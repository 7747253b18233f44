/**
 * Total blocking time of two running builds, compared load by load (decision 104):
 *
 *   node --import tsx scripts/blocking-ab.ts http://127.0.0.1:3311 http://127.0.0.1:3312 \
 *     --paths /,/servicePageList/residential --runs 8
 *
 * Each run loads a page from build A, then from build B (the order alternates), in a fresh
 * Chromium context at 4× CPU slowdown on a 412 × 823 screen at 1.75×. The blocking time is
 * the sum over the `longtask` entries after first paint of (duration − 50 ms), as Lighthouse
 * counts it, but measured, not simulated. Interleaving keeps a busy machine's swings out of
 * the ratio. Chromium: CHROME_PATH, or /usr/bin/chromium.
 */
import { parseArgs } from 'node:util';

import { chromium, type Browser } from 'playwright-core';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    paths: { type: 'string', default: '/' },
    runs: { type: 'string', default: '8' },
  },
});
const [a, b] = positionals;
if (!a || !b) {
  console.error('usage: blocking-ab.ts <base URL A> <base URL B> [--paths /,/x] [--runs 8]');
  process.exit(2);
}

const LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
}).observe({ type: 'longtask', buffered: true });`;

async function blockingTime(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: LONG_TASKS });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1200);
    const tasks = await page.evaluate<[number, number][]>('window.__longTasks');
    const firstPaint = await page.evaluate<number>(
      `performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0`,
    );
    return Math.round(
      tasks
        .filter(([start]) => start >= firstPaint)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    );
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const runs = Number(args.runs);
  console.log('| page | A ms | B ms | A / B |\n|---|--:|--:|--:|');
  for (const path of args.paths.split(',')) {
    const times: { a: number[]; b: number[] } = { a: [], b: [] };
    for (let i = 0; i < runs; i++) {
      const order = i % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const);
      for (const which of order) {
        times[which].push(await blockingTime(browser, (which === 'a' ? a : b) + path));
      }
    }
    const [ma, mb] = [median(times.a), median(times.b)];
    console.log(`| ${path} | ${ma} | ${mb} | ${mb > 0 ? (ma / mb).toFixed(2) : '–'} |`);
  }
} finally {
  await browser.close();
}
