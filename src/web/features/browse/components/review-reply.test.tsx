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
const review = (reply: ReviewItem['reply']): ReviewItem => ({
  id: 31,
  service_id: service.id,
  user_id: 7,
  rating: 2,
  review: 'Turned up late twice.',
  created_at: '2026-11-20T01:00:00.000Z',
  Seller: 'Aroha N.',
  reviewer_name: 'Aroha N.',
  label: 'contacted',
  reply,
});
const reviewsOf = (reply: ReviewItem['reply']) => ({
  status: 1,
  message: 'ok',
  result: [review(reply)],
  total: 1,
  page: 1,
  per_page: 10,
});
const sent = {
  text: 'Sorry: the van broke down. We have a second van now.',
  created_at: '2026-11-21T01:00:00.000Z',
  updated_at: null,
};

describe('replies to reviews on the service page (issue 27 §1)', () => {
  it('shows a reply to everyone as "Reply from {business}", as text', async () => {
    stubFetch({
      '/api/service-detail': sampleServiceDetail,
      '/api/get-reviews': reviewsOf(sent),
    });
    renderApp(`/SingleServicePage/${service.slug}`);
    const reply = await screen.findByTestId('review-reply');
    expect(within(reply).getByText(`Reply from ${service.business_name}`)).toBeInTheDocument();
    expect(within(reply).getByText(sent.text)).toBeInTheDocument();
    expect(within(reply).queryByRole('button')).toBeNull();
  });

  it('lets the provider reply once, then edit or remove it', async () => {
    logIn({ ...sampleUsers.provider, id: service.added_by_id });
    let current: ReviewItem['reply'] = null;
    const spy = stubFetch({
      '/api/service-detail': sampleServiceDetail,
      '/api/get-reviews': () => reviewsOf(current),
      '/api/reviews/31/reply': (_url: URL, init?: RequestInit) => {
        if (init?.method === 'DELETE') {
          current = null;
          return { success: true, message: 'Your reply is removed.', reply: null };
        }
        const body = JSON.parse(init!.body as string) as { reply: string };
        current = { ...sent, text: body.reply };
        return { success: true, message: 'Your reply is published.', reply: current };
      },
    });
    const user = userEvent.setup();
    renderApp(`/SingleServicePage/${service.slug}`);
    await user.click(await screen.findByRole('button', { name: 'Reply publicly' }));
    const box = screen.getByRole('textbox', { name: 'Your public reply' });
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('Must be at least 2 characters')).toBeInTheDocument();
    await user.type(box, sent.text);
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText(`Reply from ${service.business_name}`)).toBeInTheDocument();
    expect(bodiesSentTo(spy, '/api/reviews/31/reply')).toEqual([{ reply: sent.text }]);
    expect(screen.getByRole('button', { name: 'Edit reply' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove reply' }));
    await waitFor(() => expect(screen.queryByText(sent.text)).toBeNull());
    expect(screen.getByRole('button', { name: 'Reply publicly' })).toBeInTheDocument();
  });
});
