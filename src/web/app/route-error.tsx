import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { NotFoundView } from '../components/not-found/not-found-view.tsx';
import { usePageMeta } from '../lib/page-meta.ts';
import { isChunkLoadError } from './lazy-route.ts';

/**
 * The error element of every page: a failed code chunk load (ChunkLoadError) offers a reload,
 * a 404 shows the not-found page, anything else a generic message with 'Go to home'.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (isChunkLoadError(error)) {
    return (
      <ErrorPanel
        title="This page could not be loaded"
        message="The connection may have dropped, or the site was updated while you were browsing. Reload the page to try again."
      />
    );
  }
  return (
    <ErrorPanel
      title={MESSAGES.somethingWentWrong}
      message="Sorry, this page hit an unexpected problem. Reload the page or go back to the home page."
    />
  );
}

function ErrorPanel({ title, message }: { title: string; message: string }) {
  usePageMeta(title);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{message}</Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <Button component={Link} to={paths.home} variant="default" reloadDocument>
            Go to home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
