import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type LinkButtonProps = Omit<ButtonProps, 'leftSection'> & {
  to: string;
  /** The icon before the label (decorative). */
  icon: Icon;
  children: ReactNode;
};

/** A link to a page of the site, styled as a button with an icon before its label. */
export function LinkButton({ to, icon: LeftIcon, children, ...props }: LinkButtonProps) {
  return (
    <Button
      component={Link}
      to={to}
      leftSection={<LeftIcon size={18} aria-hidden="true" />}
      {...props}
    >
      {children}
    </Button>
  );
}
