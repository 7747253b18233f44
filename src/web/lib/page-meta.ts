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

/** Sets `<title>` ('… | Kiwi Services') and the meta description while the page is shown. */
export function usePageMeta(title?: string | null, description?: string | null): void {
  useEffect(() => {
    document.title = buildDocumentTitle(title);
    setMetaDescription(description?.trim() || SITE_DESCRIPTION);
  }, [title, description]);
}
