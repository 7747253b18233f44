import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

import { PageHeading } from '../../../components/page-heading/page-heading.tsx';
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
        <PageHeading title={title} description={description} titleSize={30} />
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
