import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { WatchlistResponse } from '#shared/api/members.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';
import { allServicesList, sampleCard } from '../../app/testing/fixtures.ts';
import { callsTo, gateCalls } from '../../app/testing/gate.ts';
import { logIn, renderApp, sampleUsers } from '../../app/testing/render-app.tsx';
import { httpError, stubFetch } from '../../app/testing/stub-fetch.ts';

const TITLE = sampleCard.title;
const watchedCard = { ...sampleCard, watchList: 1 as const, watchlist: 1 as const };

function watchlistAnswer(cards = [watchedCard]): WatchlistResponse {
  return {
    status: 1,
    message: cards.length ? 'Services has been retrieved!' : 'No Service Found in Watch List',
    result: cards.map((card) => card.id),
    services: cards,
    private_notes: [],
    total: cards.length,
    page: 1,
    per_page: 24,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('watchlist buttons on the service cards', () => {
  it('are not shown to a visitor', async () => {
    stubFetch({ '/api/all-services': allServicesList() });
    renderApp('/all-services');
    expect(await screen.findByRole('link', { name: TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Watchlist/ })).not.toBeInTheDocument();
  });

  it('add in place at once, then roll back with Warning and the server message when refused', async () => {
    logIn(sampleUsers.customer);
    const spy = stubFetch({
      '/api/all-services': allServicesList(),
      '/api/add-watch-list': { status: 0, message: 'This service is not available' },
    });
    const gate = gateCalls(spy, '/api/add-watch-list');
    renderApp('/all-services');
    await userEvent.click(
      await screen.findByRole('button', { name: `Add to Watchlist: ${TITLE}` }),
    );
    // Optimistic: the card shows the service as watched while the call is in flight.
    const pressed = await screen.findByRole('button', { name: `Remove from Watchlist: ${TITLE}` });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    gate.open();
    expect(await screen.findByText('This service is not available')).toBeInTheDocument();
    expect(screen.getByText('Warning')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: `Add to Watchlist: ${TITLE}` }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(callsTo(spy, '/api/add-watch-list')[0]!.init?.body).toBe(
      JSON.stringify({ service_id: sampleCard.id }),
    );
  });

  it("say 'Added' and refresh the lists after a change", async () => {
    logIn(sampleUsers.customer);
    let lists = 0;
    const spy = stubFetch({
      '/api/all-services': () => allServicesList([lists++ === 0 ? sampleCard : watchedCard]),
      '/api/add-watch-list': { status: 1, message: 'Added' },
    });
    renderApp('/all-services');
    await userEvent.click(
      await screen.findByRole('button', { name: `Add to Watchlist: ${TITLE}` }),
    );
    expect(await screen.findByText('Added')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(spy, '/api/all-services')).toHaveLength(2));
    expect(
      await screen.findByRole('button', { name: `Remove from Watchlist: ${TITLE}` }),
    ).toBeInTheDocument();
  });

  it('roll a failed removal back and show nothing on cards', async () => {
    logIn(sampleUsers.customer);
    const spy = stubFetch({
      '/api/all-services': allServicesList([watchedCard]),
      '/api/remove-watch-list': httpError(500, 'Internal Server Error'),
    });
    const gate = gateCalls(spy, '/api/remove-watch-list');
    renderApp('/all-services');
    await userEvent.click(
      await screen.findByRole('button', { name: `Remove from Watchlist: ${TITLE}` }),
    );
    expect(
      await screen.findByRole('button', { name: `Add to Watchlist: ${TITLE}` }),
    ).toBeInTheDocument();
    gate.open();
    expect(
      await screen.findByRole('button', { name: `Remove from Watchlist: ${TITLE}` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(callsTo(spy, '/api/all-services')).toHaveLength(2));
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
  });

  it('send a member whose session ended to the login with the watchlist message', async () => {
    logIn(sampleUsers.customer);
    stubFetch({
      '/api/all-services': allServicesList(),
      '/api/add-watch-list': httpError(401, 'Please log in'),
    });
    const { router } = renderApp('/all-services');
    await userEvent.click(
      await screen.findByRole('button', { name: `Add to Watchlist: ${TITLE}` }),
    );
    expect(
      await screen.findByText('Please login to your account! before add service to watchlist'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(localStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe('/all-services');
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });
});

describe('/Watchlist', () => {
  it('toggles Edit/Cancel, dims the cards, removes in place and shows Removed', async () => {
    logIn(sampleUsers.customer);
    let lists = 0;
    const spy = stubFetch({
      '/api/get-watch-list': () => watchlistAnswer(lists++ === 0 ? [watchedCard] : []),
      '/api/remove-watch-list': { status: 1, message: 'Removed' },
    });
    const gate = gateCalls(spy, '/api/remove-watch-list');
    renderApp('/watchlist');
    expect(await screen.findByRole('heading', { name: 'Watchlist', level: 1 })).toBeInTheDocument();
    const card = await screen.findByTestId('service-card');
    expect(card.className).not.toMatch(/dimmed/);
    expect(screen.queryByRole('button', { name: `Remove ${TITLE}` })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('service-card').className).toMatch(/dimmed/);
    await userEvent.click(screen.getByRole('button', { name: `Remove ${TITLE}` }));
    // Gone at once, before the server answers.
    await waitFor(() => expect(screen.queryByTestId('service-card')).not.toBeInTheDocument());
    gate.open();
    expect(await screen.findByText('Removed')).toBeInTheDocument();
    expect(await screen.findByText('Your watchlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search services' })).toHaveAttribute('href', '/');
    expect(callsTo(spy, '/api/remove-watch-list')[0]!.url).toBe(
      `/api/remove-watch-list?service_id=${sampleCard.id}`,
    );
  });

  it("puts the card back and shows 'Error' with the server message when a removal fails", async () => {
    logIn(sampleUsers.customer);
    stubFetch({
      '/api/get-watch-list': watchlistAnswer(),
      '/api/remove-watch-list': { status: 0, message: 'Could not remove it' },
    });
    renderApp('/Watchlist');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: `Remove ${TITLE}` }));
    expect(await screen.findByText('Could not remove it')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(await screen.findByTestId('service-card')).toBeInTheDocument();
  });

  it('shows no auction mock: an empty watchlist has no private-note button', async () => {
    logIn(sampleUsers.customer);
    stubFetch({ '/api/get-watch-list': watchlistAnswer([]) });
    renderApp('/Watchlist');
    expect(await screen.findByText('Your watchlist is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Private note/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Place bid')).not.toBeInTheDocument();
  });

  it('is behind the route guard for visitors', async () => {
    stubFetch();
    const { router } = renderApp('/Watchlist');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(localStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe('/Watchlist');
  });
});
