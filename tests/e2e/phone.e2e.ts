import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { logIn, settle } from './support/account-steps.ts';
import { expectClean, screenshot, SCREENSHOTS_DIR, useBrowserSuite } from './support/browser.ts';
import { smallTargets } from './support/target-size.ts';

/** Issue 22 §6 and §8: the public pages at 390 px (and 1366 px), the head, a refused edit. */

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1366, height: 800 } as const;

type Sample = {
  service: { slug: string; title: string; subSlug: string; city: string };
  provider: { slug: string; name: string };
  /** A service of a provider other than the demo provider. */
  foreignSlug: string;
  landing: string;
};

/** Real slugs from the demo data, through the API as any client finds them. */
async function sample(base: string): Promise<Sample> {
  const list = (await (await fetch(`${base}/api/all-services`)).json()) as {
    services: {
      slug: string;
      title: string;
      city: string;
      seller_slug: string;
      business_name: string;
      subcat: { slug: string };
    }[];
  };
  const s = list.services[0]!;
  const foreign = list.services.find((x) => x.business_name !== 'Harbour City Plumbing')!;
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const landing = /<loc>[^<]*?(\/services\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!landing) throw new Error('the sitemap lists no landing page');
  return {
    service: { slug: s.slug, title: s.title, subSlug: s.subcat.slug, city: s.city },
    provider: { slug: s.seller_slug, name: s.business_name },
    foreignSlug: foreign.slug,
    landing,
  };
}

function publicPages(d: Sample): [string, string][] {
  return [
    ['home', '/'],
    ['list', `/ServiceListDetails/${d.service.subSlug}`],
    ['search', `/search-services?service=${d.service.subSlug}&city=${d.service.city}`],
    ['service', `/SingleServicePage/${d.service.slug}`],
    ['provider', `/provider-details/${d.provider.slug}`],
    ['providers', '/all-service-providers'],
    ['landing', d.landing],
  ];
}

/** Loads a page and waits until its data and pictures have arrived. */
async function load(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Carousel arrows that overlap a card (slide) of their own carousel. */
const arrowsOverCards = (page: Page) =>
  page.evaluate(() => {
    const overlaps: string[] = [];
    for (const carousel of document.querySelectorAll('.ks-cards-carousel')) {
      const viewport = carousel.querySelector('.mantine-Carousel-viewport');
      const area = viewport?.getBoundingClientRect();
      if (!area) continue;
      for (const arrow of carousel.querySelectorAll('.ks-cards-carousel-controls button')) {
        const a = arrow.getBoundingClientRect();
        if (a.width === 0) continue;
        const apart =
          a.bottom <= area.top ||
          a.top >= area.bottom ||
          a.right <= area.left ||
          a.left >= area.right;
        if (!apart) overlaps.push(arrow.getAttribute('aria-label') ?? 'arrow');
      }
    }
    return overlaps;
  });

/** The footer's service columns: open or not, and the links each lists. */
const footerColumns = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('footer details')].map((details) => ({
      title: details.querySelector('h2')?.textContent ?? '',
      open: (details as HTMLDetailsElement).open,
      // A closed disclosure's content still has boxes; it is not rendered (content-visibility).
      linksVisible: [...details.querySelectorAll('a')].some((a) => a.checkVisibility()),
      hrefs: [...details.querySelectorAll('a')].map((a) => a.getAttribute('href')),
    })),
  );

/**
 * Carousel pictures whose chosen rendition (its `w` descriptor) is narrower than their slot
 * (in device pixels) while a wider one is offered: a picture whose widest file is narrower than
 * the slot (a small upload) can do no better.
 */
const narrowRenditions = (page: Page) =>
  page.evaluate(() => {
    const narrow: string[] = [];
    const pictures = document.querySelectorAll<HTMLImageElement>(
      '.mantine-Carousel-root img[srcset]',
    );
    for (const img of pictures) {
      if (!img.currentSrc || img.clientWidth === 0) continue;
      const candidates = img.srcset.split(',').map((part) => {
        const [url, w] = part.trim().split(/\s+/);
        return { href: new URL(url!, location.href).href, width: Number(w?.replace('w', '')) };
      });
      const width = candidates.find((c) => c.href === img.currentSrc)?.width ?? 0;
      const widest = Math.max(...candidates.map((c) => c.width));
      if (width < img.clientWidth * devicePixelRatio && width < widest) {
        narrow.push(`${img.currentSrc} (${width}w) in a ${img.clientWidth} px slot`);
      }
    }
    return { narrow, count: pictures.length };
  });

const headOf = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map(
      (l) => (l as HTMLLinkElement).href,
    ),
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '{}') as { '@type': string; name?: string },
    ),
  }));

describe('phones (390 px), targets and the head (issue 22 §6)', () => {
  const suite = useBrowserSuite();
  let data: Sample;
  beforeAll(async () => {
    data = await sample(suite.server.url);
  });

  it('the public pages at 390 px: no sideways scroll, arrows beside cards, a collapsed footer without repeats, 24 × 24 targets', async () => {
    const { page, problems } = await suite.openPage(PHONE);
    for (const [name, path] of publicPages(data)) {
      await load(page, path);
      expect(await horizontalOverflow(page), `${name}: sideways scroll`).toBeLessThanOrEqual(0);
      expect(await arrowsOverCards(page), `${name}: arrows over cards`).toEqual([]);
      expect(await smallTargets(page), `${name}: targets under 24 × 24 px`).toEqual([]);
      await screenshot(page, `phone-${name}-390`);
    }
    // The footer: three closed service columns; opened, they list no link twice.
    const closed = await footerColumns(page);
    expect(closed.map((c) => c.title)).toEqual(['Residential', 'Commercial', 'Trades']);
    expect(closed.every((c) => !c.open && !c.linksVisible)).toBe(true);
    for (const title of ['Residential', 'Commercial', 'Trades']) {
      await page.locator('footer summary', { hasText: title }).click();
    }
    const opened = await footerColumns(page);
    expect(opened.every((c) => c.open && c.linksVisible)).toBe(true);
    const hrefs = opened.flatMap((c) => c.hrefs);
    expect(hrefs.length).toBeGreaterThan(0);
    expect(new Set(hrefs).size, 'a service link listed twice').toBe(hrefs.length);
    expect(await smallTargets(page), 'footer opened: targets under 24 × 24 px').toEqual([]);
    await page
      .locator('footer')
      .screenshot({ path: join(SCREENSHOTS_DIR, 'phone-footer-open-390.png') });
    // The home page's banners: their titles as text a phone can read (14 px and up).
    await load(page, '/');
    const caption = page.getByText('List your business on Kiwi Services ›');
    await caption.waitFor();
    const size = await caption.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(14);
    await screenshot(page, 'phone-home-top-390', { fullPage: false });
    expectClean(problems);
  });

  it('the public pages at 1366 px: 24 × 24 targets, open footer columns, carousel pictures as wide as their slot', async () => {
    const { page, problems } = await suite.openPage(DESKTOP);
    for (const [name, path] of publicPages(data)) {
      await load(page, path);
      expect(await horizontalOverflow(page), `${name}: sideways scroll`).toBeLessThanOrEqual(0);
      expect(await smallTargets(page), `${name}: targets under 24 × 24 px`).toEqual([]);
      const footer = await footerColumns(page);
      expect(
        footer.every((c) => c.linksVisible),
        `${name}: footer columns shown`,
      ).toBe(true);
      if (name === 'home' || name === 'service') {
        await page.evaluate(() =>
          document.querySelectorAll('img').forEach((img) => (img.loading = 'eager')),
        );
        await page.waitForLoadState('networkidle');
        const { narrow, count } = await narrowRenditions(page);
        expect(count, `${name}: carousel pictures with a srcset`).toBeGreaterThan(0);
        expect(narrow, `${name}: renditions narrower than their slot`).toEqual([]);
      }
      await screenshot(page, `phone-${name}-1366`, { fullPage: false });
    }
    expectClean(problems);
  });

  it('after a client-side navigation the head is the new page’s: title, canonical, og:url, JSON-LD', async () => {
    const { page, problems } = await suite.openPage(DESKTOP);
    const base = suite.server.url;
    await load(page, `/SingleServicePage/${data.service.slug}`);
    const first = await headOf(page);
    expect(first.jsonLd.map((j) => j['@type'])).toContain('Service');

    // Into the provider's page through the app's own link (no page load).
    await page.getByRole('button', { name: 'View More' }).click();
    await page.getByRole('link', { name: `See all services by ${data.provider.name}` }).click();
    await page.waitForURL((url) => url.pathname === `/provider-details/${data.provider.slug}`);
    const address = `${base}/provider-details/${data.provider.slug}`;
    // The head follows once the provider's data has arrived.
    await page.waitForFunction(
      (href) =>
        document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href === href &&
        !document.title.startsWith('Service provider') &&
        document.querySelector<HTMLMetaElement>('meta[property="og:title"]')?.content ===
          document.title,
      address,
    );
    const next = await headOf(page);
    expect(next.title).toBe(`${data.provider.name} | Kiwi Services`);
    expect(next.canonicals).toEqual([address]);
    expect(next.ogUrl).toBe(address);
    expect(next.ogTitle).toBe(next.title);
    const types = next.jsonLd.map((j) => j['@type']);
    expect(types).not.toContain('Service');
    expect(types.slice(0, 2)).toEqual(['LocalBusiness', 'BreadcrumbList']);
    expect(next.jsonLd[0]?.name).toBe(data.provider.name);

    // And what a crawler gets for the same address is the same head.
    const served = await (await fetch(address)).text();
    expect(served).toContain(`<link rel="canonical" href="${address}" />`);
    expect(served).toContain(`<meta property="og:url" content="${address}" />`);
    await screenshot(page, 'phone-head-after-navigation', { fullPage: false });
    expectClean(problems);
  });

  it("another provider's edit page says the service is not theirs", async () => {
    const { page, problems } = await suite.openPage(PHONE);
    await page.goto('/Login');
    await logIn(page, 'provider@kiwiservices.co.nz', 'KiwiProvider2026!');
    await page.goto(`/edit-service/${data.foreignSlug}`);
    await page
      .getByRole('heading', { level: 1, name: 'This service is not yours to edit' })
      .waitFor();
    await expect(page.getByText(/Something went wrong/i).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /Retry/i }).count()).resolves.toBe(0);
    const link = page.getByRole('link', { name: 'Go to your services' });
    expect(await link.getAttribute('href')).toBe('/all-services-sp');
    await screenshot(page, 'phone-edit-not-yours-390', { fullPage: false });
    await link.click();
    await settle(page, /services/i);
    await screenshot(page, 'phone-provider-header-390', { fullPage: false });
    problems.consoleErrors = problems.consoleErrors.filter((line) => !line.includes('403'));
    expectClean(problems);
  });

  it('a toast never covers the header’s links', async () => {
    const { page, problems } = await suite.openPage(DESKTOP);
    await page.goto('/Login');
    await page.getByLabel('Email/Username').fill('provider@kiwiservices.co.nz');
    await page.getByRole('textbox', { name: 'Password' }).fill('KiwiProvider2026!');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const toast = page.getByText('Login Successfully');
    await toast.waitFor();
    await page.waitForTimeout(400);
    const header = (await page.locator('header').first().boundingBox())!;
    const box = (await page.locator('.ks-toasts [role="alert"]').first().boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    await screenshot(page, 'phone-toast-under-header-1366', { fullPage: false });
    expectClean(problems);
  });

  it('an open menu is never under a toast (the phone drawer, the Services dropdown)', async () => {
    /** What the visitor would touch at a point: the toast, the drawer or a menu. */
    const topAt = (page: Page, x: number, y: number) =>
      page.evaluate(
        ([px, py]) => {
          const el = document.elementFromPoint(px!, py!);
          return {
            inToast: el?.closest('.ks-toasts') !== null,
            inDrawer: el?.closest('#site-menu-drawer') !== null,
            inMenu: el?.closest('[role="menu"]') !== null,
          };
        },
        [x, y],
      );
    const toastBox = async (page: Page) =>
      (await page.locator('.ks-toasts [role="alert"]').first().boundingBox())!;
    const topAtToast = async (page: Page) => {
      const box = await toastBox(page);
      return topAt(page, box.x + box.width / 2, box.y + box.height / 2);
    };
    const login = async (page: Page) => {
      await page.goto('/Login');
      await page.getByLabel('Email/Username').fill('provider@kiwiservices.co.nz');
      await page.getByRole('textbox', { name: 'Password' }).fill('KiwiProvider2026!');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText('Login Successfully').waitFor();
      await page.waitForTimeout(400);
    };
    const phone = await suite.openPage(PHONE);
    await login(phone.page);
    expect(await topAtToast(phone.page)).toMatchObject({ inToast: true });
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    await phone.page.locator('#site-menu-drawer').getByRole('link').first().waitFor();
    await phone.page.waitForTimeout(300);
    expect(await topAtToast(phone.page)).toMatchObject({ inToast: false, inDrawer: true });
    await screenshot(phone.page, 'phone-drawer-over-toast-390', { fullPage: false });
    expectClean(phone.problems);
    const desktop = await suite.openPage(DESKTOP);
    await login(desktop.page);
    await desktop.page.getByRole('button', { name: 'Services' }).click();
    await desktop.page.getByRole('menuitem', { name: 'Add Service' }).waitFor();
    const menu = (await desktop.page.getByRole('menu').boundingBox())!;
    const toast = await toastBox(desktop.page);
    // The dropdown opens over the toast's place: in their overlap, the dropdown is on top.
    const left = Math.max(menu.x, toast.x);
    const right = Math.min(menu.x + menu.width, toast.x + toast.width);
    const top = Math.max(menu.y, toast.y);
    const bottom = Math.min(menu.y + menu.height, toast.y + toast.height);
    expect(right - left).toBeGreaterThan(0);
    expect(bottom - top).toBeGreaterThan(0);
    expect(await topAt(desktop.page, (left + right) / 2, (top + bottom) / 2)).toMatchObject({
      inToast: false,
      inMenu: true,
    });
    await screenshot(desktop.page, 'phone-services-menu-over-toast-1366', { fullPage: false });
    expectClean(desktop.problems);
  });
});
