import { Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list page's heading, with an optional line under it. */
export function PageHeading({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <Box>
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle ? (
        <Text c="dimmed" mt={4}>
          {subtitle}
        </Text>
      ) : null}
    </Box>
  );
}

/** The frame of a browse page: the heading, the content, and an optional sidebar (ads). */
export function BrowsePage({
  title,
  subtitle,
  aside,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const body = (
    <Stack gap="lg">
      <PageHeading title={title} subtitle={subtitle} />
      {children}
    </Stack>
  );
  if (!aside) return <Container py="xl">{body}</Container>;
  return (
    <Container py="xl">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 9 }}>{body}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>{aside}</Grid.Col>
      </Grid>
    </Container>
  );
}
