/**
 * The browser half of the head manager (decision 109): after a client-side navigation the page's
 * <head> is rebuilt from the same tag list the server writes (`lib/head-tags.ts`), with the
 * structured data of the queries the new page watches. Loaded on the first navigation only
 * (`usePageMeta`), so a server-rendered page's start-up does no head work.
 */
import type { QueryClient } from '@tanstack/react-query';

import { applyHeadTags, headTagList } from './head-tags.ts';
import { structuredData } from './structured-data.ts';
import type { PageHead } from './head-tags.ts';

/** Writes the current page's head now. */
export function writeHead(client: QueryClient | undefined, head: PageHead): void {
  const url = new URL(window.location.href);
  const origin = window.location.origin;
  const abs = (path: string) => new URL(path, origin).href;
  const data = client
    ? structuredData(client, url.pathname, abs, 'active')
    : { jsonLd: [], image: null, type: 'website' };
  applyHeadTags(document, headTagList(head, data, url, origin));
}

/**
 * Writes the head now and again whenever one of the page's queries gets new data (a list's
 * JSON-LD needs its list), until the returned function is called (the page changed).
 */
export function syncHead(client: QueryClient | undefined, head: PageHead): () => void {
  writeHead(client, head);
  if (!client) return () => undefined;
  let pending = false;
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      writeHead(client, head);
    });
  });
  return unsubscribe;
}
