import { Container, Flex, Grid, NavLink, Paper } from '@mantine/core';
import {
  IconAd2,
  IconAlertTriangle,
  IconCategory,
  IconChartBar,
  IconHistory,
  IconMail,
  IconMessageCircle,
  IconStar,
  IconUsers,
} from '@tabler/icons-react';
import { NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';

import { isPath, paths } from '#shared/pages.ts';

const SECTIONS = [
  { to: paths.admin, label: 'Dashboard', icon: IconChartBar },
  { to: paths.adminModeration, label: 'Moderation', icon: IconAlertTriangle },
  { to: paths.adminCatalogue, label: 'Categories', icon: IconCategory },
  { to: paths.adminAds, label: 'Ads', icon: IconAd2 },
  { to: paths.adminUsers, label: 'Users', icon: IconUsers },
  { to: paths.adminReviews, label: 'Reviews', icon: IconStar },
  { to: paths.adminEnquiries, label: 'Enquiries', icon: IconMessageCircle },
  { to: paths.adminMessages, label: 'Messages', icon: IconMail },
  { to: paths.adminAudit, label: 'Audit log', icon: IconHistory },
] as const;

/** The console's navigation: a column beside the screens on wide screens, a scrolling row on phones. */
function AdminNav() {
  const { pathname } = useLocation();
  return (
    <Paper component="nav" aria-label="Admin" withBorder radius="md" p={6}>
      <Flex direction={{ base: 'row', md: 'column' }} gap={4} style={{ overflowX: 'auto' }}>
        {SECTIONS.map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            component={RouterNavLink}
            to={to}
            end
            label={label}
            active={isPath(pathname, to)}
            leftSection={<Icon size={18} aria-hidden="true" />}
            style={{ borderRadius: 8, whiteSpace: 'nowrap' }}
            w={{ base: 'auto', md: '100%' }}
          />
        ))}
      </Flex>
    </Paper>
  );
}

/** The admin console (/admin): its navigation and the open screen. */
export function AdminLayout() {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Grid gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 2.5 }}>
          <AdminNav />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9.5 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
