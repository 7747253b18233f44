import { Container, Grid } from '@mantine/core';
import {
  IconAd2,
  IconAlertTriangle,
  IconBriefcase,
  IconCategory,
  IconCertificate,
  IconChartBar,
  IconFlag,
  IconHistory,
  IconMail,
  IconMessageCircle,
  IconStar,
  IconUsers,
} from '@tabler/icons-react';
import { Outlet } from 'react-router';

import { paths } from '#shared/pages.ts';
import { SideNav } from '../../../components/side-nav/side-nav.tsx';

const SECTIONS = [
  { to: paths.admin, label: 'Dashboard', icon: IconChartBar },
  { to: paths.adminModeration, label: 'Moderation', icon: IconAlertTriangle },
  { to: paths.adminCatalogue, label: 'Categories', icon: IconCategory },
  { to: paths.adminAds, label: 'Ads', icon: IconAd2 },
  { to: paths.adminUsers, label: 'Users', icon: IconUsers },
  { to: paths.adminReviews, label: 'Reviews', icon: IconStar },
  { to: paths.adminEnquiries, label: 'Enquiries', icon: IconMessageCircle },
  { to: paths.adminMessages, label: 'Messages', icon: IconMail },
  { to: paths.adminConversationReports, label: 'Reported messages', icon: IconFlag },
  { to: paths.adminJobs, label: 'Jobs', icon: IconBriefcase },
  { to: paths.adminJobReports, label: 'Reported jobs', icon: IconFlag },
  { to: paths.adminReviewReports, label: 'Reported reviews', icon: IconFlag },
  { to: paths.adminCredentials, label: 'Licences to check', icon: IconCertificate },
  { to: paths.adminAudit, label: 'Audit log', icon: IconHistory },
] as const;

/** The admin console (/admin): its navigation and the open screen. */
export function AdminLayout() {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Grid gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 2.5 }}>
          <SideNav label="Admin" items={SECTIONS} scroll end />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9.5 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
