import { QueryClientContext } from '@tanstack/react-query';
import { createContext, useContext, useEffect } from 'react';
import { UNSAFE_LocationContext } from 'react-router';

import { SITE_DESCRIPTION, SITE_NAME } from './site.ts';
import type { PageHead } from './head-tags.ts';

/** Builds the document title: 'Watchlist' → 'Watchlist | Kiwi Services'. */
export function buildDocumentTitle(title?: string | null): string {
  const t = title?.trim();
  return t && t !== SITE_NAME ? `${t} | ${SITE_NAME}` : SITE_NAME;
}

export type { PageHead };

/** Extra facts a page may state besides title, description and canonical path. */
export type PageMetaExtra = { status?: number; noindex?: boolean };

/** Present only while the server renders: the last page meta rendered wins (the deepest). */
export const PageHeadContext = createContext<{ set: (head: PageHead) => void } | null>(null);

/** The page the browser loaded, when the server rendered it (its head is already right). */
const serverRenderedHref =
  typeof document !== 'undefined' && document.getElementById('ks-ssr-state')
    ? window.location.href
    : null;
let navigated = false;

/** True while the browser still shows the server-rendered page it loaded. */
function onServerRenderedPage(): boolean {
  if (navigated) return false;
  if (serverRenderedHref !== null && window.location.href === serverRenderedHref) return true;
  navigated = true;
  return false;
}

/**
 * States the page's head: `<title>` ('… | Kiwi Services'), description, canonical link (the
 * spec's spelling `canonicalPath`, else the page's own address without sort and page 1),
 * Open Graph and Twitter tags and the JSON-LD of what the page shows. One head manager
 * (decision 109): while the server renders, the values go to its head collector, which writes
 * them with `lib/head-tags.ts`; in the browser, after a client-side navigation, the same tag
 * list replaces the previous page's (`head-sync.ts`, loaded then). The server-rendered page
 * the browser loaded keeps the server's head: no head work at start-up.
 */
/** The browser's head manager, once the first client-side navigation has loaded it. */
let headSync: typeof import('./head-sync.ts') | undefined;

export function usePageMeta(
  title?: string | null,
  description?: string | null,
  canonicalPath?: string | null,
  extra: PageMetaExtra = {},
): void {
  const collector = useContext(PageHeadContext);
  const client = useContext(QueryClientContext);
  const location = useContext(UNSAFE_LocationContext)?.location;
  const head: PageHead = {
    title: buildDocumentTitle(title),
    description: description?.replace(/\s+/g, ' ').trim() || SITE_DESCRIPTION,
    canonicalPath,
    status: extra.status ?? 200,
    noindex: extra.noindex ?? false,
  };
  collector?.set(head);
  const { status, noindex } = head;
  const where = location ? `${location.pathname}${location.search}` : '';
  useEffect(() => {
    if (onServerRenderedPage()) return;
    const current: PageHead = { ...head, status, noindex };
    // Once loaded, the head manager writes the title and every tag together, at once.
    if (headSync) return headSync.syncHead(client, current);
    document.title = current.title;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./head-sync.ts').then((loaded) => {
      headSync = loaded;
      if (!cancelled) stop = loaded.syncHead(client, current);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
    // `head` is rebuilt each render from the values listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, head.title, head.description, canonicalPath, status, noindex, where]);
}
