import {
  Box,
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  Menu,
  Stack,
  Divider,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconHeart, IconLogout } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import { ROLE } from '#shared/constants.ts';
import { useLogout } from '../../lib/logout.ts';
import { useSessionUser, type StoredUser } from '../../lib/session.ts';
import { BrandLink } from '../brand/brand-link.tsx';
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
      >
        <Stack component="nav" aria-label="Main" gap="xs">
          {user ? <MemberDrawerLinks user={user} /> : <GuestLinks stacked />}
        </Stack>
      </Drawer>
    </Box>
  );
}

function GuestLinks({ stacked = false }: { stacked?: boolean }) {
  return (
    <>
      <Button
        component={NavLink}
        to="/Register"
        variant="subtle"
        className={classes.navLink}
        fullWidth={stacked}
        justify={stacked ? 'flex-start' : undefined}
      >
        Register
      </Button>
      <Button component={NavLink} to="/Login" className={classes.navLink} fullWidth={stacked}>
        Login
      </Button>
    </>
  );
}

function MemberLinks({ user }: { user: StoredUser }) {
  const logout = useLogout();
  return (
    <>
      <Button
        component={NavLink}
        to="/Watchlist"
        variant="subtle"
        className={classes.navLink}
        leftSection={<IconHeart size={18} aria-hidden="true" />}
      >
        Watchlist
      </Button>
      {user.role_id !== ROLE.customer ? (
        <Menu position="bottom-end" shadow="md" width={200} hideDetached={false}>
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
            <Menu.Item component={Link} to="/all-services-sp">
              Listed Services
            </Menu.Item>
            <Menu.Item component={Link} to="/add-service">
              Add Service
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : null}
      <Link
        to="/accountDetails"
        className={classes.accountLink}
        aria-label={`Account details for ${user.name}`}
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
  const item = (to: string, label: string) => (
    <Button
      key={to}
      component={NavLink}
      to={to}
      variant="subtle"
      justify="flex-start"
      fullWidth
      className={classes.navLink}
    >
      {label}
    </Button>
  );
  return (
    <>
      <Group gap="sm" px="xs" pb="xs" wrap="nowrap">
        <AccountAvatar user={user} />
        <Text fw={600} truncate>
          {user.name}
        </Text>
      </Group>
      {item('/accountDetails', 'Account details')}
      {item('/Watchlist', 'Watchlist')}
      {user.role_id !== ROLE.customer ? (
        <>
          <Divider label="Services" labelPosition="left" />
          {item('/all-services-sp', 'Listed Services')}
          {item('/add-service', 'Add Service')}
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
