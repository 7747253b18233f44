import { Container, Group, SegmentedControl } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useState } from 'react';

import type { SubCategory } from '#shared/api/catalogue.ts';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSearchServices, useSubCategoryServices } from '../api/browse-api.ts';
import { extrasBody, hasExtras, useExtraFilters } from '../lib/extra-filters.ts';
import { useUrlFilter, type UrlFilterState } from '../lib/filter-url.ts';
import { EMPTY_LIST_FILTER } from '../lib/saved-filters.ts';
import { searchTitle, type SearchWhat } from '../lib/search-wording.ts';
import { toListOptions, useListParams } from '../lib/use-list-params.ts';
import { useRefine, type RefineValue } from '../lib/use-refine.ts';
import { RefineListLayout } from './refine-list-layout.tsx';
import type { CardLayout } from './service-card.tsx';

/** A readable name from a slug while the real one loads ('carpet-cleaning' → 'Carpet cleaning'). */
function nameFromSlug(slug: string): string {
  const text = slug.replace(/-/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}

const LAYOUTS = [
  { value: 'list', label: 'List', Icon: IconList },
  { value: 'grid', label: 'Gallery', Icon: IconLayoutGrid },
] as const;

/** The List/Gallery toggle. */
function LayoutToggle({
  value,
  onChange,
}: {
  value: CardLayout;
  onChange: (v: CardLayout) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Layout"
      value={value}
      onChange={onChange}
      data={LAYOUTS.map(({ value: layout, label, Icon }) => ({
        value: layout,
        label: (
          <Group gap={6} wrap="nowrap">
            <Icon size={16} aria-hidden="true" />
            <span>{label}</span>
          </Group>
        ),
      }))}
    />
  );
}

/**
 * What the page lists: the sub category's own list, or, once the visitor narrows it in place
 * (a place, a text, a minimum rating, a price, taking new work; issue 24 §5), the search of the
 * sub category (or of the service the panel picked) with those filters.
 */
function useSubCategoryList(slug: string, subCategoryId: number | undefined) {
  const params = useListParams();
  const extras = useExtraFilters();
  const url = useUrlFilter();
  const narrowed = url.present || hasExtras(extras) || params.q !== '';
  const subCategory_id = url.subCategoryId || subCategoryId;
  const search = useSearchServices(
    narrowed && url.ready && subCategory_id !== undefined
      ? { subCategory_id, city: url.city, suburb: url.suburb, ...extrasBody(extras) }
      : null,
    toListOptions(params),
  );
  const own = useSubCategoryServices(slug, toListOptions(params), !narrowed);
  return { params, extras, url, narrowed, query: narrowed ? search : own };
}

/** What the page shows, for its subtitle, title and count: the picked service, place and text. */
function whatOf(
  url: UrlFilterState,
  q: string,
  subCategories: readonly SubCategory[] | undefined,
  name: string,
): SearchWhat {
  const picked = subCategories?.find((s) => s.id === url.subCategoryId);
  return {
    subName: picked?.name ?? name,
    city: url.city || undefined,
    suburb: url.suburb || undefined,
    q,
  };
}

function useSubCategoryMeta(title: string, name: string) {
  usePageMeta(
    title,
    `Local ${name.toLowerCase()} services in New Zealand: compare providers, ratings and reviews.`,
  );
}

/** /ServiceListDetails/{slug}: 'Services about {name}', List/Gallery toggle, ads sidebar. */
export function SubCategoryPage({ slug }: { slug: string }) {
  const [layout, setLayout] = useState<CardLayout>('list');
  const { data: categoryList } = useCategoryList();
  const known = categoryList?.subCategory.find((s) => s.slug === slug);
  const { params, extras, url, narrowed, query } = useSubCategoryList(slug, known?.id);
  const refine = useRefine('list');
  // The service the panel picked names the page (when it differs from the page's own).
  const name =
    categoryList?.subCategory.find((s) => s.id === url.subCategoryId)?.name ??
    (query.data && 'sub_category' in query.data ? query.data.sub_category?.name : undefined) ??
    known?.name ??
    nameFromSlug(slug);
  const what = whatOf(url, params.q, categoryList?.subCategory, name);
  useSubCategoryMeta(narrowed ? searchTitle(what) : `Services about ${name}`, name);
  const panelValue: RefineValue = {
    ...EMPTY_LIST_FILTER,
    category_id: url.categoryId || (known?.category_id ?? ''),
    subCategory_id: url.subCategoryId || (known?.id ?? ''),
    city: url.city,
    suburb: url.suburb,
    ...extras,
  };

  return (
    <Container py="xl">
      <RefineListLayout
        title={`Services about ${name}`}
        subtitle={narrowed ? searchTitle(what) : undefined}
        params={params}
        categoryList={categoryList}
        panelValue={panelValue}
        refine={refine}
        onReset={() => refine.change((next) => [...next.keys()].forEach((key) => next.delete(key)))}
        beside={<LayoutToggle value={layout} onChange={setLayout} />}
        query={query}
        what={what}
        layout={layout}
        columns={{ base: 1, xs: 2, md: 3 }}
        suggest={narrowed}
      />
    </Container>
  );
}
