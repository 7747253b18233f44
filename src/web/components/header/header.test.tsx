import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { logIn, renderApp, renderInApp, sampleUsers } from '../../app/testing/render-app.tsx';
import { stubFetch } from '../../app/testing/stub-fetch.ts';
import { Header } from './header.tsx';

describe('Header', () => {
  beforeEach(() => {
    stubFetch();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows Register and Login links when logged out', async () => {
    renderInApp(<Header />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/Register',
    );
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/Login');
    expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kiwi Services home' })).toHaveAttribute('href', '/');
  });

  it('is shown on the home page and hidden on /Login, /Register, /Registers/SP and /ForgotPassword', async () => {
    const home = renderApp('/');
    expect(await screen.findByRole('banner', {}, { timeout: 5000 })).toBeInTheDocument();
    home.unmount();

    for (const path of ['/Login', '/Register', '/Registers/SP', '/ForgotPassword']) {
      const view = renderApp(path);
      // The footer renders once the page's code has loaded.
      expect(await screen.findByRole('contentinfo', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it("shows the initial of the person's name, not of the username, for a customer (role 3)", async () => {
    // Sam Te Whare's username starts with a C: the header showed "C" before.
    logIn({ ...sampleUsers.customer, name: 'customer7', display_name: 'Sam Te Whare' });
    renderInApp(<Header />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Watchlist' })).toHaveAttribute(
      'href',
      '/Watchlist',
    );
    const account = within(nav).getByRole('link', { name: /Account details/ });
    expect(account).toHaveAttribute('href', '/accountDetails');
    expect(account).toHaveTextContent(/^S$/);
    expect(account).toHaveAccessibleName('Account details for Sam Te Whare');
    expect(within(nav).queryByRole('button', { name: 'Services' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows the Services menu with Listed Services and Add Service for a provider (role 2)', async () => {
    logIn(sampleUsers.provider);
    renderInApp(<Header />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Services' }));
    expect(await screen.findByRole('menuitem', { name: 'Listed Services' })).toHaveAttribute(
      'href',
      '/all-services-sp',
    );
    expect(await screen.findByRole('menuitem', { name: 'Add Service' })).toHaveAttribute(
      'href',
      '/add-service',
    );
  });

  it('logs out: clears local storage, says "Your are logout" and goes home', async () => {
    logIn(sampleUsers.provider);
    localStorage.setItem('homeFilter', '{"city":"Auckland"}');
    const { router } = renderInApp(<Header />, '/Watchlist');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Your are logout')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
    expect(router.state.location.pathname).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
