import {
  Container,
  Grid,
  Group,
  SegmentedControl,
  Stack,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useState } from 'react';

import { AdSlot } from '../../../components/ad-slot/ad-slot.tsx';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSubCategoryServices } from '../api/browse-api.ts';
import { toListOptions, useListParams } from '../lib/use-list-params.ts';
import { ListToolbar } from './list-toolbar.tsx';
import type { CardLayout } from './service-card.tsx';
import { ServiceResults } from './service-results.tsx';

/** A readable name from a slug while the real one loads ('carpet-cleaning' → 'Carpet cleaning'). */
function nameFromSlug(slug: string): string {
  const text = slug.replace(/-/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
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
    <Container py="xl">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="lg">
            <Title order={1} size="h2">
              Services about {name}
            </Title>
            <ListToolbar
              q={params.q}
              sort={params.sort}
              onSearch={(q) => params.update({ q })}
              onSortChange={(sort) => params.update({ sort })}
            >
              <SegmentedControl
                aria-label="Layout"
                value={layout}
                onChange={(value) => setLayout(value)}
                data={[
                  {
                    value: 'list',
                    label: (
                      <Group gap={6} wrap="nowrap">
                        <IconList size={16} aria-hidden="true" />
                        <span>List</span>
                      </Group>
                    ),
                  },
                  {
                    value: 'grid',
                    label: (
                      <Group gap={6} wrap="nowrap">
                        <IconLayoutGrid size={16} aria-hidden="true" />
                        <span>Gallery</span>
                      </Group>
                    ),
                  },
                ]}
              />
            </ListToolbar>
            <VisuallyHidden aria-live="polite">
              {query.data ? `${query.data.total} services` : ''}
            </VisuallyHidden>
            <ServiceResults
              services={query.data?.services}
              isLoading={query.isPending}
              layout={layout}
              total={query.data?.total ?? 0}
              page={params.page}
              perPage={query.data?.per_page}
              onPageChange={(page) => params.update({ page })}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <AdSlot slot="sidebar" />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
