import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ReviewItem } from '#shared/api/browse.ts';
import { sampleServiceDetail } from '../../../app/testing/fixtures.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { bodiesSentTo, stubFetch } from '../../../app/testing/stub-fetch.ts';

// The first render loads the page's code.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const service = sampleServiceDetail.services;
const review = (userId: number): ReviewItem => ({
  id: 31,
  service_id: service.id,
  user_id: userId,
  rating: 1,
  review: 'Awful. Ring me on 021 555 0101.',
  created_at: '2026-11-20T01:00:00.000Z',
  Seller: 'Wiremu J.',
  reviewer_name: 'Wiremu J.',
  label: null,
  reply: null,
});
const reviews = (userId: number) => ({
  status: 1,
  message: 'ok',
  result: [review(userId)],
  total: 1,
  page: 1,
  per_page: 10,
});

describe('reporting a review (issue 27 §1)', () => {
  it('asks for a reason (and words for Other), sends it, and then says Reported', async () => {
    logIn(sampleUsers.customer);
    const spy = stubFetch({
      '/api/service-detail': sampleServiceDetail,
      '/api/get-reviews': reviews(99),
      '/api/reviews/31/report': {
        success: true,
        message: 'Thank you. Our team will look at this review.',
      },
    });
    const user = userEvent.setup();
    renderApp(`/SingleServicePage/${service.slug}`);
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await within(dialog).findByText('Tell us what is wrong with this review'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Personal information' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Tell us more' }),
      'A phone number',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(bodiesSentTo(spy, '/api/reviews/31/report')).toEqual([
        { reason: 'personal_info', text: 'A phone number' },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Reported' })).toBeDisabled();
  });

  it('offers no Report to a visitor or on one’s own review', async () => {
    stubFetch({ '/api/service-detail': sampleServiceDetail, '/api/get-reviews': reviews(99) });
    const { unmount } = renderApp(`/SingleServicePage/${service.slug}`);
    await screen.findByText('Awful. Ring me on 021 555 0101.');
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    unmount();
    vi.restoreAllMocks();
    logIn(sampleUsers.customer);
    stubFetch({
      '/api/service-detail': sampleServiceDetail,
      '/api/get-reviews': reviews(sampleUsers.customer.id),
    });
    renderApp(`/SingleServicePage/${service.slug}`);
    await screen.findByText('Awful. Ring me on 021 555 0101.');
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });
});
