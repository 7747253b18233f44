import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';

import { usePageMeta } from '../../lib/page-meta.ts';

export function Component() {
  usePageMeta('Something went wrong');
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="lg">
        <ThemeIcon size={72} radius="xl" variant="light" color="red" aria-hidden="true">
          <IconAlertTriangle size={44} />
        </ThemeIcon>
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">
          We could not complete your request and you have not been charged. Please try again, or
          contact us if the problem continues.
        </Text>
        <Button component={Link} to="/" size="md">
          Go to home
        </Button>
      </Stack>
    </Container>
  );
}
