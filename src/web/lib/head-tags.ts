import { SITE_NAME } from './site.ts';
import type { StructuredData } from './structured-data.ts';

/** What a page says about itself: the server writes it into <head> (entry-server.tsx). */
export type PageHead = {
  title: string;
  description: string;
  /** The spec's spelling of the route ('/AboutUs'); absent: the requested path is canonical. */
  canonicalPath: string | null | undefined;
  /** The HTTP status the page stands for (the not-found page: 404). */
  status: number;
  /** Keep the page out of search indexes (the not-found page). */
  noindex: boolean;
};

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

/** One element of the managed head: the server writes it as HTML, the browser as a node. */
export type HeadTag = {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: [string, string][];
  /** The element's text: the title, or a JSON-LD block's JSON. */
  text?: string;
};

/**
 * What the head manager owns in `<head>`: the browser removes these before it adds a page's own
 * (the viewport, charset, icon and the app's scripts and styles are left alone).
 */
export const MANAGED_HEAD_SELECTOR = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(', ');

const meta = (attr: 'name' | 'property', key: string, content: string): HeadTag => ({
  tag: 'meta',
  attrs: [
    [attr, key],
    ['content', content],
  ],
});

/**
 * The <head> tags of a page, in order: title, description, canonical link, Open Graph and
 * Twitter tags (with the service's or provider's image), robots for the not-found page, and
 * JSON-LD. The one list both the server (`headTags`) and the browser (`applyHeadTags`) write.
 */
export function headTagList(
  head: PageHead,
  data: StructuredData,
  url: URL,
  publicUrl: string,
): HeadTag[] {
  const canonical = canonicalUrl(head, url, publicUrl);
  const tags: HeadTag[] = [
    { tag: 'title', attrs: [], text: head.title },
    meta('name', 'description', head.description),
  ];
  if (head.noindex) {
    tags.push(meta('name', 'robots', 'noindex'));
  } else {
    tags.push({
      tag: 'link',
      attrs: [
        ['rel', 'canonical'],
        ['href', canonical],
      ],
    });
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
    tags.push({ tag: 'script', attrs: [['type', 'application/ld+json']], text: scriptJson(item) });
  }
  return tags;
}

function tagHtml({ tag, attrs, text }: HeadTag): string {
  const attributes = attrs.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
  if (tag === 'title') return `<title>${escapeHtml(text ?? '')}</title>`;
  if (tag === 'script') return `<script${attributes}>${text ?? ''}</script>`;
  return `<${tag}${attributes} />`;
}

/** The <head> tags of a page as HTML (server rendering). */
export function headTags(
  head: PageHead,
  data: StructuredData,
  url: URL,
  publicUrl: string,
): string {
  return headTagList(head, data, url, publicUrl).map(tagHtml).join('\n    ');
}

/**
 * Replaces the managed tags of `doc.head` with `tags` (client-side navigation): nothing of the
 * previous page is left, and the new page's tags are the server's, element for element.
 */
export function applyHeadTags(doc: Document, tags: HeadTag[]): void {
  for (const old of doc.head.querySelectorAll(MANAGED_HEAD_SELECTOR)) old.remove();
  for (const { tag, attrs, text } of tags) {
    const element = doc.createElement(tag);
    for (const [name, value] of attrs) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    doc.head.appendChild(element);
  }
}
