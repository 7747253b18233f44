import {
  Badge,
  Box,
  Burger,
  Button,
  type ButtonProps,
  Container,
  Drawer,
  Group,
  Menu,
  Stack,
  Divider,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBriefcase,
  IconChevronDown,
  IconClipboardList,
  IconHeart,
  IconInbox,
  IconLogout,
  IconMessages,
  IconShieldCog,
  type Icon as TablerIcon,
} from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import { ROLE } from '#shared/constants.ts';
import { paths } from '#shared/pages.ts';
import { LAYERS } from '../../lib/layers.ts';
import { useLogout } from '../../lib/logout.ts';
import { useSessionUser, type StoredUser } from '../../lib/session.ts';
import { useUnreadConversations } from '../../lib/unread-conversations.ts';
import { useUnreadEnquiries } from '../../lib/unread-enquiries.ts';
import { jobRequestsLabel, newQuotesLabel, useJobCounts } from '../../lib/job-counts.ts';
import { BrandLink } from '../brand/brand-link.tsx';
import { DropdownMenu } from '../dropdown-menu/dropdown-menu.tsx';
import { AccountAvatar } from './account-avatar.tsx';
import classes from './header.module.css';

/** The site header: brand, then Register/Login or the member links (spec "Header and footer"). */
export function Header() {
  const user = useSessionUser();
  const [drawerOpened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();

  useEffect(() => {
    drawer.close();
    // Close the phone menu whenever the page changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return (
    <Box component="header" className={classes.header}>
      <Container className={classes.inner}>
        <BrandLink />
        <Group component="nav" aria-label="Main" gap="xs" visibleFrom="sm" wrap="nowrap">
          {user ? <MemberLinks user={user} /> : <GuestLinks />}
        </Group>
        <Burger
          hiddenFrom="sm"
          opened={drawerOpened}
          onClick={drawer.toggle}
          aria-label={drawerOpened ? 'Close menu' : 'Open menu'}
          aria-expanded={drawerOpened}
          aria-controls="site-menu-drawer"
        />
      </Container>
      <Drawer
        id="site-menu-drawer"
        opened={drawerOpened}
        onClose={drawer.close}
        title="Menu"
        position="right"
        size="xs"
        hiddenFrom="sm"
        zIndex={LAYERS.openMenus}
      >
        <Stack component="nav" aria-label="Main" gap="xs">
          {user ? <MemberDrawerLinks user={user} /> : <GuestLinks stacked />}
          <FindLinks />
        </Stack>
      </Drawer>
    </Box>
  );
}

type NavButtonProps = Omit<ButtonProps, 'component'> & { to: string; children: ReactNode };

/** A header link styled as a button (active when its page is open). */
function NavButton({ to, children, ...props }: NavButtonProps) {
  return (
    <Button component={NavLink} to={to} className={classes.navLink} {...props}>
      {children}
    </Button>
  );
}

/** The phone menu's ways into the listings (the footer has them too, issue 24 §6). */
function FindLinks() {
  const layout = { fullWidth: true, justify: 'flex-start', variant: 'subtle' } as const;
  return (
    <>
      <NavButton to={paths.allProviders} {...layout}>
        Find a provider
      </NavButton>
      <NavButton to={paths.browseByCity} {...layout}>
        Browse by city
      </NavButton>
    </>
  );
}

function GuestLinks({ stacked = false }: { stacked?: boolean }) {
  const layout = stacked ? ({ fullWidth: true, justify: 'flex-start' } as const) : {};
  return (
    <>
      <NavButton to={paths.newJob} variant="subtle" {...layout}>
        Get quotes
      </NavButton>
      <NavButton to={paths.register} variant="subtle" {...layout}>
        Register
      </NavButton>
      <NavButton to={paths.login} fullWidth={stacked}>
        Login
      </NavButton>
    </>
  );
}

/** The unread count beside 'Enquiries' (providers only), named for screen readers. */
function UnreadBadge() {
  const unread = useUnreadEnquiries();
  if (unread === 0) return null;
  return (
    <Badge color="red" size="sm" circle={unread < 10} aria-label={`${unread} unread`}>
      {unread > 99 ? '99+' : unread}
    </Badge>
  );
}

/** The unread messages beside 'Messages' (every logged-in user), named for screen readers. */
function UnreadMessagesBadge() {
  const unread = useUnreadConversations();
  if (unread === 0) return null;
  return (
    <Badge color="red" size="sm" circle={unread < 10} aria-label={`${unread} unread messages`}>
      {unread > 99 ? '99+' : unread}
    </Badge>
  );
}

/** A count beside a header item (99+ above 99), named for screen readers; none at 0. */
function CountBadge({ n, label }: { n: number; label: string }) {
  if (n === 0) return null;
  return (
    <Badge color="red" size="sm" circle={n < 10} aria-label={label}>
      {n > 99 ? '99+' : n}
    </Badge>
  );
}

/** New quotes on the member's open jobs (issue 26). */
function NewQuotesBadge() {
  const { newQuotes } = useJobCounts();
  return <CountBadge n={newQuotes} label={newQuotesLabel(newQuotes)} />;
}

/** Job invitations waiting for the provider's answer (issue 26 §2). */
function JobRequestsBadge() {
  const { invitations } = useJobCounts();
  return <CountBadge n={invitations} label={jobRequestsLabel(invitations)} />;
}

function MemberLinks({ user }: { user: StoredUser }) {
  const logout = useLogout();
  const item = (to: string, Icon: TablerIcon, label: string, rightSection?: ReactNode) => (
    <NavButton
      to={to}
      variant="subtle"
      leftSection={<Icon size={18} aria-hidden="true" />}
      rightSection={rightSection}
    >
      {label}
    </NavButton>
  );
  return (
    <>
      {user.role_id === ROLE.customer
        ? item(paths.newJob, IconClipboardList, 'Get quotes')
        : item(paths.jobRequests, IconBriefcase, 'Job requests', <JobRequestsBadge />)}
      {user.role_id === ROLE.customer
        ? item(paths.jobs, IconBriefcase, 'My jobs', <NewQuotesBadge />)
        : null}
      {item(paths.watchlist, IconHeart, 'Watchlist')}
      {item(paths.messages, IconMessages, 'Messages', <UnreadMessagesBadge />)}
      {user.role_id !== ROLE.customer
        ? item(paths.enquiries, IconInbox, 'Enquiries', <UnreadBadge />)
        : null}
      {user.role_id !== ROLE.customer ? (
        <DropdownMenu width={200} shadow="md">
          <Menu.Target>
            <Button
              variant="subtle"
              className={classes.navLink}
              rightSection={<IconChevronDown size={16} aria-hidden="true" />}
            >
              Services
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={paths.providerServices}>
              Listed Services
            </Menu.Item>
            <Menu.Item component={Link} to={paths.addService}>
              Add Service
            </Menu.Item>
          </Menu.Dropdown>
        </DropdownMenu>
      ) : null}
      {user.role_id === ROLE.admin ? item(paths.admin, IconShieldCog, 'Admin') : null}
      <Link
        to={paths.accountDetails}
        className={classes.accountLink}
        aria-label={`Account details for ${user.display_name}`}
        title="Account details"
      >
        <AccountAvatar user={user} />
      </Link>
      <Button
        variant="subtle"
        className={classes.navLink}
        leftSection={<IconLogout size={18} aria-hidden="true" />}
        onClick={() => void logout()}
      >
        Logout
      </Button>
    </>
  );
}

function MemberDrawerLinks({ user }: { user: StoredUser }) {
  const logout = useLogout();
  const item = (to: string, label: string, rightSection?: ReactNode) => (
    <NavButton
      key={to}
      to={to}
      variant="subtle"
      justify="flex-start"
      fullWidth
      rightSection={rightSection}
    >
      {label}
    </NavButton>
  );
  return (
    <>
      <Group gap="sm" px="xs" pb="xs" wrap="nowrap">
        <AccountAvatar user={user} />
        <Text fw={600} truncate>
          {user.display_name}
        </Text>
      </Group>
      {item(paths.accountDetails, 'Account details')}
      {user.role_id === ROLE.customer ? item(paths.newJob, 'Get quotes') : null}
      {user.role_id === ROLE.customer ? item(paths.jobs, 'My jobs', <NewQuotesBadge />) : null}
      {user.role_id !== ROLE.customer
        ? item(paths.jobRequests, 'Job requests', <JobRequestsBadge />)
        : null}
      {item(paths.watchlist, 'Watchlist')}
      {item(paths.messages, 'Messages', <UnreadMessagesBadge />)}
      {user.role_id === ROLE.admin ? item(paths.admin, 'Admin console') : null}
      {user.role_id !== ROLE.customer ? item(paths.enquiries, 'Enquiries', <UnreadBadge />) : null}
      {user.role_id !== ROLE.customer ? (
        <>
          <Divider label="Services" labelPosition="left" />
          {item(paths.providerServices, 'Listed Services')}
          {item(paths.addService, 'Add Service')}
        </>
      ) : null}
      <Divider />
      <Button
        variant="subtle"
        justify="flex-start"
        fullWidth
        leftSection={<IconLogout size={18} aria-hidden="true" />}
        onClick={() => void logout()}
      >
        Logout
      </Button>
    </>
  );
}
