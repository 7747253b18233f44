import { Anchor, SimpleGrid, Skeleton, Spoiler, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { CategoryListResponse } from '#shared/api/catalogue.ts';
import { paths } from '#shared/pages.ts';

/**
 * Category columns, each listing its sub categories as links to /ServiceListDetails/{slug};
 * the active one is highlighted (and marked aria-current).
 */
export function CategoryColumns({
  categoryList,
  activeSlug,
  isLoading,
}: {
  categoryList: CategoryListResponse | undefined;
  activeSlug?: string | null | undefined;
  isLoading?: boolean;
}) {
  if (isLoading) return <Skeleton h={120} radius="md" aria-hidden="true" />;
  const categories = categoryList?.categories ?? [];
  if (categories.length === 0) return null;
  return (
    <Spoiler maxHeight={190} showLabel="Show all categories" hideLabel="Show fewer categories">
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: 4 }}
        spacing="md"
        verticalSpacing="md"
        component="nav"
        aria-label="Categories"
      >
        {categories.map((category) => {
          const subs = (categoryList?.subCategory ?? []).filter(
            (s) => s.category_id === category.id,
          );
          return (
            <Stack key={category.id} gap={4}>
              <Text fw={700} size="sm">
                {category.name}
              </Text>
              {subs.map((sub) => {
                const active = sub.slug === activeSlug;
                return (
                  <Anchor
                    key={sub.id}
                    component={Link}
                    to={paths.serviceListDetails(sub.slug)}
                    size="sm"
                    fw={active ? 700 : 400}
                    c={active ? 'white' : 'dark.6'}
                    bg={active ? 'kiwi.7' : undefined}
                    px={active ? 6 : 0}
                    style={{ borderRadius: 4, width: 'fit-content' }}
                    aria-current={active ? 'page' : undefined}
                    data-active={active || undefined}
                  >
                    {sub.name}
                  </Anchor>
                );
              })}
            </Stack>
          );
        })}
      </SimpleGrid>
    </Spoiler>
  );
}
