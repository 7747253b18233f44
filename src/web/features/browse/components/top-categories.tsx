import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';

import type { TopCategory } from '#shared/api/browse.ts';
import { paths } from '#shared/pages.ts';
import classes from './service-card.module.css';

export const providersLabel = (n: number) => `${n} ${n === 1 ? 'provider' : 'providers'}`;

/** 'Top Categories' tiles: sub category name and provider count, linking to /servicePageCat/{slug}. */
export function TopCategories({
  categories,
  isLoading,
}: {
  categories: TopCategory[] | undefined;
  isLoading: boolean;
}) {
  const cols = { base: 1, xs: 2, md: 3, lg: 4 };
  if (isLoading) {
    return (
      <SimpleGrid cols={cols} spacing="md" aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={88} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (!categories?.length) {
    return <Text c="dimmed">No categories yet.</Text>;
  }
  return (
    <SimpleGrid cols={cols} spacing="md">
      {categories.map((category) => (
        <Card
          key={category.id}
          component={Link}
          to={paths.servicePageCat(category.subcat?.slug ?? category.slug)}
          withBorder
          radius="md"
          padding="md"
          className={classes.card}
          data-testid="top-category"
        >
          <Text fw={700}>{category.subcat?.name ?? category.name}</Text>
          <Text
            size="sm"
            c="dimmed"
            mt={4}
            style={{ display: 'flex', alignItems: 'center', gap: 6 }}
          >
            <IconUsers size={16} aria-hidden="true" />
            {providersLabel(
              category.subcat?.service_providers_count ?? category.service_providers_count,
            )}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
