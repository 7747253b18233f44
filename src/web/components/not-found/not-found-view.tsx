import { Button, Container, Image, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';

import notFoundImage from '../../assets/not-found.svg';
import { usePageMeta } from '../../lib/page-meta.ts';

/** The not-found page: an illustration and 'Go to home' (spec section 2). */
export function NotFoundView() {
  usePageMeta('Page not found', 'The page you were looking for is not on Kiwi Services.');
  useNoIndex();
  return (
    <Container size="sm" py={48}>
      <Stack align="center" gap="lg" ta="center">
        <Image
          src={notFoundImage}
          alt="A lost kiwi bird next to a 404 signpost"
          w="100%"
          maw={420}
          h="auto"
        />
        <Title order={1}>Page not found</Title>
        <Text c="dimmed" maw={440}>
          Sorry, we could not find the page you were looking for. It may have moved, or the link may
          be wrong.
        </Text>
        <Button component={Link} to="/" size="md">
          Go to home
        </Button>
      </Stack>
    </Container>
  );
}

/** Asks search engines not to index the page while it is shown. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
