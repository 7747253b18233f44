import { configure, screen, within } from '@testing-library/react';

import type { StoredUser } from '../../../lib/session.ts';
import type { LandingResponse } from '#shared/landing.ts';
import { sampleServiceDetail, serviceList } from '../../../app/testing/fixtures.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { stubFetch } from '../../../app/testing/stub-fetch.ts';
import { TEXTS } from '../lib/texts.ts';

// The first render loads the page's code.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const noReviews = { status: 1, message: 'ok', result: [], total: 0, page: 1, per_page: 10 };

const adminUser: StoredUser = {
  ...sampleUsers.customer,
  id: 1,
  name: 'admin',
  role_id: 1,
  display_name: 'Kiwi Services',
};

describe('ways into jobs', () => {
  it('"Request a quote" on a service page starts the job form with the service to invite', async () => {
    logIn(sampleUsers.customer);
    stubFetch({ '/api/service-detail': sampleServiceDetail, '/api/get-reviews': noReviews });
    renderApp('/SingleServicePage/carpet-steam-cleaning');
    expect(await screen.findByRole('link', { name: TEXTS.requestQuote })).toHaveAttribute(
      'href',
      '/jobs/new?sub=carpet-cleaning&city=Auckland&suburb=Ponsonby&service=5',
    );
  });

  it('visitors see "Get quotes" in the header; providers get no "Request a quote"', async () => {
    stubFetch({ '/api/service-detail': sampleServiceDetail, '/api/get-reviews': noReviews });
    const { unmount } = renderApp('/SingleServicePage/carpet-steam-cleaning');
    const nav = (await screen.findAllByRole('navigation', { name: 'Main' }))[0]!;
    expect(within(nav).getByRole('link', { name: 'Get quotes' })).toHaveAttribute(
      'href',
      '/jobs/new',
    );
    unmount();
    logIn(sampleUsers.provider);
    renderApp('/SingleServicePage/carpet-steam-cleaning');
    await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(screen.queryByRole('link', { name: TEXTS.requestQuote })).not.toBeInTheDocument();
  });
});

describe('verified-hire reviews', () => {
  it('are labelled on the service page', async () => {
    const review = {
      id: 1,
      service_id: 5,
      user_id: 7,
      rating: 5,
      review: 'Quick and tidy.',
      created_at: '2026-11-20T01:00:00.000Z',
      Seller: 'Aroha N.',
      reviewer_name: 'Aroha N.',
    };
    stubFetch({
      '/api/service-detail': sampleServiceDetail,
      '/api/get-reviews': {
        ...noReviews,
        result: [
          { ...review, label: 'verified_hire' },
          { ...review, id: 2, label: null, review: 'Fine.' },
        ],
        total: 2,
      },
    });
    renderApp('/SingleServicePage/carpet-steam-cleaning');
    expect(await screen.findByText('Verified hire through Kiwi Services')).toBeInTheDocument();
    expect(screen.getAllByText('Verified hire through Kiwi Services')).toHaveLength(1);
  });
});

describe('landing pages', () => {
  it('offer "Get quotes" started with the sub category and the place', async () => {
    const landing: LandingResponse = {
      sub_category: {
        id: 1,
        name: 'Carpet Cleaning',
        slug: 'carpet-cleaning',
        category_id: 1,
        category_name: 'Cleaning',
      },
      city: 'Auckland',
      suburb: 'Ponsonby',
      total: 0,
      suburbs: [],
      related: [],
    };
    stubFetch({ '/api/landing': landing, '/api/getSubCategoryServices': serviceList([]) });
    renderApp('/services/carpet-cleaning/auckland/ponsonby');
    const card = await screen.findByTestId('get-quotes');
    expect(within(card).getByRole('link', { name: 'Get quotes' })).toHaveAttribute(
      'href',
      '/jobs/new?sub=carpet-cleaning&city=Auckland&suburb=Ponsonby',
    );
  });
});

describe('/admin/jobs', () => {
  it('shows the jobs log by state and by sub category', async () => {
    logIn(adminUser);
    stubFetch({
      '/api/admin/jobs-log': {
        success: true,
        total: 7,
        by_state: [
          { state: 'open', count: 4 },
          { state: 'hired', count: 2 },
          { state: 'completed', count: 1 },
        ],
        by_sub_category: [{ sub_category_id: 1, name: 'Plumbing', count: 7, hired: 3 }],
      },
    });
    renderApp('/admin/jobs');
    expect(await screen.findByRole('heading', { name: 'Jobs', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('7 jobs in all')).toBeInTheDocument();
    const byState = screen.getByRole('table', { name: 'Jobs by state' });
    expect(within(byState).getByRole('row', { name: 'Open 4' })).toBeInTheDocument();
    const bySub = screen.getByRole('table', { name: 'Jobs by sub category' });
    expect(within(bySub).getByRole('row', { name: 'Plumbing 7 3' })).toBeInTheDocument();
    const admin = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(admin).getByRole('link', { name: 'Jobs' })).toHaveAttribute(
      'href',
      '/admin/jobs',
    );
  });
});
