import { Menu } from '@mantine/core';
import type { ReactNode } from 'react';

import { LAYERS } from '../../lib/layers.ts';

/**
 * A menu that opens under its button's right edge (the header's Services, a conversation's and
 * a message's actions): its items stay reachable once scrolled (`hideDetached` off), and it floats
 * over the toasts (LAYERS). `children`: its `Menu.Target` and `Menu.Dropdown`.
 */
export function DropdownMenu({
  width,
  shadow,
  children,
}: {
  width?: number;
  shadow?: 'md';
  children: ReactNode;
}) {
  return (
    <Menu
      position="bottom-end"
      shadow={shadow}
      width={width}
      hideDetached={false}
      zIndex={LAYERS.openMenus}
    >
      {children}
    </Menu>
  );
}
