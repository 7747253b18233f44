import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Account, SubscriptionSummary } from '#shared/api/auth.ts';
import type { PaymentLine, Receipt } from '#shared/api/billing.ts';
import { localPaymentConfig, popularOf } from '../../../app/testing/fixtures.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { bodiesSentTo, httpError, stubFetch } from '../../../app/testing/stub-fetch.ts';

configure({ asyncUtilTimeout: 10_000 });

/** Far ahead, so the period is never over: 05 March 2098 in New Zealand. */
const PERIOD_END = '2098-03-05T01:00:00.000Z';

const account = (subscription: SubscriptionSummary | null): Account => ({
  ...sampleUsers.provider,
  stripe_id: subscription?.status === 'active' ? subscription.external_id : null,
  username: 'kauri',
  f_name: null,
  l_name: null,
  business_name: 'Kauri Plumbing Ltd',
  contact_person: 'Tama Wilson',
  phone_number: '0275551234',
  message: null,
  is_verified: true,
  created_at: '2026-03-05T01:00:00.000Z',
  subscription,
});
const sub = (status: string, autoRenew: boolean): SubscriptionSummary => ({
  status,
  current_period_end: PERIOD_END,
  external_id: 'sub_local_1',
  auto_renew: autoRenew,
});
const me = (subscription: SubscriptionSummary | null) => ({
  status: 1,
  success: true,
  result: account(subscription),
});

const tokenAnswer = {
  success: true,
  message: 'Card accepted',
  id: 'tok_local_abc123',
  card: { last4: '4242', brand: 'Visa' },
};
const subscriptionRoutes = (subscription: SubscriptionSummary | null, payment: unknown) => ({
  '/api/getPopularServicesAndCategories': popularOf([]),
  '/api/payment-config': localPaymentConfig,
  '/api/local-card-token': tokenAnswer,
  '/api/stripe-payment': payment,
  '/api/me': me(subscription),
});

async function payInModal(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/Name on card/), 'Tama Wilson');
  await user.type(within(dialog).getByLabelText(/Card number/), '4242 4242 4242 4242');
  await user.type(within(dialog).getByLabelText(/^MM/), '12');
  await user.type(within(dialog).getByLabelText(/^YY/), '34');
  await user.type(within(dialog).getByLabelText(/^CVC/), '123');
}

describe('the subscription dates line', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['active', true, 'Renews on 05 March 2098'],
    ['active', false, 'Listed until 05 March 2098'],
    ['canceled', false, 'Listed until 05 March 2098'],
  ] as const)('account page, %s with auto-renew %s: "%s"', async (status, autoRenew, line) => {
    stubFetch({ '/api/me': me(sub(status, autoRenew)) });
    logIn(sampleUsers.provider);
    renderApp('/accountDetails');
    expect(await screen.findByTestId('renewal-line')).toHaveTextContent(line);
    expect(screen.getByRole('link', { name: 'Billing history' })).toHaveAttribute(
      'href',
      '/billing',
    );
  });

  it('/subscription while paid time is left: the date, and Get Started charges nothing', async () => {
    const fetch = stubFetch(
      subscriptionRoutes(sub('canceled', false), {
        success: true,
        charged: false,
        message: 'Auto-renewal is back on. Nothing was charged today.',
        subscription: {
          stripe_subscription_id: 'sub_local_1',
          stripe_subscription_status: 'active',
          current_period_end: PERIOD_END,
          auto_renew: true,
        },
      }),
    );
    logIn({ ...sampleUsers.provider, stripe_id: null });
    const user = userEvent.setup();
    renderApp('/subscription');
    expect(await screen.findByTestId('renewal-line')).toHaveTextContent(
      'Listed until 05 March 2098',
    );
    await user.click(screen.getAllByRole('button', { name: 'Get Started' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Pay by card' });
    expect(within(dialog).getByText(/Nothing is charged today/)).toBeInTheDocument();
    await payInModal(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Turn auto-renewal back on' }));
    expect(
      await screen.findByRole('heading', { name: 'Your have buy subscrpition successfully!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Auto-renewal is back on. Nothing was charged today.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetch, '/api/stripe-payment')).toHaveLength(1);
  });

  it('/subscription while renewing: "Renews on" and no Get Started', async () => {
    stubFetch(subscriptionRoutes(sub('active', true), { success: true, message: 'ok' }));
    logIn(sampleUsers.provider);
    renderApp('/subscription');
    expect(await screen.findByTestId('renewal-line')).toHaveTextContent('Renews on 05 March 2098');
    for (const button of screen.getAllByRole('button', { name: 'Get Started' }))
      expect(button).toBeDisabled();
  });

  it('a declined card: /something-went-wrong offers "Try another card", which opens the form', async () => {
    stubFetch(
      subscriptionRoutes(null, {
        success: false,
        charged: false,
        message: 'Your card was declined.',
        errors: { type: ['card_declined'], message: ['Your card was declined.'] },
      }),
    );
    logIn({ ...sampleUsers.provider, stripe_id: null });
    const user = userEvent.setup();
    renderApp('/subscription');
    await user.click((await screen.findAllByRole('button', { name: 'Get Started' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Pay by card' });
    await payInModal(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    const again = screen.getByRole('link', { name: 'Try another card' });
    expect(again).toHaveAttribute('href', '/subscription?card=1');
    await user.click(again);
    expect(await screen.findByRole('dialog', { name: 'Pay by card' })).toBeInTheDocument();
  });

  it('/something-went-wrong reached otherwise has no "Try another card"', async () => {
    stubFetch();
    renderApp('/something-went-wrong');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Try another card' })).toBeNull();
  });
});

const line: PaymentLine = {
  id: 41,
  paid_at: '2026-11-27T01:00:00.000Z',
  amount_cents: 3000,
  gst_cents: 391,
  currency: 'nzd',
  period_start: '2026-11-27T01:00:00.000Z',
  period_end: '2026-12-27T01:00:00.000Z',
  status: 'succeeded',
  kind: 'subscription',
  card_last4: '4242',
};
const receipt: Receipt = {
  ...line,
  number: 'KS-000041',
  supplier_name: 'Kiwi Services',
  gst_number: '123-456-789',
  customer_name: 'Kauri Plumbing Ltd',
  customer_email: 'kauri@example.co.nz',
  description: 'Kiwi Services listing subscription, 27 November 2026 to 27 December 2026',
  reference: 'pay_local_abc',
  card_brand: 'Visa',
};

describe('/billing and receipts', () => {
  it('lists each payment with amount, GST, period and status, linking its receipt', async () => {
    stubFetch({
      '/api/billing/history': {
        success: true,
        message: 'Payments',
        payments: [
          line,
          { ...line, id: 40, status: 'failed', period_start: null, period_end: null },
        ],
        total: 2,
        page: 1,
        per_page: 24,
      },
    });
    logIn(sampleUsers.provider);
    renderApp('/billing');
    const rows = await screen.findAllByRole('article');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('$30.00', { exact: false })).toHaveTextContent('NZ$30.00');
    expect(first.getByText('NZ$3.91')).toBeInTheDocument();
    expect(first.getByText('27 November 2026 to 27 December 2026')).toBeInTheDocument();
    expect(first.getByText('Paid')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Receipt' })).toHaveAttribute(
      'href',
      '/billing/receipt/41',
    );
    expect(within(rows[1]!).getByText('Declined')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('link', { name: 'Receipt' })).toBeNull();
  });

  it('a receipt is a tax invoice: supplier, GST number, date, description, amount and GST', async () => {
    stubFetch({ '/api/billing/receipts/41': { success: true, message: 'Receipt', receipt } });
    logIn(sampleUsers.provider);
    renderApp('/billing/receipt/41');
    expect(await screen.findByRole('heading', { name: 'Tax invoice' })).toBeInTheDocument();
    expect(screen.getByText('GST number: 123-456-789')).toBeInTheDocument();
    expect(screen.getByText('Date: 27 November 2026')).toBeInTheDocument();
    expect(screen.getByText(receipt.description)).toBeInTheDocument();
    expect(screen.getByText('NZ$3.91')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it("another provider's receipt is the not-found page", async () => {
    stubFetch({ '/api/billing/receipts/42': httpError(404, 'Receipt not found') });
    logIn(sampleUsers.provider);
    renderApp('/billing/receipt/42');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
