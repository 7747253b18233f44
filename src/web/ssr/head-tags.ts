import { SITE_NAME } from '../lib/site.ts';
import type { PageHead } from '../lib/page-meta.ts';
import type { StructuredData } from './structured-data.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** JSON safe inside a <script> element: no '<' (so no '</script>'), no line separators. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Query parameters that only reorder a page: left out of its canonical address. */
const NON_CANONICAL_PARAMS = ['sort'];

/** The canonical address: the page's own spelling, or the requested path and its content query. */
export function canonicalUrl(head: PageHead, url: URL, publicUrl: string): string {
  if (head.canonicalPath) return publicUrl + head.canonicalPath;
  const params = new URLSearchParams(url.search);
  for (const name of NON_CANONICAL_PARAMS) params.delete(name);
  if (params.get('page') === '1') params.delete('page');
  const query = params.toString();
  return `${publicUrl}${url.pathname}${query ? `?${query}` : ''}`;
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/**
 * The <head> tags of a page: title, description, canonical link, Open Graph and Twitter tags
 * (with the service's or provider's image), robots for the not-found page, and JSON-LD.
 */
export function headTags(
  head: PageHead,
  data: StructuredData,
  url: URL,
  publicUrl: string,
): string {
  const canonical = canonicalUrl(head, url, publicUrl);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.noindex) {
    tags.push(meta('name', 'robots', 'noindex'));
  } else {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
  }
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', data.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', 'en_NZ'),
    meta('name', 'twitter:card', data.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (data.image) {
    tags.push(meta('property', 'og:image', data.image), meta('name', 'twitter:image', data.image));
  }
  for (const item of data.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(item)}</script>`);
  }
  return tags.join('\n    ');
}
