import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Account } from '#shared/api/auth.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { bodiesSentTo, httpError, stubFetch } from '../../../app/testing/stub-fetch.ts';

// The first render loads the page's code: allow for a slow, busy machine.
configure({ asyncUtilTimeout: 10_000 });

const providerAccount: Account = {
  ...sampleUsers.provider,
  username: 'kauri',
  f_name: null,
  l_name: null,
  business_name: 'Kauri Plumbing Ltd',
  contact_person: 'Tama Wilson',
  phone_number: '0275551234',
  message: 'Certified plumbers.',
  is_verified: true,
  created_at: '2026-03-05T01:00:00.000Z',
  subscription: {
    status: 'active',
    current_period_end: '2026-12-20T01:00:00.000Z',
    external_id: 'sub_123',
    auto_renew: true,
  },
};

const customerAccount: Account = {
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

const me = (account: Account) => ({ '/api/me': { status: 1, success: true, result: account } });

function formOf(init?: RequestInit): Record<string, FormDataEntryValue> {
  return Object.fromEntries((init?.body as FormData).entries());
}

describe('member screens', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("without a stored user shows 'Please Login to your account' and goes to /Login", async () => {
    stubFetch();
    for (const path of [
      '/accountDetails',
      '/ChangeEmailAddress',
      '/Changepassword',
      '/update-logo',
    ]) {
      const view = renderApp(path);
      expect((await screen.findAllByText('Please Login to your account')).length).toBeGreaterThan(
        0,
      );
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/Login'));
      expect(localStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe(path);
      view.unmount();
    }
  });

  it('shows a provider the business name, member since, Subscribed and every link', async () => {
    stubFetch(me(providerAccount));
    logIn(sampleUsers.provider);
    renderApp('/accountDetails');
    expect(await screen.findByRole('heading', { name: 'Kauri Plumbing Ltd' })).toBeInTheDocument();
    expect(screen.getByText('hello@kauriplumbing.co.nz')).toBeInTheDocument();
    // 'dd mmmm yyyy' in New Zealand time.
    expect(screen.getByText('05 March 2026')).toBeInTheDocument();
    expect(screen.getByText('Subscribed')).toBeInTheDocument();
    for (const [name, href] of [
      [/Change logo/, '/update-logo'],
      [/Change email/, '/ChangeEmailAddress'],
      [/Change password/, '/Changepassword'],
      [/Manage subscription/, '/subscription'],
    ] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: /Account details/ })).toHaveAttribute(
      'href',
      '/accountDetails',
    );
    expect(within(menu).getByRole('link', { name: /Watchlist/ })).toHaveAttribute(
      'href',
      '/Watchlist',
    );
  });

  it('shows a customer first and last name, and neither Subscription nor Change logo', async () => {
    stubFetch(me(customerAccount));
    logIn(sampleUsers.customer);
    renderApp('/accountDetails');
    expect(await screen.findByRole('heading', { name: 'Aroha Ngata' })).toBeInTheDocument();
    expect(screen.getByText('01 December 2025')).toBeInTheDocument();
    expect(screen.queryByText('Subscription')).not.toBeInTheDocument();
    expect(screen.queryByText(/Subscribed|Unsubscribed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Change logo/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Change password/ })).toBeInTheDocument();
  });

  it('shows Unsubscribed for a provider without an active subscription and clears the flag', async () => {
    stubFetch(me({ ...providerAccount, stripe_id: null, subscription: null }));
    logIn(sampleUsers.provider);
    renderApp('/accountDetails');
    expect(await screen.findByText('Unsubscribed')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.subscription)).toBe('false'));
  });

  it('logging out from the account page goes home (not to the login page)', async () => {
    stubFetch({
      ...me(customerAccount),
      '/api/logout': { status: 1, success: true, message: 'ok' },
    });
    logIn(sampleUsers.customer);
    const { router } = renderApp('/accountDetails');
    await screen.findByRole('heading', { name: 'Aroha Ngata' });
    const header = screen.getByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.redirectUrl)).toBeNull();
  });

  it('forgets a stored user whose session has ended (401) and asks to log in', async () => {
    stubFetch({ '/api/me': httpError(401, 'Please login to your account!') });
    logIn(sampleUsers.customer);
    const { router } = renderApp('/accountDetails');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe('/accountDetails');
  });

  it("change email: 'This field is required', 'Email not match', then posts the form", async () => {
    let sent: Record<string, FormDataEntryValue> = {};
    stubFetch({
      '/api/update-email': (_url: URL, init?: RequestInit) => {
        sent = formOf(init);
        return {
          status: 1,
          success: true,
          message: 'Email updated successfully',
          result: { ...sampleUsers.customer, email: 'new@example.co.nz' },
        };
      },
      ...me(customerAccount),
    });
    logIn(sampleUsers.customer);
    const { router } = renderApp('/ChangeEmailAddress');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    await user.type(screen.getByLabelText(/^New email/), 'new@example.co.nz');
    await user.type(screen.getByLabelText(/^Confirm email/), 'other@example.co.nz');
    await user.type(screen.getByLabelText(/^Password/), 'Tui-sings-at-dawn-42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm email/));
    await user.type(screen.getByLabelText(/^Confirm email/), 'new@example.co.nz');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountDetails'));
    expect(sent).toEqual({
      current_email: sampleUsers.customer.email,
      user_id: String(sampleUsers.customer.id),
      new_email: 'new@example.co.nz',
      password: 'Tui-sings-at-dawn-42',
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).email).toBe('new@example.co.nz');
  });

  it("change email: a refusal shows 'Please enter correct data'", async () => {
    stubFetch({
      '/api/update-email': { status: 0, success: false, message: 'The password is not correct.' },
    });
    logIn(sampleUsers.customer);
    renderApp('/ChangeEmailAddress');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New email/), 'new@example.co.nz');
    await user.type(screen.getByLabelText(/^Confirm email/), 'new@example.co.nz');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter correct data')).toBeInTheDocument();
    expect(screen.getByText('The password is not correct.')).toBeInTheDocument();
  });

  it("change password: eye toggles, 'Password not match', and the server message on refusal", async () => {
    stubFetch({
      '/api/change-password': {
        status: 0,
        success: false,
        message: 'The current password is not correct.',
      },
    });
    logIn(sampleUsers.customer);
    renderApp('/Changepassword');
    const user = userEvent.setup();
    const old = await screen.findByLabelText(/^Old password/);
    expect(old).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show or hide the old password' }));
    expect(old).toHaveAttribute('type', 'text');
    expect(
      screen.getByRole('button', { name: 'Show or hide the new password' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Show or hide the confirmation' }),
    ).toBeInTheDocument();

    await user.type(old, 'Old-password-1');
    await user.type(screen.getByLabelText(/^New password/), 'Pohutukawa-summer-1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Pohutukawa-summer-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'Pohutukawa-summer-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
  });

  it("update logo: 'Upload new logo' without a file; on success stores the user and goes home", async () => {
    let sent: Record<string, FormDataEntryValue> = {};
    const updated = { ...sampleUsers.provider, logo: 'http://localhost/uploads/logos/new.webp' };
    stubFetch({
      '/api/update-logo': (_url: URL, init?: RequestInit) => {
        sent = formOf(init);
        return { status: 1, success: true, message: 'Logo updated successfully', result: updated };
      },
    });
    logIn({ ...sampleUsers.provider, stripe_id: null });
    localStorage.setItem(STORAGE_KEYS.subscription, 'false');
    const { router, container } = renderApp('/update-logo');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    expect((await screen.findAllByText('Upload new logo')).length).toBeGreaterThan(0);

    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(
      input,
      new File([new Uint8Array([255, 216, 255])], 'new.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect((sent.logo as File).name).toBe('new.jpg');
    expect(sent.user_id).toBe(String(sampleUsers.provider.id));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).logo).toBe(updated.logo);
    // stripe_id present in the returned user: the subscription flag is set.
    expect(localStorage.getItem(STORAGE_KEYS.subscription)).toBe('true');
  });

  it("cancels after 'Are you sure to cancel subscription?': flag 'false', account read again", async () => {
    const canceled: Account = {
      ...providerAccount,
      stripe_id: null,
      subscription: { ...providerAccount.subscription!, status: 'canceled' },
    };
    let answers = 0;
    const fetch = stubFetch({
      '/api/me': () => ({
        status: 1,
        success: true,
        result: answers++ ? canceled : providerAccount,
      }),
      '/api/stripe-subscription-cancel/sub_123': {
        success: true,
        message: 'Subscription canceled',
      },
    });
    logIn(sampleUsers.provider);
    const user = userEvent.setup();
    renderApp('/accountDetails');
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    expect(within(dialog).getByText('Are you sure to cancel subscription?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Unsubscribed')).toBeInTheDocument();
    expect(screen.getByText(/^Listed until \d{2} December 2026$/)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.subscription)).toBe('false');
    expect(bodiesSentTo(fetch, '/api/stripe-subscription-cancel/sub_123')).toHaveLength(1);
  });

  it("shows the server's first error message when cancelling fails", async () => {
    stubFetch({
      ...me(providerAccount),
      '/api/stripe-subscription-cancel/sub_123': {
        success: false,
        message: 'This subscription is not active',
        errors: { message: ['This subscription is not active'] },
      },
    });
    logIn(sampleUsers.provider);
    const user = userEvent.setup();
    renderApp('/accountDetails');
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('This subscription is not active')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.subscription)).toBe('true');
  });
});
