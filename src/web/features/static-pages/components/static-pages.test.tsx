import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderApp } from '../../../app/testing/render-app.tsx';
import { stubFetch } from '../../../app/testing/stub-fetch.ts';
import { aboutUs } from '../content/about-us.ts';
import { aboutUsDetails } from '../content/about-us-details.ts';
import { careers } from '../content/careers.ts';
import { communityEnvironment } from '../content/community-environment.ts';
import { communityEnvironmentDetails } from '../content/community-environment-details.ts';
import { contactUs } from '../content/contact-us.ts';
import { FAQ_GROUPS, faqsPage } from '../content/faqs.ts';
import { privacyPolicy } from '../content/privacy-policy.ts';
import { terms } from '../content/terms.ts';
import { filterFaqs } from './faq-list.tsx';

configure({ asyncUtilTimeout: 10_000 });

const PAGES = [
  aboutUs,
  aboutUsDetails,
  privacyPolicy,
  communityEnvironment,
  communityEnvironmentDetails,
  faqsPage,
  contactUs,
  careers,
  terms,
];

describe('static pages', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(PAGES.map((page) => [page.path, page] as const))(
    '%s: its heading, title, description and canonical link',
    async (path, page) => {
      stubFetch();
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: page.title }),
      ).toBeInTheDocument();
      await screen.findAllByRole('link', { name: /Leaking Taps|House Cleaning/ });
      await vi.waitFor(() => expect(document.title).toBe(`${page.title} | Kiwi Services`));
      await vi.waitFor(() =>
        expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
          'content',
          page.description,
        ),
      );
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${window.location.origin}${path}`,
      );
      expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
        'content',
        `${window.location.origin}${path}`,
      );
    },
  );

  it('gives every page its own description of a useful length', () => {
    const descriptions = PAGES.map((page) => page.description);
    expect(new Set(descriptions).size).toBe(PAGES.length);
    for (const text of descriptions) expect(text.length).toBeLessThanOrEqual(170);
  });

  it('covers the 13 information privacy principles and the privacy officer', () => {
    const principles = privacyPolicy.sections.find((s) => s.title.includes('13 information'));
    const list = principles?.blocks.find((b) => typeof b === 'object' && 'steps' in b);
    expect(list && 'steps' in list ? list.steps : []).toHaveLength(13);
    expect(JSON.stringify(privacyPolicy)).toContain('privacy@kiwiservices.co.nz');
  });

  it("replaces the previous page's canonical link with the new page's own address", async () => {
    stubFetch();
    const { router } = renderApp('/AboutUs');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${window.location.origin}/AboutUs`,
      ),
    );
    await act(async () => {
      await router.navigate('/EditAddressForm');
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit address' });
    await vi.waitFor(() =>
      expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1),
    );
  });
});

describe('FAQs', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('has at least 15 questions for members and providers', () => {
    const count = FAQ_GROUPS.reduce((sum, group) => sum + group.items.length, 0);
    expect(count).toBeGreaterThanOrEqual(15);
    expect(FAQ_GROUPS.map((group) => group.title)).toEqual(
      expect.arrayContaining(['For members', 'For service providers']),
    );
  });

  it('matches every word of the search in the question or the answer', () => {
    const questions = (query: string) =>
      filterFaqs(FAQ_GROUPS, query).flatMap((g) => g.items.map((i) => i.question));
    expect(questions('CANCEL subscription')).toContain('How do I cancel my subscription?');
    expect(questions('  ')).toHaveLength(
      FAQ_GROUPS.reduce((sum, group) => sum + group.items.length, 0),
    );
    expect(questions('zzzz')).toEqual([]);
  });

  it('filters the accordion as the visitor types, and says when nothing matches', async () => {
    stubFetch();
    renderApp('/Faqs');
    const search = await screen.findByRole('searchbox', { name: 'Search the FAQs' });
    const user = userEvent.setup();
    await user.type(search, 'watchlist');
    const faq = await screen.findByRole('button', { name: 'How does the watchlist work?' });
    expect(screen.queryByRole('button', { name: 'Which areas do you cover?' })).toBeNull();
    await user.click(faq);
    expect(faq).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/use Add to Watchlist on any service/)).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'kumara');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No questions match “kumara”. Try another word, or contact us.',
    );
  });
});

describe('terms links', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(['/Register', '/Registers/SP'])(
    '%s links the terms and the privacy policy',
    async (path) => {
      stubFetch();
      renderApp(path);
      const note = (await screen.findByText(/By registering you agree to our/)).closest('p')!;
      expect(within(note).getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
        'href',
        '/terms',
      );
      expect(within(note).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
        'href',
        '/PricvacyPolicy',
      );
    },
  );
});
