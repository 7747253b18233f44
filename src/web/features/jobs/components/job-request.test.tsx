import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { JobDetailResponse } from '#shared/api/jobs.ts';
import { invite, quote, sampleJob } from '../../../app/testing/job-fixtures.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { bodiesSentTo, stubFetch } from '../../../app/testing/stub-fetch.ts';
import { TEXTS } from '../lib/texts.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const mine = invite(5, 'Kauri Plumbing', { state: 'viewed', conversation_id: 12 });

function providerView(patch: Partial<JobDetailResponse> = {}): JobDetailResponse {
  return {
    success: true,
    role: 'provider',
    job: sampleJob,
    invites: [mine],
    quotes: [],
    invites_left: 0,
    reported: false,
    ...patch,
  };
}

const sent = {
  success: true,
  message: 'Your quote is sent.',
  quote: quote(90, 5, 'Kauri Plumbing'),
};

describe('/job-requests/{id}', () => {
  it('sends a range typed in dollars as cents, with what is included, start and 14 days by default', async () => {
    logIn(sampleUsers.provider);
    const spy = stubFetch({ '/api/jobs/40': providerView(), '/api/jobs/40/quotes': sent });
    const user = userEvent.setup();
    renderApp('/job-requests/40');
    const form = await screen.findByRole('form', { name: TEXTS.quoteFormTitle });
    expect(within(form).getByRole('textbox', { name: TEXTS.validDays })).toHaveValue('14');

    await user.click(within(form).getByRole('button', { name: TEXTS.sendQuote }));
    expect(await within(form).findByText(TEXTS.quoteErrors.amount)).toBeInTheDocument();
    expect(within(form).getByText(TEXTS.quoteErrors.includes)).toBeInTheDocument();
    expect(within(form).getByText(TEXTS.quoteErrors.earliestStart)).toBeInTheDocument();

    await user.click(within(form).getByRole('radio', { name: TEXTS.kindRange }));
    await user.type(within(form).getByRole('textbox', { name: TEXTS.amountMin }), '1,600');
    await user.type(within(form).getByRole('textbox', { name: TEXTS.amountMax }), '1500');
    await user.click(within(form).getByRole('button', { name: TEXTS.sendQuote }));
    expect(await within(form).findByText(TEXTS.quoteErrors.rangeOrder)).toBeInTheDocument();

    await user.clear(within(form).getByRole('textbox', { name: TEXTS.amountMax }));
    await user.type(within(form).getByRole('textbox', { name: TEXTS.amountMax }), '2100.50');
    await user.type(
      within(form).getByRole('textbox', { name: TEXTS.quoteIncludes }),
      'Cylinder and labour',
    );
    await user.type(within(form).getByLabelText(/^Earliest start/), '2030-12-01');
    await user.type(within(form).getByRole('textbox', { name: TEXTS.quoteMessage }), 'Next week');
    await user.click(within(form).getByRole('button', { name: TEXTS.sendQuote }));
    await waitFor(() =>
      expect(bodiesSentTo(spy, '/api/jobs/40/quotes')).toEqual([
        {
          kind: 'range',
          amount_cents: 160000,
          amount_max_cents: 210050,
          includes: 'Cylinder and labour',
          earliest_start: '2030-12-01',
          valid_days: 14,
          message: 'Next week',
        },
      ]),
    );
  });

  it('revises a sent quote, starting from it', async () => {
    logIn(sampleUsers.provider);
    stubFetch({
      '/api/jobs/40': providerView({
        invites: [{ ...mine, state: 'quoted' }],
        quotes: [quote(90, 5, 'Kauri Plumbing', { amount_cents: 185050 })],
      }),
    });
    renderApp('/job-requests/40');
    const form = await screen.findByRole('form', { name: TEXTS.reviseTitle });
    expect(within(form).getByRole('textbox', { name: TEXTS.amount })).toHaveValue('1850.50');
    expect(within(form).getByRole('button', { name: TEXTS.updateQuote })).toBeInTheDocument();
    expect(screen.getByTestId('quote-price')).toHaveTextContent('$1,850.50 GST incl.');
    // Once quoted, no decline.
    expect(screen.queryByRole('button', { name: TEXTS.decline })).not.toBeInTheDocument();
  });

  it('declines with a reason from the short list', async () => {
    logIn(sampleUsers.provider);
    const spy = stubFetch({
      '/api/jobs/40': providerView(),
      '/api/jobs/40/decline': { success: true, message: 'You declined this job request.' },
    });
    const user = userEvent.setup();
    renderApp('/job-requests/40');
    await user.click(await screen.findByRole('button', { name: TEXTS.decline }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.declineTitle });
    await user.click(within(dialog).getByRole('button', { name: TEXTS.decline }));
    expect(await within(dialog).findByText(TEXTS.declineReasonRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Too far away' }));
    await user.click(within(dialog).getByRole('button', { name: TEXTS.decline }));
    await waitFor(() =>
      expect(bodiesSentTo(spy, '/api/jobs/40/decline')).toEqual([{ reason: 'too_far' }]),
    );
  });

  it('marks a hired job done', async () => {
    logIn(sampleUsers.provider);
    const hired = { ...sampleJob, state: 'hired' as const, hired_service_id: 5 };
    const spy = stubFetch({
      '/api/jobs/40': providerView({
        job: hired,
        quotes: [quote(90, 5, 'Kauri Plumbing', { state: 'accepted' })],
      }),
      '/api/jobs/40/complete': { success: true, message: 'Marked as done.', job: hired },
    });
    const user = userEvent.setup();
    renderApp('/job-requests/40');
    expect(await screen.findByText(TEXTS.hiredYou)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXTS.markDone }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.markDone });
    await user.click(within(dialog).getByRole('button', { name: TEXTS.markDone }));
    await waitFor(() => expect(bodiesSentTo(spy, '/api/jobs/40/complete')).toHaveLength(1));
  });
});
