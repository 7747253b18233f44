import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PlaceholderPageProps {
  title: string;
  description?: string;
  children?: ReactNode;
}

/** Simple page with a heading and optional text: used for empty and not-yet-built screens. */
export function PlaceholderPage({ title, description, children }: PlaceholderPageProps) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
        {children}
      </Stack>
    </Container>
  );
}
