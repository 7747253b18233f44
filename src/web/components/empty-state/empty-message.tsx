import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

/** A centred empty-list message, e.g. <EmptyMessage title="No Service found" />. */
export function EmptyMessage({
  title,
  description,
  icon,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** Actions (buttons/links) under the text. */
  children?: ReactNode;
}) {
  return (
    <EmptyState py="xl" title={title} description={description} icon={icon}>
      {children ? <EmptyState.Actions>{children}</EmptyState.Actions> : null}
    </EmptyState>
  );
}
