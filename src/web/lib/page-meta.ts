import { createContext, useContext, useEffect } from 'react';

import { SITE_DESCRIPTION, SITE_NAME } from './site.ts';

/** Builds the document title: 'Watchlist' → 'Watchlist | Kiwi Services'. */
export function buildDocumentTitle(title?: string | null): string {
  const t = title?.trim();
  return t && t !== SITE_NAME ? `${t} | ${SITE_NAME}` : SITE_NAME;
}

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

/** Extra facts a page may state besides title, description and canonical path. */
export type PageMetaExtra = { status?: number; noindex?: boolean };

/** Present only while the server renders: the last page meta rendered wins (the deepest). */
export const PageHeadContext = createContext<{ set: (head: PageHead) => void } | null>(null);

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
 * Pages without a canonical path remove the previous page's link. While the server renders, the
 * same values (and `extra`: the status) go to the server's head collector instead.
 */
export function usePageMeta(
  title?: string | null,
  description?: string | null,
  canonicalPath?: string | null,
  extra: PageMetaExtra = {},
): void {
  const collector = useContext(PageHeadContext);
  collector?.set({
    title: buildDocumentTitle(title),
    description: description?.replace(/\s+/g, ' ').trim() || SITE_DESCRIPTION,
    canonicalPath,
    status: extra.status ?? 200,
    noindex: extra.noindex ?? false,
  });
  useEffect(() => {
    document.title = buildDocumentTitle(title);
    setMetaDescription(description?.trim() || SITE_DESCRIPTION);
    setCanonical(canonicalPath);
  }, [title, description, canonicalPath]);
}
