import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { memberJob, sampleJob, sampleSuggestions } from '../../../app/testing/job-fixtures.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { bodiesSentTo, httpError, stubFetch } from '../../../app/testing/stub-fetch.ts';
import { TEXTS } from '../lib/texts.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const changed = (patch: Partial<typeof sampleJob> = {}) => ({
  success: true,
  message: 'Done.',
  job: { ...sampleJob, ...patch },
});

function stubJob(extra: Record<string, unknown> = {}) {
  return stubFetch({
    '/api/jobs/40': memberJob(),
    '/api/jobs/40/suggestions': sampleSuggestions,
    ...extra,
  });
}

const quoteCard = (provider: string) => screen.getByRole('article', { name: provider });

describe('/jobs/{id}', () => {
  it('compares the quotes side by side: price GST incl., included, earliest start, valid until, conversation', async () => {
    logIn(sampleUsers.customer);
    stubJob();
    renderApp('/jobs/40');
    expect(await screen.findByRole('heading', { name: sampleJob.title })).toBeInTheDocument();
    expect(screen.getAllByTestId('quote-card')).toHaveLength(2);

    const kauri = quoteCard('Kauri Plumbing');
    expect(within(kauri).getByTestId('quote-price')).toHaveTextContent('$1,850 GST incl.');
    expect(within(kauri).getByText('New 180 l cylinder, removal of the old one')).toBeVisible();
    expect(within(kauri).getByText('01 December 2026')).toBeInTheDocument();
    expect(within(kauri).getByText('04 December 2026')).toBeInTheDocument();
    expect(within(kauri).getByRole('link', { name: TEXTS.conversation })).toHaveAttribute(
      'href',
      '/messages/12',
    );
    expect(
      within(kauri).getByRole('button', { name: `${TEXTS.accept} from Kauri Plumbing` }),
    ).toBeEnabled();

    // A range, expired: no Accept.
    const tui = quoteCard('Tui Plumbing');
    expect(within(tui).getByTestId('quote-price')).toHaveTextContent(
      '$1,600 – $2,100.50 GST incl.',
    );
    expect(within(tui).getByText(TEXTS.expired)).toBeInTheDocument();
    expect(within(tui).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();

    // Each invited provider's state.
    const invites = screen.getAllByTestId('invite');
    expect(invites.map((i) => within(i).getByText(/^(Kauri|Tui|Rata) \w+$/).textContent)).toEqual([
      'Kauri Plumbing',
      'Tui Plumbing',
      'Rata Pipes',
    ]);
    expect(within(invites[0]!).getByText('Quoted')).toBeInTheDocument();
    expect(within(invites[2]!).getByText('Declined')).toBeInTheDocument();
  });

  it('accepts a quote after the confirm, and shows the hire', async () => {
    logIn(sampleUsers.customer);
    let hired = false;
    const spy = stubJob({
      '/api/jobs/40': () =>
        hired
          ? memberJob({
              job: { ...sampleJob, state: 'hired', hired_service_id: 5 },
              invites_left: 0,
            })
          : memberJob(),
      '/api/quotes/90/accept': () => {
        hired = true;
        return changed({ state: 'hired', hired_service_id: 5 });
      },
    });
    const user = userEvent.setup();
    renderApp('/jobs/40');
    await screen.findByRole('heading', { name: sampleJob.title });
    await user.click(
      within(quoteCard('Kauri Plumbing')).getByRole('button', { name: /Accept quote/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: TEXTS.acceptTitle });
    expect(within(dialog).getByText(TEXTS.acceptText('Kauri Plumbing'))).toBeInTheDocument();
    // Nothing is sent before the confirm.
    expect(bodiesSentTo(spy, '/api/quotes')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: TEXTS.accept }));
    await waitFor(() => expect(bodiesSentTo(spy, '/api/quotes/90/accept')).toHaveLength(1));
    expect((await screen.findAllByText('Hired')).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Accept quote/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: TEXTS.cancel })).not.toBeInTheDocument();
  });

  it('says why an accept was refused (two accepts at once)', async () => {
    logIn(sampleUsers.customer);
    stubJob({ '/api/quotes/90/accept': httpError(409, 'This job already has a hire.') });
    const user = userEvent.setup();
    renderApp('/jobs/40');
    await screen.findByRole('heading', { name: sampleJob.title });
    await user.click(
      within(quoteCard('Kauri Plumbing')).getByRole('button', { name: /Accept quote/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: TEXTS.acceptTitle });
    await user.click(within(dialog).getByRole('button', { name: TEXTS.accept }));
    expect(await screen.findByText('This job already has a hire.')).toBeInTheDocument();
  });

  it('cancels an open job with a reason, which it asks for first', async () => {
    logIn(sampleUsers.customer);
    const spy = stubJob({ '/api/jobs/40/cancel': changed({ state: 'cancelled' }) });
    const user = userEvent.setup();
    renderApp('/jobs/40');
    await screen.findByRole('heading', { name: sampleJob.title });
    await user.click(screen.getByRole('button', { name: TEXTS.cancel }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.cancelTitle });
    const reason = within(dialog).getByRole('textbox', { name: TEXTS.cancelReason });
    await waitFor(() => expect(reason).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: TEXTS.cancelConfirm }));
    expect(await within(dialog).findByText(TEXTS.cancelReasonRequired)).toBeInTheDocument();
    expect(bodiesSentTo(spy, '/api/jobs/40/cancel')).toHaveLength(0);
    await user.type(reason, 'Fixed it myself');
    await user.click(within(dialog).getByRole('button', { name: TEXTS.cancelConfirm }));
    await waitFor(() =>
      expect(bodiesSentTo(spy, '/api/jobs/40/cancel')).toEqual([{ reason: 'Fixed it myself' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('invites up to the places left from the suggestions, and says so as the panel closes', async () => {
    logIn(sampleUsers.customer);
    let invited = false;
    const spy = stubJob({
      '/api/jobs/40': () => memberJob({ invites_left: invited ? 0 : 1 }),
      '/api/jobs/40/invites': () => {
        invited = true;
        return { success: true, message: 'Invitations sent.', invites: [] };
      },
    });
    const user = userEvent.setup();
    renderApp('/jobs/40');
    const kea = await screen.findByRole('checkbox', { name: /Kea Plumbing/ });
    const moa = screen.getByRole('checkbox', { name: /Moa Drains/ });
    expect(screen.getByText(/Based in your suburb/)).toBeInTheDocument();
    await user.click(kea);
    // One place left: the other suggestion cannot be picked.
    expect(moa).toBeDisabled();
    await user.click(screen.getByRole('button', { name: TEXTS.sendInvites(1) }));
    await waitFor(() =>
      expect(bodiesSentTo(spy, '/api/jobs/40/invites')).toEqual([{ service_ids: [8] }]),
    );
    // No place left: the job refreshes without the panel, and the member is still told.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: TEXTS.inviteTitle })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Invitations sent.')).toBeInTheDocument();
  });

  it('confirms completion, then leads to the review of the hired service', async () => {
    logIn(sampleUsers.customer);
    let completed = false;
    const hiredJob = { ...sampleJob, state: 'hired' as const, hired_service_id: 5 };
    const spy = stubJob({
      '/api/jobs/40': () =>
        memberJob({
          job: completed
            ? { ...hiredJob, state: 'completed', done_at: '2026-12-02T01:00:00.000Z' }
            : { ...hiredJob, done_at: '2026-12-02T01:00:00.000Z' },
          invites_left: 0,
        }),
      '/api/jobs/40/confirm': () => {
        completed = true;
        return changed({ state: 'completed' });
      },
    });
    const user = userEvent.setup();
    renderApp('/jobs/40');
    expect(await screen.findByText(TEXTS.doneByProvider)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXTS.confirm }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: TEXTS.confirm }));
    await waitFor(() => expect(bodiesSentTo(spy, '/api/jobs/40/confirm')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: TEXTS.review })).toHaveAttribute(
      'href',
      '/SingleServicePage/service-5#write-review',
    );
  });

  it('says so when the job is not the member’s (404)', async () => {
    logIn(sampleUsers.customer);
    stubFetch({ '/api/jobs/41': httpError(404, 'Job not found') });
    renderApp('/jobs/41');
    expect(await screen.findByText(TEXTS.jobMissing)).toBeInTheDocument();
  });

  it('once hired, shows the hired provider as Hired and the other who quoted as Not chosen', async () => {
    logIn(sampleUsers.customer);
    stubFetch({
      '/api/jobs/40': memberJob({
        job: { ...sampleJob, state: 'hired', hired_service_id: 5 },
        invites_left: 0,
      }),
    });
    renderApp('/jobs/40');
    const rows = await screen.findAllByTestId('invite');
    const state = (name: string) =>
      rows.find((row) => within(row).queryByText(name))!.textContent ?? '';
    expect(state('Kauri Plumbing')).toContain('Hired');
    expect(state('Tui Plumbing')).toContain('Not chosen');
    expect(state('Rata Pipes')).toContain('Declined');
  });
});
