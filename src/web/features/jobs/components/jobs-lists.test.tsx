import { screen, within } from '@testing-library/react';

import { invite, jobsPage, quote, sampleJob } from '../../../app/testing/job-fixtures.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { stubFetch } from '../../../app/testing/stub-fetch.ts';
import { TEXTS } from '../lib/texts.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const counts = (invitations: number, newQuotes: number) => ({
  success: true,
  invitations,
  new_quotes: newQuotes,
  total: invitations + newQuotes,
});

describe('/jobs and /job-requests', () => {
  it('lists the member’s jobs with their state, and counts new quotes in the header and menu', async () => {
    logIn(sampleUsers.customer);
    stubFetch({
      '/api/jobs': jobsPage([
        sampleJob,
        { ...sampleJob, id: 41, title: 'Paint the fence', state: 'hired' },
      ]),
      '/api/jobs/counts': counts(0, 2),
    });
    renderApp('/jobs');
    expect(await screen.findByRole('heading', { name: TEXTS.listTitle, level: 1 })).toBeVisible();
    const first = (await screen.findByRole('link', { name: sampleJob.title })).closest('article')!;
    expect(first.querySelector('a')).toHaveAttribute('href', '/jobs/40');
    expect(within(first).getByText('Open')).toBeInTheDocument();
    expect(within(first).getByText('2 quotes')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Paint the fence' }).closest('article')!;
    expect(within(second).getByText('Hired')).toBeInTheDocument();

    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getByRole('link', { name: /Get quotes/ })).toHaveAttribute(
      'href',
      '/jobs/new',
    );
    expect(await within(nav).findByLabelText('2 new quotes')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: /My jobs/ })).toHaveAttribute('href', '/jobs');
    expect(within(menu).queryByRole('link', { name: /Job requests/ })).not.toBeInTheDocument();
  });

  it('says so when the member has no jobs', async () => {
    logIn(sampleUsers.customer);
    stubFetch({ '/api/jobs': jobsPage([]) });
    renderApp('/jobs');
    expect(await screen.findByText(TEXTS.emptyTitle)).toBeInTheDocument();
  });

  it('lists the provider’s invitations with their state and quote, counted in the header', async () => {
    logIn(sampleUsers.provider);
    stubFetch({
      '/api/job-requests': {
        success: true,
        requests: [
          {
            invite: invite(5, 'Kauri Plumbing', { state: 'quoted' }),
            job: sampleJob,
            quote: quote(90, 5, 'Kauri Plumbing'),
          },
          {
            invite: invite(6, 'Kauri Plumbing'),
            job: { ...sampleJob, id: 42, title: 'Unblock a drain' },
            quote: null,
          },
        ],
        total: 2,
        page: 1,
        per_page: 24,
      },
      '/api/jobs/counts': counts(1, 0),
    });
    renderApp('/job-requests');
    expect(
      await screen.findByRole('heading', { name: TEXTS.requestsTitle, level: 1 }),
    ).toBeVisible();
    const first = (await screen.findByRole('link', { name: sampleJob.title })).closest('article')!;
    expect(first.querySelector('a')).toHaveAttribute('href', '/job-requests/40');
    expect(within(first).getByText('Quoted')).toBeInTheDocument();
    expect(within(first).getByText(/Your quote: \$1,850 GST incl\./)).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Unblock a drain' }).closest('article')!;
    expect(within(second).getByText('Invited')).toBeInTheDocument();

    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(await within(nav).findByLabelText('1 new job request')).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Get quotes/ })).not.toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: /Job requests/ })).toHaveAttribute(
      'href',
      '/job-requests',
    );
  });
});
