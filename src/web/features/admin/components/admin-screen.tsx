import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { usePageMeta } from '../../../lib/page-meta.ts';

export type AdminScreenProps = {
  title: string;
  description?: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
};

/** One screen of the console: its title (also the document title), a line about it, the content. */
export function AdminScreen({ title, description, actions, children }: AdminScreenProps) {
  usePageMeta(`Admin: ${title}`);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Box>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" mt={4}>
              {description}
            </Text>
          ) : null}
        </Box>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
