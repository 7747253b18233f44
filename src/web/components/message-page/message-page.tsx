import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { paths } from '../../config/paths.ts';

/** A page with one message: a picture, a heading, a line of text and 'Go to home'. */
export function MessagePage({
  media,
  title,
  text,
  py = 64,
}: {
  media: ReactNode;
  title: string;
  text?: string;
  py?: number;
}) {
  return (
    <Container size="sm" py={py}>
      <Stack align="center" ta="center" gap="lg">
        {media}
        <Title order={1}>{title}</Title>
        {text ? (
          <Text c="dimmed" maw={440}>
            {text}
          </Text>
        ) : null}
        <Button component={Link} to={paths.home} size="md">
          Go to home
        </Button>
      </Stack>
    </Container>
  );
}
