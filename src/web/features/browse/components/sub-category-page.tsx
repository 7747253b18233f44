import { Group, SegmentedControl } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useState } from 'react';

import { AdSlot } from '../../../components/ad-slot/ad-slot.tsx';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSubCategoryServices } from '../api/browse-api.ts';
import { pagingOf, toListOptions, useListParams } from '../lib/use-list-params.ts';
import { BrowsePage } from './browse-page.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import type { CardLayout } from './service-card.tsx';
import { ServiceResults } from './service-results.tsx';

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

/** /ServiceListDetails/{slug}: 'Services about {name}', List/Gallery toggle, ads sidebar. */
export function SubCategoryPage({ slug }: { slug: string }) {
  const params = useListParams();
  const [layout, setLayout] = useState<CardLayout>('list');
  const { data: categoryList } = useCategoryList();
  const query = useSubCategoryServices(slug, toListOptions(params));
  const name =
    query.data?.sub_category?.name ??
    categoryList?.subCategory.find((s) => s.slug === slug)?.name ??
    nameFromSlug(slug);
  usePageMeta(
    `Services about ${name}`,
    `Local ${name.toLowerCase()} services in New Zealand: compare providers, ratings and reviews.`,
  );

  return (
    <BrowsePage title={`Services about ${name}`} aside={<AdSlot slot="sidebar" />}>
      <ListToolbar params={params}>
        <LayoutToggle value={layout} onChange={setLayout} />
      </ListToolbar>
      <ServiceResults
        query={query}
        services={query.data?.services}
        layout={layout}
        columns={{ base: 1, xs: 2, md: 3 }}
        paging={pagingOf(params, query.data)}
        count="hidden"
      />
    </BrowsePage>
  );
}
