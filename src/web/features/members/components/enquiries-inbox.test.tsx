import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { InboxItem, InboxResponse } from '#shared/api/members.ts';
import { callsTo } from '../../../app/testing/gate.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { stubFetch } from '../../../app/testing/stub-fetch.ts';

const received: InboxItem = {
  id: 12,
  type: 'message',
  message: 'Could you clean the lounge carpet on Saturday?',
  is_read: false,
  created_at: '2026-11-24T21:00:00.000Z',
  service: { id: 5, slug: 'carpet-steam-cleaning', title: 'Carpet steam cleaning' },
  contact: { name: 'Aroha Ngata', email: 'aroha@example.co.nz', phone_number: '021 333 4444' },
};
const call: InboxItem = { ...received, id: 11, type: 'call', message: null, is_read: true };

function inbox(items: InboxItem[], unread: number): InboxResponse {
  return { success: true, enquiries: items, unread, total: items.length, page: 1, per_page: 24 };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/enquiries', () => {
  it('shows a provider the enquiries received, unread first marked, and marks one as read', async () => {
    logIn(sampleUsers.provider);
    let read = false;
    const spy = stubFetch({
      '/api/enquiries/unread': () => ({ success: true, unread: read ? 0 : 1 }),
      '/api/enquiries': (url: URL) =>
        url.searchParams.get('box') === 'sent'
          ? inbox([], 0)
          : inbox([{ ...received, is_read: read }, call], read ? 0 : 1),
      '/api/enquiries/12/read': () => {
        read = true;
        return { success: true, message: 'Marked as read', unread: 0 };
      },
    });
    renderApp('/enquiries');
    expect(await screen.findByRole('heading', { name: 'Enquiries', level: 1 })).toBeInTheDocument();
    const item = (await screen.findByText(received.message!)).closest('article')!;
    expect(within(item).getByText('Unread')).toBeInTheDocument();
    expect(within(item).getByText('Aroha Ngata')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Carpet steam cleaning' })).toHaveAttribute(
      'href',
      '/SingleServicePage/carpet-steam-cleaning',
    );
    expect(within(item).getByRole('link', { name: /aroha@example.co.nz/ })).toHaveAttribute(
      'href',
      'mailto:aroha@example.co.nz',
    );
    expect(screen.getByText('Asked you to call back.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Received (1 unread)' })).toBeInTheDocument();
    // The header's count.
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(await within(nav).findByLabelText('1 unread')).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(item).queryByText('Unread')).not.toBeInTheDocument());
    expect(callsTo(spy, '/api/enquiries/12/read')[0]!.init?.method).toBe('POST');
    expect(await screen.findByRole('tab', { name: 'Received' })).toBeInTheDocument();
    await waitFor(() => expect(within(nav).queryByLabelText('1 unread')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('tab', { name: 'Sent' }));
    expect(await screen.findByText('You have not sent any enquiries')).toBeInTheDocument();
  });

  it('shows a customer the enquiries they sent, without tabs or a header count', async () => {
    logIn(sampleUsers.customer);
    const spy = stubFetch({
      '/api/enquiries': inbox(
        [{ ...received, contact: { ...received.contact, name: 'Kauri Cleaning' } }],
        0,
      ),
    });
    renderApp('/enquiries');
    expect(await screen.findByText('To Kauri Cleaning')).toBeInTheDocument();
    // Replies happen in the conversations (issue 25).
    expect(screen.getByText(/Replies now happen in Messages/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Messages' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(callsTo(spy, '/api/enquiries')[0]!.url).toContain('box=sent');
    expect(callsTo(spy, '/api/enquiries/unread')).toHaveLength(0);
    // The header link is the providers'; the account menu lists the page for everyone.
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).queryByRole('link', { name: /Enquiries/ })).not.toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Enquiries' })).toHaveAttribute(
      'href',
      '/enquiries',
    );
  });
});
