import { Badge } from '@mantine/core';
import {
  IconBriefcase,
  IconCertificate,
  IconClipboardList,
  IconHeart,
  IconInbox,
  IconMessages,
  IconReceipt,
  IconShieldCog,
  IconStarFilled,
  IconUserCircle,
} from '@tabler/icons-react';

import { ROLE } from '#shared/constants.ts';
import { paths } from '#shared/pages.ts';
import { useSessionUser } from '../../lib/session.ts';
import { useUnreadConversations } from '../../lib/unread-conversations.ts';
import { useUnreadEnquiries } from '../../lib/unread-enquiries.ts';
import { jobRequestsLabel, newQuotesLabel, useJobCounts } from '../../lib/job-counts.ts';
import { SideNav } from '../side-nav/side-nav.tsx';

const ITEMS = [
  { to: paths.accountDetails, label: 'Account details', icon: IconUserCircle },
  { to: paths.watchlist, label: 'Watchlist', icon: IconHeart },
  { to: paths.messages, label: 'Messages', icon: IconMessages },
  { to: paths.enquiries, label: 'Enquiries', icon: IconInbox },
  { to: paths.jobs, label: 'My jobs', icon: IconClipboardList },
] as const;
/** Only for providers and admin-type providers: the invitations to quote (issue 26 §2). */
const JOB_REQUESTS_ITEM = { to: paths.jobRequests, label: 'Job requests', icon: IconBriefcase };
/** Only for providers and admin-type providers: invite past customers to review (issue 27). */
const INVITE_REVIEWS_ITEM = {
  to: paths.reviewInvitations,
  label: 'Invite reviews',
  icon: IconStarFilled,
};
/** Only for providers and admin-type providers: licences and badges (issue 27 §3). */
const CREDENTIALS_ITEM = {
  to: paths.accountCredentials,
  label: 'Licences and badges',
  icon: IconCertificate,
};
/** Only for providers and admin-type providers (roles 1 and 2): payments and receipts. */
const BILLING_ITEM = { to: paths.billing, label: 'Billing', icon: IconReceipt };
/** Only for admins (role 1). */
const ADMIN_ITEM = { to: paths.admin, label: 'Admin console', icon: IconShieldCog };

/**
 * The account side menu of the member screens (spec section 2): /accountDetails and
 * /Watchlist, /messages (with the unread messages), and /enquiries (received ones with the unread count for providers, sent ones). A column beside the page on wide screens, a row above it on phones.
 */
export function AccountSideMenu() {
  const unread = useUnreadEnquiries();
  const unreadMessages = useUnreadConversations();
  const jobCounts = useJobCounts();
  const role = useSessionUser()?.role_id;
  const isAdmin = role === ROLE.admin;
  const items = [
    ...ITEMS,
    ...(role !== undefined && role !== ROLE.customer
      ? [JOB_REQUESTS_ITEM, INVITE_REVIEWS_ITEM, CREDENTIALS_ITEM, BILLING_ITEM]
      : []),
    ...(isAdmin ? [ADMIN_ITEM] : []),
  ];
  const counts = new Map<string, { n: number; label: string }>([
    [paths.enquiries, { n: unread, label: `${unread} unread` }],
    [paths.messages, { n: unreadMessages, label: `${unreadMessages} unread messages` }],
    [paths.jobs, { n: jobCounts.newQuotes, label: newQuotesLabel(jobCounts.newQuotes) }],
    [
      paths.jobRequests,
      { n: jobCounts.invitations, label: jobRequestsLabel(jobCounts.invitations) },
    ],
  ]);
  const badged = items.map((item) => {
    const count = counts.get(item.to);
    if (!count || count.n === 0) return item;
    return {
      ...item,
      badge: (
        <Badge color="red" size="sm" aria-label={count.label}>
          {count.n > 99 ? '99+' : count.n}
        </Badge>
      ),
    };
  });
  return <SideNav label="Account" items={badged} />;
}
