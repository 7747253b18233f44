import { QueryClient } from '@tanstack/react-query';

import type { PageHead } from './head-tags.ts';
import { canonicalRedirect } from '../ssr/canonical-redirect.ts';
import { applyHeadTags, canonicalUrl, headTagList, headTags, scriptJson } from './head-tags.ts';
import { structuredData } from './structured-data.ts';

const SITE = 'https://kiwi.example';
const head: PageHead = {
  title: 'Plumbers in Karori, Wellington | Kiwi Services',
  description: 'Compare "plumbers" & <drainlayers>',
  canonicalPath: undefined,
  status: 200,
  noindex: false,
};

describe('head tags of a server-rendered page', () => {
  it('the canonical address keeps the filter, drops sort and page 1; a page may name its own', () => {
    const url = new URL(
      `${SITE}/search-services?service=plumbers&city=Wellington&sort=newest&page=1`,
    );
    expect(canonicalUrl(head, url, SITE)).toBe(
      `${SITE}/search-services?service=plumbers&city=Wellington`,
    );
    expect(
      canonicalUrl({ ...head, canonicalPath: '/AboutUs' }, new URL(`${SITE}/aboutus`), SITE),
    ).toBe(`${SITE}/AboutUs`);
  });

  it('escapes text, adds the image to Open Graph and Twitter, JSON-LD as data blocks', () => {
    const tags = headTags(
      head,
      {
        jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
        image: `${SITE}/a.webp`,
        type: 'website',
      },
      new URL(`${SITE}/x`),
      SITE,
    );
    expect(tags).toContain(
      '<meta name="description" content="Compare &quot;plumbers&quot; &amp; &lt;drainlayers&gt;" />',
    );
    expect(tags).toContain(`<link rel="canonical" href="${SITE}/x" />`);
    expect(tags).toContain(`<meta property="og:image" content="${SITE}/a.webp" />`);
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).not.toContain('</script><script>');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(tags)?.[1] ?? '';
    expect(JSON.parse(ld)).toEqual({
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
    });
  });

  it('the not-found page has robots noindex and no canonical link', () => {
    const tags = headTags(
      { ...head, status: 404, noindex: true },
      { jsonLd: [], image: null, type: 'website' },
      new URL(`${SITE}/x`),
      SITE,
    );
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toContain('rel="canonical"');
  });

  it('scriptJson never closes its script element', () => {
    expect(scriptJson({ a: '</script>\u2028' })).toBe('{"a":"\\u003c/script>\\u2028"}');
  });
});

describe('the head manager in the browser', () => {
  const serviceHead: PageHead = { ...head, title: 'Plaster Repairs | Kiwi Services' };
  const serviceData = {
    jsonLd: [{ '@type': 'Service', name: 'Plaster Repairs' }],
    image: `${SITE}/p.webp`,
    type: 'website',
  };
  const providerHead: PageHead = { ...head, title: 'Kauri Cleaning | Kiwi Services' };
  const providerData = {
    jsonLd: [{ '@type': 'LocalBusiness', name: 'Kauri Cleaning' }],
    image: null,
    type: 'profile',
  };

  it('replaces every managed tag of the previous page and writes what the server writes', () => {
    document.head.innerHTML =
      '<meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
      headTags(serviceHead, serviceData, new URL(`${SITE}/SingleServicePage/p`), SITE);
    applyHeadTags(
      document,
      headTagList(providerHead, providerData, new URL(`${SITE}/provider-details/k`), SITE),
    );

    expect(document.title).toBe('Kauri Cleaning | Kiwi Services');
    const ld = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
    expect(ld.map((el) => JSON.parse(el.textContent ?? ''))).toEqual(providerData.jsonLd);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE}/provider-details/k`,
    );
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${SITE}/provider-details/k`,
    );
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute(
      'content',
      'profile',
    );
    // The previous page's share image is gone; what is not the manager's stays.
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
    // Element for element, the browser's head is the server's.
    const serverHead = document.implementation.createHTMLDocument('');
    serverHead.head.innerHTML = headTags(
      providerHead,
      providerData,
      new URL(`${SITE}/provider-details/k`),
      SITE,
    );
    const managed = (doc: Document) =>
      [...doc.head.children]
        .filter((el) => el.getAttribute('name') !== 'viewport' && !el.hasAttribute('charset'))
        .map((el) => el.outerHTML);
    expect(managed(document)).toEqual(managed(serverHead));
  });

  it('in the browser, reads the structured data of the watched queries only', () => {
    const client = new QueryClient();
    // An earlier page's list, still cached but watched by nothing.
    client.setQueryData(['browse', 'providers', 1], {
      seller: [{ business_name: 'Kauri Cleaning', slug: 'kauri-cleaning' }],
    });
    const abs = (path: string) => SITE + path;
    expect(structuredData(client, '/x', abs, 'active').jsonLd).toEqual([]);
    expect(structuredData(client, '/x', abs, 'all').jsonLd).toHaveLength(1);
  });
});

describe('checked badges in JSON-LD (issue 27 §3)', () => {
  it('gives the provider hasCredential on its page, checked badges only', () => {
    const client = new QueryClient();
    client.setQueryData(['browse', 'seller-detail', 'totara'], {
      seller: {
        slug: 'totara',
        business_name: 'Totara Builders',
        rating: 0,
        total_reviews: 0,
        badges: [{ kind: 'lbp', label: 'LBP: Carpentry', checked_at: '2026-11-27' }],
      },
    });
    const [business] = structuredData(client, '/x', (path) => SITE + path, 'all').jsonLd;
    expect(business!.hasCredential).toEqual([
      {
        '@type': 'EducationalOccupationalCredential',
        name: 'LBP: Carpentry',
        credentialCategory: 'license',
        recognizedBy: {
          '@type': 'Organization',
          name: 'Building Practitioners Board',
          url: 'https://www.lbp.govt.nz/',
        },
        dateCreated: '2026-11-27',
        validFrom: '2026-11-27',
      },
    ]);
    const plain = new QueryClient();
    plain.setQueryData(['browse', 'seller-detail', 'rimu'], {
      seller: { slug: 'rimu', business_name: 'Rimu', rating: 0, total_reviews: 0, badges: [] },
    });
    const [other] = structuredData(plain, '/x', (path) => SITE + path, 'all').jsonLd;
    expect(other).not.toHaveProperty('hasCredential');
  });
});

describe('canonical redirects', () => {
  it('drops a trailing slash, keeping the query', () => {
    expect(canonicalRedirect(new URL(`${SITE}/AboutUs/?a=1`), null)).toBe('/AboutUs?a=1');
    expect(canonicalRedirect(new URL(`${SITE}/`), null)).toBeNull();
    expect(canonicalRedirect(new URL(`${SITE}//evil.example/`), null)).toBe('/evil.example');
  });

  it('moves a provider addressed by number to its slug', () => {
    const client = new QueryClient();
    client.setQueryData(['browse', 'seller-detail', '55'], { seller: { slug: 'kauri-cleaning' } });
    expect(canonicalRedirect(new URL(`${SITE}/provider-details/55`), client)).toBe(
      '/provider-details/kauri-cleaning',
    );
    expect(
      canonicalRedirect(new URL(`${SITE}/provider-details/kauri-cleaning`), client),
    ).toBeNull();
  });
});
