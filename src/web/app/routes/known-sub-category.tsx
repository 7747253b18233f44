import type { ReactNode } from 'react';

import { NotFoundView } from '../../components/not-found/not-found-view.tsx';
import { useCategoryList } from '../../lib/catalogue-queries.ts';

/**
 * Renders `children` for a sub category slug the catalogue knows, and the not-found page (404
 * on the server) for any other once the catalogue has loaded.
 */
export function KnownSubCategory({ slug, children }: { slug: string; children: ReactNode }) {
  const { data } = useCategoryList();
  const wanted = slug.toLowerCase();
  if (data && !data.subCategory.some((s) => s.slug.toLowerCase() === wanted)) {
    return <NotFoundView />;
  }
  return children;
}
