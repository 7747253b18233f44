import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { usePageMeta } from '../../lib/page-meta.ts';

/** A static content page: heading, intro, sections of text and an optional 'Read more' link. */
export function StaticPage({
  title,
  description,
  intro,
  children,
  more,
}: {
  title: string;
  description: string;
  intro?: ReactNode;
  children?: ReactNode;
  more?: { to: string; label: string };
}) {
  usePageMeta(title, description);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {intro ? (
          <Text size="lg" c="dimmed">
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
export function StaticSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section">
      <Title order={2} size="h3">
        {title}
      </Title>
      {typeof children === 'string' ? <Text>{children}</Text> : children}
    </Stack>
  );
}
