import { Flex, NavLink, Paper } from '@mantine/core';
import { IconHeart, IconShieldCog, IconUserCircle } from '@tabler/icons-react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';

import { ROLE } from '#shared/constants.ts';
import { isPath, paths } from '../../config/paths.ts';
import { useSessionUser } from '../../lib/session.ts';

const ITEMS = [
  { to: paths.accountDetails, label: 'Account details', icon: IconUserCircle },
  { to: paths.watchlist, label: 'Watchlist', icon: IconHeart },
] as const;
/** Only for admins (role 1). */
const ADMIN_ITEM = { to: paths.admin, label: 'Admin console', icon: IconShieldCog };

/**
 * The account side menu of the member screens (spec section 2): /accountDetails and
 * /Watchlist. A column beside the page on wide screens, a row above it on phones.
 */
export function AccountSideMenu() {
  const { pathname } = useLocation();
  const isAdmin = useSessionUser()?.role_id === ROLE.admin;
  return (
    <Paper component="nav" aria-label="Account" withBorder radius="md" p={6}>
      <Flex direction={{ base: 'row', md: 'column' }} gap={4}>
        {[...ITEMS, ...(isAdmin ? [ADMIN_ITEM] : [])].map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            component={RouterNavLink}
            to={to}
            label={label}
            active={isPath(pathname, to)}
            leftSection={<Icon size={18} aria-hidden="true" />}
            style={{ borderRadius: 8 }}
          />
        ))}
      </Flex>
    </Paper>
  );
}
