import { Alert, Anchor, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { ROLE } from '#shared/constants.ts';
import { paths } from '#shared/pages.ts';
import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import { PagedList } from '../../../components/paged-list/paged-list.tsx';
import { useUser } from '../../../lib/current-user.ts';
import { notifyError } from '../../../lib/notify.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUnreadEnquiries } from '../../../lib/unread-enquiries.ts';
import { useInbox, useMarkRead, type InboxBox } from '../api/members-api.ts';
import { EnquiryItem } from './enquiry-item.tsx';

const EMPTY: Record<InboxBox, { title: string; description: string }> = {
  received: {
    title: 'No enquiries yet',
    description: 'When a member emails you or asks for a call about a service, it shows here.',
  },
  sent: {
    title: 'You have not sent any enquiries',
    description: 'Use Email or Contact on a service page to get in touch with a provider.',
  },
};

/** One box of enquiries, newest first, paginated; received ones can be marked as read. */
function EnquiryList({ box }: { box: InboxBox }) {
  const [page, setPage] = useState(1);
  const query = useInbox(box, page);
  const markRead = useMarkRead();
  const { data } = query;
  const received = box === 'received';
  return (
    <PagedList
      query={query}
      items={data?.enquiries}
      getKey={(enquiry) => enquiry.id}
      renderItem={(enquiry) => (
        <EnquiryItem
          enquiry={enquiry}
          received={received}
          marking={markRead.isPending && markRead.variables === enquiry.id}
          onMarkRead={(id) =>
            markRead.mutate(id, { onError: (error) => notifyError(errorMessage(error)) })
          }
        />
      )}
      loading={{ skeleton: <Skeleton h={120} radius="md" />, count: 3 }}
      empty={<EmptyMessage {...EMPTY[box]} />}
      errorText="The enquiries could not be loaded."
      paging={
        data ? { total: data.total, page, perPage: data.per_page, onChange: setPage } : undefined
      }
      count={{ one: 'enquiry', many: 'enquiries', hidden: true }}
    />
  );
}

/** Every enquiry opens a conversation (issue 25): the replies are in Messages. */
function MessagesNotice() {
  return (
    <Alert variant="light" color="blue" icon={<IconMessages aria-hidden="true" />}>
      <Text size="sm">
        Replies now happen in Messages.{' '}
        <Anchor component={Link} to={paths.messages} fw={600}>
          Go to Messages
        </Anchor>
      </Text>
    </Alert>
  );
}

/**
 * /enquiries: providers (roles 1 and 2) see the enquiries they received, with the unread
 * count, and those they sent; customers see the enquiries they sent.
 */
export function EnquiriesInbox() {
  const user = useUser();
  const unread = useUnreadEnquiries();
  if (user.role_id === ROLE.customer) {
    return (
      <Stack gap="md">
        <MessagesNotice />
        <EnquiryList box="sent" />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <MessagesNotice />
      <EnquiryTabs unread={unread} />
    </Stack>
  );
}

function EnquiryTabs({ unread }: { unread: number }) {
  return (
    <Tabs defaultValue="received" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="received">Received{unread > 0 ? ` (${unread} unread)` : ''}</Tabs.Tab>
        <Tabs.Tab value="sent">Sent</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="received">
        <EnquiryList box="received" />
      </Tabs.Panel>
      <Tabs.Panel value="sent">
        <EnquiryList box="sent" />
      </Tabs.Panel>
    </Tabs>
  );
}
