import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { bodiesSentTo, httpError, stubFetch } from '../../../app/testing/stub-fetch.ts';

configure({ asyncUtilTimeout: 10_000 });

const account = {
  ...sampleUsers.customer,
  username: 'aroha',
  f_name: 'Aroha',
  l_name: 'Ngata',
  business_name: null,
  contact_person: null,
  phone_number: '0211234567',
  message: null,
  is_verified: true,
  created_at: '2025-11-30T20:00:00.000Z',
  subscription: null,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the message emails switch of the account page', () => {
  it('shows the setting and turns the emails off', async () => {
    logIn(sampleUsers.customer);
    const spy = stubFetch({
      '/api/me': { status: 1, success: true, result: account },
      '/api/account/message-emails': (_url: URL, init?: RequestInit) =>
        init?.method === 'POST'
          ? { success: true, message: 'Message emails are off', enabled: false }
          : { success: true, message: 'ok', enabled: true },
    });
    renderApp('/accountDetails');
    const toggle = await screen.findByRole('switch', { name: 'Email me when I get a new message' });
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    expect(await screen.findByText('Message emails are off')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(bodiesSentTo(spy, '/api/account/message-emails').at(-1)).toEqual({ enabled: false });
  });

  it('puts the switch back and says why when the change fails', async () => {
    logIn(sampleUsers.customer);
    stubFetch({
      '/api/me': { status: 1, success: true, result: account },
      '/api/account/message-emails': (_url: URL, init?: RequestInit) =>
        init?.method === 'POST'
          ? httpError(503, 'Try again in a moment')
          : { success: true, message: 'ok', enabled: true },
    });
    renderApp('/accountDetails');
    const toggle = await screen.findByRole('switch', { name: 'Email me when I get a new message' });
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    expect(await screen.findByText('Try again in a moment')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});
