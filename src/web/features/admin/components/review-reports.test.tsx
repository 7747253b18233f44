import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { AdminReviewReport } from '#shared/api/reviews.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { bodiesSentTo, stubFetch } from '../../../app/testing/stub-fetch.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const report: AdminReviewReport = {
  id: 4,
  reason: 'personal_info',
  text: 'A phone number in it',
  by_provider: true,
  created_at: '2026-11-25T01:00:00.000Z',
  reporter: { id: 2, name: 'Kauri Plumbing' },
  review: {
    id: 31,
    rating: 1,
    review: 'Awful. Ring me on 021 555 0101.',
    created_at: '2026-11-20T01:00:00.000Z',
    reviewer_name: 'Wiremu J.',
    is_hidden: false,
  },
  service: { id: 5, slug: 'leak-detection', title: 'Leak detection' },
  reports_on_review: 1,
};

describe('/admin/review-reports', () => {
  it('shows the review and the report, and hides it only with a named policy', async () => {
    logIn(sampleUsers.admin);
    let hidden = false;
    const spy = stubFetch({
      '/api/admin/review-reports': () => ({
        success: true,
        reports: hidden ? [] : [report],
        total: hidden ? 0 : 1,
        page: 1,
        per_page: 20,
      }),
      '/api/admin/review-reports/4/resolve': () => {
        hidden = true;
        return { success: true, message: 'The review is hidden.' };
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/review-reports');
    expect(
      await screen.findByRole('heading', { name: 'Reported reviews', level: 1 }),
    ).toBeInTheDocument();
    const item = (await screen.findByText('Awful. Ring me on 021 555 0101.')).closest('article')!;
    expect(within(item).getByText('Reported by the provider of this service')).toBeInTheDocument();
    expect(
      within(item).getByText('Personal information, reported by Kauri Plumbing'),
    ).toBeInTheDocument();
    const hide = within(item).getByRole('button', { name: 'Hide the review' });
    expect(hide).toBeDisabled();
    await user.selectOptions(
      within(item).getByRole('combobox', { name: 'Policy it breaks' }),
      'personal_info',
    );
    await user.click(hide);
    await waitFor(() =>
      expect(bodiesSentTo(spy, '/api/admin/review-reports/4/resolve')).toEqual([
        { action: 'hide', policy: 'personal_info' },
      ]),
    );
    expect(await screen.findByText('No reported reviews')).toBeInTheDocument();
  });
});
