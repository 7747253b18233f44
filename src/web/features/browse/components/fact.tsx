import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small labelled fact ('MOBILE 021 555 1234'). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}
