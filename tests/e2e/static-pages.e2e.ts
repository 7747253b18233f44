import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { expectClean, screenshot, useBrowserSuite, VIEWPORTS } from './support/browser.ts';
import { animationsDone } from './support/settled.ts';

/**
 * Static pages and the Contact and Careers forms in Chromium (issue 12): every footer page opens
 * (no 404, its own heading, title, description and canonical link, listed in the sitemap); a
 * contact message and a career application with a real PDF are sent and both reach the dev
 * mailbox; screenshots of each page at phone and desktop widths.
 */
const FOOTER_PAGES = [
  { link: 'About Us', path: '/AboutUs', heading: 'About Us' },
  {
    link: 'Community Environment',
    path: '/CommunityEnvironment',
    heading: 'Community Environment',
  },
  { link: 'Privacy Policy', path: '/PricvacyPolicy', heading: 'Privacy Policy' },
  { link: 'Terms of Use', path: '/terms', heading: 'Terms of use' },
  { link: 'FAQs', path: '/Faqs', heading: 'FAQs' },
  { link: 'Contact Us', path: '/ContactUs', heading: 'Contact Us' },
  { link: 'Careers', path: '/Careers', heading: 'Careers' },
];
/** Pages reached from the footer pages' 'read more' links. */
const DETAIL_PAGES = [
  { path: '/AboutsUsDetails', heading: 'How Kiwi Services works' },
  { path: '/CommunityEnvironmentDetails', heading: 'Community guidelines' },
];

/** A small, real one-page PDF with a line of text (valid xref offsets). */
function resumePdf(): Buffer {
  const stream = 'BT /F1 18 Tf 72 720 Td (Aroha Ngata - Curriculum vitae) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('static pages, contact and careers in Chromium', () => {
  const suite = useBrowserSuite();
  const { openPage } = suite;

  async function settle(page: Page, heading: string) {
    await page.getByRole('heading', { name: heading, level: 1, exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await animationsDone(page);
  }

  async function expectMeta(page: Page, path: string, heading: string) {
    expect(await page.title()).toBe(`${heading} | Kiwi Services`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0, `${path} description`).toBeGreaterThan(60);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${suite.server.url}${path}`,
    );
  }

  it('opens every footer link: a heading, its own title, description and canonical, no 404', async () => {
    const { page, problems } = await openPage();
    await page.goto('/');
    const descriptions = new Set<string>();
    for (const { link, path, heading } of FOOTER_PAGES) {
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await settle(page, heading);
      expect(await page.getByText('Page not found').count()).toBe(0);
      await expectMeta(page, path, heading);
      descriptions.add(
        (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
      );
    }
    expect(descriptions.size).toBe(FOOTER_PAGES.length);

    await page.goto('/AboutUs');
    await page.getByRole('link', { name: 'Read more about how Kiwi Services works' }).click();
    await settle(page, DETAIL_PAGES[0]!.heading);
    await expectMeta(page, DETAIL_PAGES[0]!.path, DETAIL_PAGES[0]!.heading);
    await page.goto('/CommunityEnvironment');
    await page.getByRole('link', { name: 'Read the full community guidelines' }).click();
    await settle(page, DETAIL_PAGES[1]!.heading);
    await expectMeta(page, DETAIL_PAGES[1]!.path, DETAIL_PAGES[1]!.heading);

    const sitemap = await (await fetch(`${suite.server.url}/sitemap.xml`)).text();
    for (const { path } of [...FOOTER_PAGES, ...DETAIL_PAGES]) {
      expect(sitemap).toContain(`<loc>${suite.server.url}${path}</loc>`);
    }
    expectClean(problems);
  });

  it('filters the FAQs by a search word', async () => {
    const { page, problems } = await openPage();
    await page.goto('/Faqs');
    await settle(page, 'FAQs');
    const questions = page.locator('.mantine-Accordion-control');
    expect(await questions.count()).toBeGreaterThanOrEqual(15);
    await page.getByRole('searchbox', { name: 'Search the FAQs' }).fill('cancel');
    await page.getByText(/questions? match/).waitFor();
    expect(await questions.count()).toBeLessThan(5);
    await page.getByRole('button', { name: 'How do I cancel my subscription?' }).click();
    await page.getByText(/Renewal stops straight away/).waitFor();
    await screenshot(page, 'static-faqs-search-desktop');
    expectClean(problems);
  });

  it('sends a contact message and a career application; both reach the dev mailbox', async () => {
    const { page, problems } = await openPage();
    const stamp = Date.now().toString(36);
    const contactEmail = `wiremu.${stamp}@example.co.nz`;
    const applicantEmail = `aroha.${stamp}@example.co.nz`;

    await page.goto('/ContactUs');
    await settle(page, 'Contact Us');
    await page.getByRole('button', { name: 'Send message' }).click();
    for (const text of ['Name is required', 'Email is required', 'Message is required']) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await screenshot(page, 'static-contact-errors-desktop');
    await page.getByRole('textbox', { name: 'Name' }).fill('Wiremu Tane');
    await page.getByRole('textbox', { name: 'Email' }).fill(contactEmail);
    await page.getByRole('textbox', { name: 'Subject' }).fill(`Listing question ${stamp}`);
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Kia ora, how do I add a second suburb to my listing?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Message sent').waitFor();
    await page.getByText(/Your message has been sent/).waitFor();
    await screenshot(page, 'static-contact-sent-desktop');

    await page.goto('/Careers');
    await settle(page, 'Careers');
    await page.getByRole('button', { name: 'Send application' }).click();
    for (const text of [
      'First Name is required',
      'Last Name is required',
      'Email is required',
      'Resume is required',
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await screenshot(page, 'static-careers-errors-desktop');
    await page.getByRole('textbox', { name: 'First Name' }).fill('Aroha');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Ngata');
    await page.getByRole('textbox', { name: 'Email' }).fill(applicantEmail);
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ index: 1 });
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Aroha Ngata CV.pdf',
      mimeType: 'application/pdf',
      buffer: resumePdf(),
    });
    await page
      .getByRole('textbox', { name: 'Cover note' })
      .fill('I have five years of customer support experience.');
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Application sent').waitFor();
    await screenshot(page, 'static-careers-sent-desktop');

    await page.goto('/dev/mailbox');
    const mail = page.locator('article');
    await mail
      .filter({ hasText: `Contact form: Listing question ${stamp}` })
      .first()
      .waitFor();
    await mail
      .filter({ hasText: `To ${contactEmail}` })
      .first()
      .waitFor();
    await mail.filter({ hasText: 'Career application: Aroha Ngata' }).first().waitFor();
    await mail
      .filter({ hasText: `To ${applicantEmail}` })
      .first()
      .waitFor();
    expectClean(problems);
  });

  const ALL_PAGES = [...FOOTER_PAGES, ...DETAIL_PAGES];
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    it(`screenshots every static page at ${width} width`, async () => {
      const { page, problems } = await openPage(viewport);
      for (const { path, heading } of ALL_PAGES) {
        await page.goto(path);
        await settle(page, heading);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        await screenshot(page, `static${path.replace(/\//g, '-').toLowerCase()}-${width}`);
      }
      for (const path of ['/Editdelieveryaddress', '/EditAddressForm']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await animationsDone(page);
        await screenshot(page, `static${path.replace(/\//g, '-').toLowerCase()}-${width}`);
      }
      expectClean(problems);
    });
  }
});
