import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { STORAGE_KEYS } from '#shared/constants.ts';
import { localPaymentConfig, popularOf, sampleCard } from '../../../app/testing/fixtures.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import {
  bodiesSentTo,
  httpError,
  networkError,
  stubFetch,
} from '../../../app/testing/stub-fetch.ts';

configure({ asyncUtilTimeout: 10_000 });

const unsubscribed = { ...sampleUsers.provider, stripe_id: null };

const popular = popularOf(
  Array.from({ length: 9 }, (_, i) => ({
    ...sampleCard,
    id: i + 1,
    Service_id: i + 1,
    slug: `service-${i + 1}`,
    title: `Popular service ${i + 1}`,
  })),
);

const me = {
  status: 1 as const,
  success: true as const,
  result: {
    ...unsubscribed,
    stripe_id: 'sub_local_1',
    username: 'kauri',
    f_name: null,
    l_name: null,
    business_name: 'Kauri Plumbing',
    contact_person: 'Tama',
    phone_number: '0275551234',
    message: null,
    is_verified: true,
    created_at: '2026-03-05T01:00:00.000Z',
    subscription: null,
  },
};

function routes(payment: unknown) {
  return {
    '/api/getPopularServicesAndCategories': popular,
    '/api/payment-config': localPaymentConfig,
    '/api/local-card-token': {
      success: true,
      message: 'Card accepted',
      id: 'tok_local_abc123',
      card: { last4: '4242', brand: 'visa' },
    },
    '/api/stripe-payment': payment,
    '/api/me': me,
  };
}

async function openCardModal() {
  const user = userEvent.setup();
  logIn(unsubscribed);
  renderApp('/subscription');
  await screen.findByText('Popular service 1');
  await user.click(screen.getAllByRole('button', { name: 'Get Started' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Pay by card' });
  return { user, dialog };
}

async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  number: string,
) {
  await user.type(within(dialog).getByLabelText(/Name on card/), 'Tama Wilson');
  await user.type(within(dialog).getByLabelText(/Card number/), number);
  await user.type(within(dialog).getByLabelText(/^MM/), '12');
  await user.type(within(dialog).getByLabelText(/^YY/), '34');
  await user.type(within(dialog).getByLabelText(/^CVC/), '123');
}

describe('/subscription', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the offer, 6 popular services on the left and the rest on the right, auto top-up checked', async () => {
    stubFetch(routes({ success: true, message: 'ok' }));
    logIn(unsubscribed);
    renderApp('/subscription');
    expect(await screen.findByText('Popular service 1')).toBeInTheDocument();
    expect(screen.getByText('Get started here for just $1 per listing')).toBeInTheDocument();
    expect(screen.getByText('Minimum 30 Days Service')).toBeInTheDocument();
    expect(screen.getByText(/\$30/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Auto top-up/ })).toBeChecked();
    const [left, right] = [
      screen.getByTestId('popular-column-0'),
      screen.getByTestId('popular-column-1'),
    ];
    expect(within(left).getAllByRole('link')).toHaveLength(6);
    expect(within(right).getAllByRole('link')).toHaveLength(3);
    expect(within(left).getByRole('link', { name: 'Popular service 1' })).toHaveAttribute(
      'href',
      '/SingleServicePage/service-1',
    );
    expect(screen.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Get Started' })[0]).toBeEnabled(),
    );
  });

  it('limits the card form: number at most 19 digits and spaces, MM and YY two digits', async () => {
    stubFetch(routes({ success: true, message: 'ok' }));
    const { user, dialog } = await openCardModal();
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    expect(await within(dialog).findByText('Name on card is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Card number is required')).toBeInTheDocument();
    const number = within(dialog).getByLabelText(/Card number/);
    await user.type(number, '4242 abcd 4242-4242 4242 4242 4242');
    expect(number).toHaveValue('4242  42424242 4242');
    expect((number as HTMLInputElement).value).toHaveLength(19);
    const month = within(dialog).getByLabelText(/^MM/);
    await user.type(month, '1x234');
    expect(month).toHaveValue('12');
    const year = within(dialog).getByLabelText(/^YY/);
    await user.type(year, '2034');
    expect(year).toHaveValue('20');
    await user.clear(month);
    await user.type(month, '13');
    await user.tab();
    expect(
      await within(dialog).findByText('Month must be two digits, 01 to 12'),
    ).toBeInTheDocument();
  });

  it('pays 3000 cents with the local token, sets the flag and goes to /thank-you', async () => {
    const fetch = stubFetch(
      routes({
        success: true,
        message: 'Subscribed',
        subscription: {
          stripe_subscription_id: 'sub_local_1',
          stripe_subscription_status: 'active',
          current_period_end: '2026-12-25T00:00:00.000Z',
          auto_renew: true,
        },
      }),
    );
    const { user, dialog } = await openCardModal();
    await fillCard(user, dialog, '4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    expect(
      await screen.findByRole('heading', { name: 'Your have buy subscrpition successfully!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(localStorage.getItem(STORAGE_KEYS.subscription)).toBe('true');
    const [body] = bodiesSentTo(fetch, '/api/stripe-payment') as Record<string, unknown>[];
    expect(body).toMatchObject({ stripeToken: 'tok_local_abc123', amount: 3000, auto_renew: true });
    expect(body?.idempotency_key).toMatch(/^pay_[a-f0-9]{32}$/);
    expect(bodiesSentTo(fetch, '/api/local-card-token')).toEqual([
      {
        name: 'Tama Wilson',
        number: '4242 4242 4242 4242',
        exp_month: '12',
        exp_year: '34',
        cvc: '123',
      },
    ]);
  });

  it('shows the server message of a declined card, then /something-went-wrong', async () => {
    stubFetch(
      routes({
        success: false,
        message: 'Your card was declined.',
        errors: { type: ['card_declined'], message: ['Your card was declined.'] },
      }),
    );
    const { user, dialog } = await openCardModal();
    await fillCard(user, dialog, '4000 0000 0000 0002');
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.subscription)).toBe('false');
  });

  it('shows the message of a network error and stays on the card form', async () => {
    stubFetch(routes(networkError()));
    const { user, dialog } = await openCardModal();
    await fillCard(user, dialog, '4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Pay by card' })).toBeInTheDocument();
  });

  it("shows the server's reason for a card that is not a test card", async () => {
    const message = "Use one of Stripe's test cards, for example 4242 4242 4242 4242";
    stubFetch({
      ...routes({ success: true, message: 'ok' }),
      '/api/local-card-token': httpError(400, message, { number: [message] }),
    });
    const { user, dialog } = await openCardModal();
    await fillCard(user, dialog, '1234 5678 9012 3456');
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
