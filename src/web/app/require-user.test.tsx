import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { STORAGE_KEYS } from '#shared/constants.ts';
import { logIn, renderApp, sampleUsers } from './testing/render-app.tsx';
import { httpError, stubFetch } from './testing/stub-fetch.ts';

// The first render loads the page's code: allow for a slow, busy machine.
configure({ asyncUtilTimeout: 10_000 });

const admin = { ...sampleUsers.provider, id: 1, role_id: 1 as const, name: 'team' };

const GUARDED = [
  '/accountDetails',
  '/ChangeEmailAddress',
  '/Changepassword',
  '/update-logo',
  '/Watchlist',
  '/all-services-sp',
  '/add-service',
  '/edit-service/carpet-steam-cleaning',
  '/subscription',
  '/admin',
];

describe('the route guard of member, provider and admin pages', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(GUARDED)(
    "%s without a stored user: 'Please Login to your account', redirectUrl, /Login",
    async (path) => {
      stubFetch();
      const { router } = renderApp(`${path}?from=test`);
      // The toast, and the text of the page while it leaves.
      expect((await screen.findAllByText('Please Login to your account')).length).toBeGreaterThan(
        0,
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
      expect(localStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe(`${path}?from=test`);
    },
  );

  it('sends a customer (role 3) home from the provider pages, with a warning', async () => {
    stubFetch();
    logIn(sampleUsers.customer);
    const { router } = renderApp('/add-service');
    expect(await screen.findByText('This page is for service providers.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Add Service' })).not.toBeInTheDocument();
  });

  it('opens the provider pages for roles 1 and 2', async () => {
    stubFetch();
    logIn(sampleUsers.provider);
    const provider = renderApp('/add-service');
    expect(await screen.findByRole('heading', { name: 'Add Service' })).toBeInTheDocument();
    provider.unmount();

    logIn(admin);
    renderApp('/all-services-sp');
    expect(await screen.findByRole('heading', { name: 'Listed Services' })).toBeInTheDocument();
  });

  it('keeps /admin for role 1: a provider is sent home with a warning', async () => {
    stubFetch();
    logIn(sampleUsers.provider);
    const { router, unmount } = renderApp('/admin');
    expect(await screen.findByText('This page is for admins.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    unmount();

    logIn(admin);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  });

  it('opens the watchlist at /Watchlist and /watchlist (one route, matched case-insensitively)', async () => {
    stubFetch();
    logIn(sampleUsers.customer);
    for (const path of ['/Watchlist', '/watchlist']) {
      const view = renderApp(path);
      const main = await screen.findByRole('main');
      expect(await within(main).findByRole('heading', { name: 'Watchlist' })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('forgets the stored user after a 401 from any call of a guarded page', async () => {
    stubFetch({ '/api/change-password': httpError(401, 'Please login to your account!') });
    logIn(sampleUsers.customer);
    const { router } = renderApp('/Changepassword');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Old password/), 'Old-password-1');
    await user.type(screen.getByLabelText(/^New password/), 'Pohutukawa-summer-1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Pohutukawa-summer-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.subscription)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe('/Changepassword');
    expect(await screen.findByText('Please Login to your account')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
