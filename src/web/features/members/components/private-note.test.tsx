import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ServiceDetailResponse } from '#shared/api/browse.ts';
import type { WatchlistResponse } from '#shared/api/members.ts';
import { sampleCard, sampleServiceDetail } from '../../../app/testing/fixtures.ts';
import { callsTo } from '../../../app/testing/gate.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { stubFetch, type StubRoutes } from '../../../app/testing/stub-fetch.ts';

configure({ asyncUtilTimeout: 10_000 });

const SLUG = sampleServiceDetail.services.slug;
const SERVICE_ID = sampleServiceDetail.services.id;
const noReviews = { status: 1, message: 'ok', result: [], total: 0, page: 1, per_page: 10 };
const noted = (note: string | null) => ({
  success: true,
  note,
  note_id: note ? 7 : null,
  updated_at: note ? '2026-11-25T00:00:00.000Z' : null,
});

function servicePage(routes: StubRoutes = {}, detail: Partial<ServiceDetailResponse> = {}) {
  const spy = stubFetch({
    '/api/service-detail': { ...sampleServiceDetail, ...detail },
    '/api/get-reviews': noReviews,
    ...routes,
  });
  renderApp(`/SingleServicePage/${SLUG}`);
  return spy;
}

/** The JSON bodies posted to /api/private-note. */
function posted(spy: ReturnType<typeof stubFetch>) {
  return callsTo(spy, '/api/private-note')
    .filter((c) => c.init?.method === 'POST')
    .map((c) => JSON.parse(c.init?.body as string) as { service_id: number; note: string });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the private note on the service page (issue 22 §4)', () => {
  it('shows the member’s note, saves a change and deletes it; no auction mock', async () => {
    logIn(sampleUsers.customer);
    let current: string | null = 'Ask about Saturdays';
    const spy = servicePage({
      '/api/private-note': (_url: URL, init?: RequestInit) => {
        if (init?.method === 'POST') {
          const note = (JSON.parse(init.body as string) as { note: string }).note.trim();
          current = note === '' ? null : note;
        }
        return noted(current);
      },
    });
    expect(await screen.findByText('Ask about Saturdays')).toBeInTheDocument();
    expect(screen.queryByText('Place bid')).not.toBeInTheDocument();
    expect(screen.queryByText(/Shipping options/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Private note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Private note' });
    const field = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(field).toHaveValue('Ask about Saturdays');
    await userEvent.clear(field);
    await userEvent.type(field, 'Quoted $120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Quoted $120')).toBeInTheDocument();
    expect(posted(spy).at(-1)).toEqual({ service_id: SERVICE_ID, note: 'Quoted $120' });

    await userEvent.click(screen.getByRole('button', { name: 'Private note' }));
    const again = await screen.findByRole('dialog', { name: 'Private note' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete note' }));
    await waitFor(() => expect(screen.queryByText('Quoted $120')).not.toBeInTheDocument());
    expect(posted(spy).at(-1)).toEqual({ service_id: SERVICE_ID, note: '' });
    expect(screen.getByText('Only you can see this note.')).toBeInTheDocument();
  });

  it('keeps the note to 1000 characters and counts them', async () => {
    logIn(sampleUsers.customer);
    servicePage({ '/api/private-note': noted(null) });
    await userEvent.click(await screen.findByRole('button', { name: 'Private note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Private note' });
    const field = within(dialog).getByRole('textbox', { name: 'Note' });
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(1200));
    expect((field as HTMLTextAreaElement).value).toHaveLength(1000);
    expect(within(dialog).getByText(/1000\/1000 characters/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete note' })).toBeNull();
  });

  it('is hidden from visitors, who never ask for a note', async () => {
    const spy = servicePage();
    expect(await screen.findByRole('button', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Private note' })).not.toBeInTheDocument();
    expect(callsTo(spy, '/api/private-note')).toHaveLength(0);
  });
});

describe('the private note on the watchlist card', () => {
  it('shows the note the watchlist answer carries, without asking again', async () => {
    logIn(sampleUsers.customer);
    const card = { ...sampleCard, watchList: 1 as const, watchlist: 1 as const };
    const answer: WatchlistResponse = {
      status: 1,
      message: 'Services has been retrieved!',
      result: [card.id],
      services: [card],
      private_notes: [{ service_id: card.id, note: 'Call after 5' }],
      total: 1,
      page: 1,
      per_page: 24,
    };
    const spy = stubFetch({ '/api/get-watch-list': answer, '/api/private-note': noted(null) });
    renderApp('/Watchlist');
    expect(await screen.findByText('Call after 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Private note: ${card.title}` })).toBeInTheDocument();
    expect(callsTo(spy, '/api/private-note')).toHaveLength(0);
    // Edit mode: the Remove buttons replace the notes.
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByText('Call after 5')).not.toBeInTheDocument();
  });
});

describe('the rules the service page shows (issue 22 §5)', () => {
  it('says when the member contacted the provider, beside Email and Contact', async () => {
    logIn(sampleUsers.customer);
    servicePage(
      { '/api/private-note': noted(null) },
      { enquired: 1, enquired_at: '2026-03-04T20:00:00.000Z', can_review: false },
    );
    // 9 am on Thursday 5 March in New Zealand.
    expect(
      await screen.findByText('You contacted this provider on Thu, 5 Mar'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByText('Contact the provider first to leave a review')).toBeNull();
  });

  it('asks a member who has not enquired to contact the provider first', async () => {
    logIn(sampleUsers.customer);
    servicePage({ '/api/private-note': noted(null) });
    expect(
      await screen.findByText('Contact the provider first to leave a review'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/You contacted this provider/)).toBeNull();
  });

  it('asks nothing of a member who already reviewed it (a hire through a job needs no enquiry)', async () => {
    logIn(sampleUsers.customer);
    servicePage({ '/api/private-note': noted(null) }, { reviewed: true });
    expect(await screen.findByRole('button', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByText('Contact the provider first to leave a review')).toBeNull();
  });

  it("shows 'No reviews yet' for a service without reviews, not 0.0 (0)", async () => {
    servicePage(
      {},
      {
        services: { ...sampleServiceDetail.services, rating: 0, total_reviews: 0 },
      },
    );
    expect(await screen.findByRole('button', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getAllByText('No reviews yet').length).toBeGreaterThan(0);
    expect(screen.queryByText('0.0')).toBeNull();
  });
});
