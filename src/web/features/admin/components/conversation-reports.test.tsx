import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { AdminReport } from '#shared/api/conversations.ts';
import { callsTo } from '../../../app/testing/gate.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { bodiesSentTo, stubFetch } from '../../../app/testing/stub-fetch.ts';

configure({ asyncUtilTimeout: 10_000 });

const report: AdminReport = {
  id: 3,
  reason: 'Asks me to pay a deposit to a personal account',
  created_at: '2026-11-25T01:00:00.000Z',
  reporter: { id: 7, name: 'Aroha Ngata' },
  conversation: {
    id: 12,
    service: { id: 5, slug: 'carpet-steam-cleaning', title: 'Carpet steam cleaning' },
    member: { id: 7, name: 'Aroha Ngata' },
    provider: { id: 2, name: 'Kauri Cleaning' },
  },
  message_id: 31,
  messages: [
    {
      id: 30,
      sender_id: 7,
      body: 'When can you come?',
      attachments: [],
      created_at: '2026-11-24T20:00:00.000Z',
      reported: false,
    },
    {
      id: 31,
      sender_id: 2,
      body: 'Pay $200 to 12-3456-7890123-00 first.',
      attachments: [],
      created_at: '2026-11-24T21:00:00.000Z',
      reported: true,
    },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/admin/conversation-reports', () => {
  it('lists a report with its context, the reported message marked, and resolves it', async () => {
    logIn(sampleUsers.admin);
    let resolved = false;
    const spy = stubFetch({
      '/api/admin/conversation-reports': () => ({
        success: true,
        reports: resolved ? [] : [report],
        total: resolved ? 0 : 1,
        page: 1,
        per_page: 24,
      }),
      '/api/admin/conversation-reports/3/resolve': () => {
        resolved = true;
        return { success: true, message: 'Report resolved' };
      },
    });
    renderApp('/admin/conversation-reports');
    expect(
      await screen.findByRole('heading', { name: 'Reported messages', level: 1 }),
    ).toBeInTheDocument();
    const item = (await screen.findByText(/Asks me to pay a deposit/)).closest('article')!;
    expect(within(item).getByText('A message reported by Aroha Ngata')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Carpet steam cleaning' })).toHaveAttribute(
      'href',
      '/SingleServicePage/carpet-steam-cleaning',
    );
    const context = within(item).getAllByRole('listitem');
    expect(context).toHaveLength(2);
    expect(context[1]).toHaveAttribute('data-reported', 'true');
    expect(within(context[1]!).getByText('Reported')).toBeInTheDocument();
    expect(within(context[1]!).getByText('Kauri Cleaning')).toBeInTheDocument();
    expect(context[0]).not.toHaveAttribute('data-reported');

    const admin = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(admin).getByRole('link', { name: 'Reported messages' })).toHaveAttribute(
      'href',
      '/admin/conversation-reports',
    );

    await userEvent.type(within(item).getByLabelText('Resolution note (optional)'), 'Warned');
    await userEvent.click(within(item).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Report resolved')).toBeInTheDocument();
    expect(bodiesSentTo(spy, '/api/admin/conversation-reports/3/resolve')).toEqual([
      { resolution: 'Warned' },
    ]);
    expect(await screen.findByText('No reports to review')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(spy, '/api/admin/conversation-reports').length).toBeGreaterThan(1),
    );
  });
});
