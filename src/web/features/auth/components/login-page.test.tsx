import { configure, getDefaultNormalizer, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { STORAGE_KEYS } from '#shared/constants.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { httpError, networkError, stubFetch } from '../../../app/testing/stub-fetch.ts';

// The first render loads the page's code: allow for a slow, busy machine.
configure({ asyncUtilTimeout: 10_000 });

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false, trim: false }) };

const loginResult = {
  id: 8,
  slug: 'kauri-plumbing',
  name: 'kauri',
  email: 'hello@kauriplumbing.co.nz',
  logo: null,
  role_id: 2,
  stripe_id: 'sub_local_8',
  display_name: 'Kauri Plumbing',
};

function bodyOf(init?: RequestInit): Record<string, unknown> {
  return JSON.parse(init?.body as string) as Record<string, unknown>;
}

async function fillAndSubmit(name: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Email\/Username/), name);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('Login page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the spec's required messages, word for word, and calls nothing", async () => {
    const fetchSpy = stubFetch();
    renderApp('/Login');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email/Username is required')).toBeInTheDocument();
    // Two spaces, as the spec has it.
    expect(screen.getByText('Password  required', exact)).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([input]) => urlOf(input).includes('/api/login'))).toBe(false);
  });

  it('links to /Register and /ForgotPassword and toggles the password visibility', async () => {
    stubFetch();
    renderApp('/Login');
    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/Register',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/ForgotPassword',
    );
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show or hide the password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  });

  it("shows 'Failed to login' with the server message on status 0", async () => {
    stubFetch({
      '/api/login': {
        status: 0,
        success: false,
        message: 'These credentials do not match our records.',
      },
    });
    renderApp('/Login');
    await fillAndSubmit('someone@example.co.nz', 'wrong-password');
    expect(await screen.findByText('Failed to login')).toBeInTheDocument();
    expect(screen.getByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it("shows 'Failed to login' with the reason when the account is locked (429)", async () => {
    stubFetch({ '/api/login': httpError(429, 'Too many failed login attempts.') });
    renderApp('/Login');
    await fillAndSubmit('someone', 'whatever-password');
    expect(await screen.findByText('Failed to login')).toBeInTheDocument();
    expect(screen.getByText('Too many failed login attempts.')).toBeInTheDocument();
  });

  it("shows 'Something went wrong' when the call fails", async () => {
    stubFetch({ '/api/login': networkError() });
    renderApp('/Login');
    await fillAndSubmit('someone', 'whatever-password');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch')).toBeInTheDocument();
  });

  it('stores the user and the subscription flag, toasts, and goes to the stored redirectUrl', async () => {
    let sent: Record<string, unknown> = {};
    stubFetch({
      '/api/login': (_url: URL, init?: RequestInit) => {
        sent = bodyOf(init);
        return { status: 1, success: true, message: 'Login successfully', result: loginResult };
      },
    });
    localStorage.setItem(STORAGE_KEYS.redirectUrl, '/Watchlist');
    const { router } = renderApp('/Login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email\/Username/), 'kauri');
    await user.type(screen.getByLabelText(/^Password/), 'Tui-sings-at-dawn-42');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login Successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/Watchlist'));
    expect(sent).toEqual({ name: 'kauri', password: 'Tui-sings-at-dawn-42', remember: true });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(loginResult);
    expect(localStorage.getItem(STORAGE_KEYS.subscription)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.redirectUrl)).toBeNull();
  });

  it('goes home after login without a redirectUrl, and never to another site', async () => {
    stubFetch({
      '/api/login': {
        status: 1,
        success: true,
        message: 'Login successfully',
        result: { ...loginResult, stripe_id: null },
      },
    });
    localStorage.setItem(STORAGE_KEYS.redirectUrl, '//evil.example/steal');
    const { router } = renderApp('/Login');
    await fillAndSubmit('kauri', 'Tui-sings-at-dawn-42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.subscription)).toBe('false');
  });

  it('sends a logged-in user home from /Login, /Register and /Registers/SP', async () => {
    stubFetch();
    for (const path of ['/Login', '/Register', '/Registers/SP']) {
      logIn(sampleUsers.customer);
      const view = renderApp(path);
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
      view.unmount();
    }
  });
});
