import { Badge, Flex, NavLink, Paper } from '@mantine/core';
import {
  IconHeart,
  IconInbox,
  IconReceipt,
  IconShieldCog,
  IconUserCircle,
} from '@tabler/icons-react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';

import { ROLE } from '#shared/constants.ts';
import { isPath, paths } from '#shared/pages.ts';
import { useSessionUser } from '../../lib/session.ts';
import { useUnreadEnquiries } from '../../lib/unread-enquiries.ts';

const ITEMS = [
  { to: paths.accountDetails, label: 'Account details', icon: IconUserCircle },
  { to: paths.watchlist, label: 'Watchlist', icon: IconHeart },
  { to: paths.enquiries, label: 'Enquiries', icon: IconInbox },
] as const;
/** Only for providers and admin-type providers (roles 1 and 2): payments and receipts. */
const BILLING_ITEM = { to: paths.billing, label: 'Billing', icon: IconReceipt };
/** Only for admins (role 1). */
const ADMIN_ITEM = { to: paths.admin, label: 'Admin console', icon: IconShieldCog };

/**
 * The account side menu of the member screens (spec section 2): /accountDetails and
 * /Watchlist, and /enquiries (received ones with the unread count for providers, sent ones). A column beside the page on wide screens, a row above it on phones.
 */
export function AccountSideMenu() {
  const { pathname } = useLocation();
  const unread = useUnreadEnquiries();
  const role = useSessionUser()?.role_id;
  const isAdmin = role === ROLE.admin;
  const items = [
    ...ITEMS,
    ...(role !== undefined && role !== ROLE.customer ? [BILLING_ITEM] : []),
    ...(isAdmin ? [ADMIN_ITEM] : []),
  ];
  return (
    <Paper component="nav" aria-label="Account" withBorder radius="md" p={6}>
      <Flex direction={{ base: 'row', md: 'column' }} wrap="wrap" gap={4}>
        {items.map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            component={RouterNavLink}
            to={to}
            label={label}
            active={isPath(pathname, to)}
            leftSection={<Icon size={18} aria-hidden="true" />}
            rightSection={
              to === paths.enquiries && unread > 0 ? (
                <Badge color="red" size="sm" aria-label={`${unread} unread`}>
                  {unread}
                </Badge>
              ) : null
            }
            style={{ borderRadius: 8, width: 'auto', flex: '1 1 auto' }}
          />
        ))}
      </Flex>
    </Paper>
  );
}
