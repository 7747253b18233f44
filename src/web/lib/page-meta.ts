import { useEffect } from 'react';

import { SITE_DESCRIPTION, SITE_NAME } from './site.ts';

/** Builds the document title: 'Watchlist' → 'Watchlist | Kiwi Services'. */
export function buildDocumentTitle(title?: string | null): string {
  const t = title?.trim();
  return t && t !== SITE_NAME ? `${t} | ${SITE_NAME}` : SITE_NAME;
}

function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** The page's `<link rel="canonical">`: the absolute address of `path`, or none without a path. */
function setCanonical(path: string | null | undefined): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!path) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = new URL(path, window.location.origin).href;
}

/**
 * Sets `<title>` ('… | Kiwi Services'), the meta description and, when `canonicalPath` is given
 * (the spec's spelling of the route, e.g. '/AboutUs'), the canonical link, while the page is shown.
 * Pages without a canonical path remove the previous page's link.
 */
export function usePageMeta(
  title?: string | null,
  description?: string | null,
  canonicalPath?: string | null,
): void {
  useEffect(() => {
    document.title = buildDocumentTitle(title);
    setMetaDescription(description?.trim() || SITE_DESCRIPTION);
    setCanonical(canonicalPath);
  }, [title, description, canonicalPath]);
}
