import { configure, screen } from '@testing-library/react';

import type { MailboxResponse } from '#shared/api/auth.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { stubFetch } from '../../../app/testing/stub-fetch.ts';
import { splitLinks } from './linkified-text.tsx';

configure({ asyncUtilTimeout: 10_000 });

const mailbox: MailboxResponse = {
  success: true,
  total: 1,
  page: 1,
  per_page: 20,
  messages: [
    {
      id: 3,
      kind: 'password_setup',
      to: 'mere@example.co.nz',
      subject: 'Set up your Kiwi Services password',
      text: 'Kia ora Mere,\n\nSet your password:\n\nhttp://localhost:3000/set-password?token=abc_DEF-123\n\nNgā mihi',
      html: '<p>…</p>',
      status: 'sent',
      attempts: 1,
      created_at: '2026-03-05T01:07:00.000Z',
      sent_at: '2026-03-05T01:07:01.000Z',
    },
  ],
};

describe('Dev mailbox page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the latest messages with their links clickable', async () => {
    stubFetch({ '/api/dev/mailbox': mailbox });
    renderApp('/dev/mailbox');
    expect(
      await screen.findByRole('heading', { name: 'Set up your Kiwi Services password' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/To mere@example\.co\.nz/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /set-password\?token=abc_DEF-123/ });
    expect(link).toHaveAttribute('href', 'http://localhost:3000/set-password?token=abc_DEF-123');
  });

  it('says when there is nothing yet', async () => {
    stubFetch({ '/api/dev/mailbox': { ...mailbox, total: 0, messages: [] } });
    renderApp('/dev/mailbox');
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});

describe('splitLinks', () => {
  it('finds http and https addresses in plain text', () => {
    expect(splitLinks('Go to https://a.nz/x?y=1 now')).toEqual([
      { text: 'Go to ', isLink: false },
      { text: 'https://a.nz/x?y=1', isLink: true },
      { text: ' now', isLink: false },
    ]);
    expect(splitLinks('javascript:alert(1)')).toEqual([
      { text: 'javascript:alert(1)', isLink: false },
    ]);
  });
});
