import { Anchor, Box, Group, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import type { ServiceCard } from '#shared/api/browse.ts';
import type { LandingResponse } from '#shared/landing.ts';
import { paths } from '#shared/pages.ts';
import { StarRating } from '../../../components/star-rating/star-rating.tsx';

type LinkItem = LandingResponse['suburbs'][number];

/** A link to a landing page and how many services it lists: "Plumbers (12)". */
export function CountedLink({ item }: { item: LinkItem }) {
  return (
    <>
      <Anchor component={Link} to={item.path} className="ks-list-link">
        {item.name}
      </Anchor>{' '}
      <Text span c="dimmed" size="sm">
        ({item.count})
      </Text>
    </>
  );
}

/** A titled list of links to other landing pages (only pages that have services). */
export function LinkList({ id, title, items }: { id: string; title: string; items: LinkItem[] }) {
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      <List listStyleType="none" spacing={6}>
        {items.map((item) => (
          <List.Item key={item.path}>
            <CountedLink item={item} />
          </List.Item>
        ))}
      </List>
    </Box>
  );
}

/** The best-rated providers among the services shown (one entry per provider). */
export function TopProviders({ services }: { services: ServiceCard[] }) {
  const seen = new Set<string>();
  const providers = [...services]
    .sort((a, b) => b.averageRating - a.averageRating || b.totalReviews - a.totalReviews)
    .filter((s) => !seen.has(s.seller_slug) && seen.add(s.seller_slug))
    .slice(0, 5);
  if (providers.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="top-providers">
      <Title order={2} size="h4" id="top-providers" mb="sm">
        Top providers
      </Title>
      <List listStyleType="none" spacing={8}>
        {providers.map((s) => (
          <List.Item key={s.seller_slug}>
            <Group gap="xs" wrap="nowrap">
              <Anchor
                component={Link}
                to={paths.providerDetails(s.seller_slug)}
                className="ks-list-link"
              >
                {s.business_name}
              </Anchor>
              {s.totalReviews > 0 ? (
                <StarRating value={s.averageRating} size={14} count={s.totalReviews} />
              ) : null}
            </Group>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
