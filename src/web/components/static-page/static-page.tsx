import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { usePageMeta } from '../../lib/page-meta.ts';

export type StaticPageProps = {
  title: string;
  description: string;
  /** The route as the spec spells it: the canonical link. */
  canonical?: string;
  intro?: ReactNode;
  /** 'Last updated …' under the heading. */
  updated?: string;
  children?: ReactNode;
  more?: { to: string; label: string };
  /** The container's width: 'md' for reading, 'lg' for a form beside text. */
  size?: 'md' | 'lg';
};

/** A static content page: heading, intro, content and an optional 'Read more' link. */
export function StaticPage({
  title,
  description,
  canonical,
  intro,
  updated,
  children,
  more,
  size = 'md',
}: StaticPageProps) {
  usePageMeta(title, description, canonical);
  return (
    <Container size={size === 'md' ? 800 : 'lg'} py="xl">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{title}</Title>
          {updated ? (
            <Text size="sm" c="dimmed">
              Last updated {updated}
            </Text>
          ) : null}
        </Stack>
        {intro ? (
          <Text size="lg" c="dimmed" lh={1.6}>
            {intro}
          </Text>
        ) : null}
        {children}
        {more ? (
          <Anchor component={Link} to={more.to} fw={600}>
            {more.label}
          </Anchor>
        ) : null}
      </Stack>
    </Container>
  );
}

/** A titled block of text inside a static page. */
export function StaticSection({
  title,
  id,
  children,
}: {
  title: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} style={{ scrollMarginTop: 80 }}>
        {title}
      </Title>
      {typeof children === 'string' ? <Text lh={1.65}>{children}</Text> : children}
    </Stack>
  );
}
