import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { paths } from '#shared/pages.ts';

/**
 * A page with one message: a picture, a heading, a line of text and 'Go to home' (after the
 * page's own action, when it has one).
 */
export function MessagePage({
  media,
  title,
  text,
  py = 64,
  action,
  children,
}: {
  media: ReactNode;
  title: string;
  text?: string;
  py?: number;
  /** A button before 'Go to home' (e.g. "Try another card"). */
  action?: ReactNode;
  /** More under 'Go to home' (the not-found page's search and categories). */
  children?: ReactNode;
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
        <Group justify="center" gap="sm">
          {action}
          <Button
            component={Link}
            to={paths.home}
            size="md"
            variant={action ? 'default' : 'filled'}
          >
            Go to home
          </Button>
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
