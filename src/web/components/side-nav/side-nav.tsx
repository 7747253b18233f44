import { Flex, NavLink, Paper } from '@mantine/core';
import type { Icon as TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';

import { isPath } from '#shared/pages.ts';

export type SideNavItem = {
  to: string;
  label: string;
  icon: TablerIcon;
  /** Shown at the link's end (a count badge). */
  badge?: ReactNode;
};

type SideNavProps = {
  /** The landmark's name ("Account", "Admin"). */
  label: string;
  items: readonly SideNavItem[];
  /** A scrolling row on phones (many items) instead of a wrapping one. */
  scroll?: boolean;
  /** Each link's router match is exact (no child paths). */
  end?: boolean;
};

/**
 * A section's navigation: a column beside the page on wide screens, a row above it on phones.
 * The link of the open page is marked active.
 */
export function SideNav({ label, items, scroll = false, end = false }: SideNavProps) {
  const { pathname } = useLocation();
  return (
    <Paper component="nav" aria-label={label} withBorder radius="md" p={6}>
      <Flex
        direction={{ base: 'row', md: 'column' }}
        wrap={scroll ? 'nowrap' : 'wrap'}
        gap={4}
        style={scroll ? { overflowX: 'auto' } : undefined}
      >
        {items.map(({ to, label: text, icon: Icon, badge }) => (
          <NavLink
            key={to}
            component={RouterNavLink}
            to={to}
            end={end}
            label={text}
            active={isPath(pathname, to)}
            leftSection={<Icon size={18} aria-hidden="true" />}
            rightSection={badge ?? null}
            style={
              scroll
                ? { borderRadius: 8, whiteSpace: 'nowrap' }
                : { borderRadius: 8, width: 'auto', flex: '1 1 auto' }
            }
            w={scroll ? { base: 'auto', md: '100%' } : undefined}
          />
        ))}
      </Flex>
    </Paper>
  );
}
