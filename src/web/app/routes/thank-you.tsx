import { Button, Container, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

import { usePageMeta } from '../../lib/page-meta.ts';

export function Component() {
  usePageMeta('Thank you');
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="lg">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
          <IconCircleCheck size={44} />
        </ThemeIcon>
        <Title order={1}>Your have buy subscrpition successfully!</Title>
        <Button component={Link} to="/" size="md">
          Go to home
        </Button>
      </Stack>
    </Container>
  );
}
