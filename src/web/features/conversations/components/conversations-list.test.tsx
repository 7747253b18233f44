import { screen, within } from '@testing-library/react';

import { conversationsPage, sampleListItem } from '../../../app/testing/conversation-fixtures.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { stubFetch } from '../../../app/testing/stub-fetch.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const mineWithPhoto = {
  ...sampleListItem,
  id: 13,
  other_party: {
    id: 3,
    name: 'Tui Plumbing',
    logo: 'http://localhost/uploads/logos/tui.webp',
    initial: 'T',
  },
  service: { id: 6, slug: 'leaky-taps', title: 'Leaky taps fixed' },
  last_message: {
    id: 40,
    body: 'Here is the leak',
    mine: true,
    has_attachments: true,
    created_at: '2026-11-20T01:00:00.000Z',
  },
  unread: 0,
  closed: true,
};

describe('/messages', () => {
  it('lists the conversations with the other side, service, last message, unread count and Closed', async () => {
    logIn(sampleUsers.customer);
    stubFetch({
      '/api/conversations': conversationsPage([sampleListItem, mineWithPhoto], 2),
      '/api/conversations/unread': { success: true, unread: 2 },
    });
    renderApp('/messages');
    expect(await screen.findByRole('heading', { name: 'Messages', level: 1 })).toBeInTheDocument();

    const first = (await screen.findByText('Saturday at 9 works for us.')).closest('article')!;
    expect(within(first).getByRole('link', { name: 'Kauri Cleaning' })).toHaveAttribute(
      'href',
      '/messages/12',
    );
    expect(within(first).getByText('Carpet steam cleaning')).toBeInTheDocument();
    expect(within(first).getByLabelText('2 unread')).toHaveTextContent('2');
    expect(first).toHaveAttribute('data-unread', 'true');
    expect(within(first).getByText('K')).toBeInTheDocument();
    expect(within(first).queryByText('Closed')).not.toBeInTheDocument();

    const second = screen.getByRole('link', { name: 'Tui Plumbing' }).closest('article')!;
    expect(within(second).getByText(/You:/)).toBeInTheDocument();
    expect(within(second).getByLabelText('Attachment:')).toBeInTheDocument();
    expect(within(second).getByText('Closed')).toBeInTheDocument();
    expect(second).not.toHaveAttribute('data-unread');

    // The header and the account menu count the unread messages.
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(await within(nav).findByLabelText('2 unread messages')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: /Messages/ })).toHaveAttribute(
      'href',
      '/messages',
    );
  });

  it('says so when there are no conversations', async () => {
    logIn(sampleUsers.provider);
    stubFetch({ '/api/conversations': conversationsPage([]) });
    renderApp('/messages');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getByRole('link', { name: /Messages/ })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(within(nav).queryByLabelText(/unread messages/)).not.toBeInTheDocument();
  });
});
