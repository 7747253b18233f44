import { Paper, type PaperProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

export type ItemCardProps = PaperProps &
  Omit<ComponentPropsWithoutRef<'article'>, keyof PaperProps>;

/** One entry of a list (a payment, an enquiry, a review, a service to moderate), bordered. */
export function ItemCard(props: ItemCardProps) {
  return <Paper withBorder radius="md" p="md" component="article" {...props} />;
}
