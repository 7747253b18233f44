import { Box, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type PageHeadingProps = {
  title: string;
  description?: ReactNode;
  /** The title's font size from the 'sm' breakpoint up (26 on phones). */
  titleSize: number;
};

/** A screen's h1 and, when given, a dimmed line about it. */
export function PageHeading({ title, description, titleSize }: PageHeadingProps) {
  return (
    <Box>
      <Title order={1} fz={{ base: 26, sm: titleSize }}>
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" mt={4}>
          {description}
        </Text>
      ) : null}
    </Box>
  );
}
