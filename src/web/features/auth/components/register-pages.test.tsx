import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderApp } from '../../../app/testing/render-app.tsx';
import { httpError, stubFetch } from '../../../app/testing/stub-fetch.ts';

// The first render loads the page's code: allow for a slow, busy machine.
configure({ asyncUtilTimeout: 10_000 });

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

function calledPaths(spy: ReturnType<typeof stubFetch>): string[] {
  return spy.mock.calls.map(([input]) => new URL(urlOf(input), 'http://localhost').pathname);
}

describe("both registration forms: '{field} is required', and nothing is sent", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    [
      '/Register',
      '/api/register',
      [
        'First Name is required',
        'Last Name is required',
        'Email is required',
        'Phone number is required',
      ],
    ],
    [
      '/Registers/SP',
      '/api/serviceProviderRegister',
      [
        'Business Name is required',
        'Email is required',
        'Contact Person Name is required',
        'Contact Number is required',
        'Logo is required',
        'Description is required',
      ],
    ],
  ])('%s', async (path, api, messages) => {
    const spy = stubFetch();
    renderApp(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    for (const message of messages) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calledPaths(spy)).not.toContain(api);
  });
});

describe('Register page (personal account)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the phone number numeric and links to the provider form and login', async () => {
    stubFetch();
    renderApp('/Register');
    const phone = await screen.findByLabelText(/Phone number/);
    await userEvent.type(phone, '021 12-ab34');
    expect(phone).toHaveValue('0211234');
    expect(screen.getByRole('link', { name: 'Register as a service provider' })).toHaveAttribute(
      'href',
      '/Registers/SP',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/Login');
  });

  it('posts the form (role 3, unverified), shows the server message and goes to /Login', async () => {
    let form: FormData | null = null;
    stubFetch({
      '/api/register': (_url: URL, init?: RequestInit) => {
        form = init?.body as FormData;
        return { status: 1, success: true, message: 'Registration successful. Check your email.' };
      },
    });
    const { router } = renderApp('/Register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/First Name/), 'Mere');
    await user.type(screen.getByLabelText(/Last Name/), 'Parata');
    await user.type(screen.getByLabelText(/^Email/), 'mere@example.co.nz');
    await user.type(screen.getByLabelText(/Phone number/), '0211234567');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(
      await screen.findByText('Registration successful. Check your email.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    const sent = form as unknown as FormData;
    expect(Object.fromEntries(sent.entries())).toEqual({
      f_name: 'Mere',
      l_name: 'Parata',
      email: 'mere@example.co.nz',
      phone_number: '0211234567',
      is_verified: '0',
      role_id: '3',
    });
  });

  it('shows the first email message of a failure', async () => {
    stubFetch({
      '/api/register': {
        status: 0,
        success: false,
        message: { email: ['The email has already been taken.'] },
      },
    });
    const { router } = renderApp('/Register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/First Name/), 'Mere');
    await user.type(screen.getByLabelText(/Last Name/), 'Parata');
    await user.type(screen.getByLabelText(/^Email/), 'taken@example.co.nz');
    await user.type(screen.getByLabelText(/Phone number/), '0211234567');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      (await screen.findAllByText('The email has already been taken.')).length,
    ).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/Register');
  });

  it("shows 'Something went wrong!' when a failure names no email problem", async () => {
    stubFetch({ '/api/register': { status: 0, success: false, message: { phone_number: ['x'] } } });
    renderApp('/Register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/First Name/), 'Mere');
    await user.type(screen.getByLabelText(/Last Name/), 'Parata');
    await user.type(screen.getByLabelText(/^Email/), 'mere@example.co.nz');
    await user.type(screen.getByLabelText(/Phone number/), '0211234567');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  });
});

describe('Register page (service provider)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('counts the description live up to 1000 characters', async () => {
    stubFetch();
    renderApp('/Registers/SP');
    expect(await screen.findByText('0/1000 characters')).toBeInTheDocument();
    const description = screen.getByLabelText(/Description/);
    expect(description).toHaveAttribute('maxlength', '1000');
    await userEvent.type(description, 'Kia ora');
    expect(screen.getByText('7/1000 characters')).toBeInTheDocument();
    fireEvent.change(description, { target: { value: 'x'.repeat(1000) } });
    expect(screen.getByText('1000/1000 characters')).toBeInTheDocument();
  });

  it('previews the chosen logo, removes it, and posts the multipart form with the file', async () => {
    let form: FormData | null = null;
    stubFetch({
      '/api/serviceProviderRegister': (_url: URL, init?: RequestInit) => {
        form = init?.body as FormData;
        return { status: 1, success: true, message: 'Registration successful.' };
      },
    });
    const { router, container } = renderApp('/Registers/SP');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Business Name/), 'Kauri Plumbing');
    await user.type(screen.getByLabelText(/^Email/), 'hello@kauri.co.nz');
    await user.type(screen.getByLabelText(/Contact Person Name/), 'Tama Wilson');
    await user.type(screen.getByLabelText(/Contact Number/), '0275551234');
    await user.type(screen.getByLabelText(/Description/), 'Certified plumbers.');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await user.upload(input, logo);
    expect(await screen.findByText('logo.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByText('logo.png')).not.toBeInTheDocument();
    await user.upload(input, logo);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    const sent = form as unknown as FormData;
    expect(sent.get('business_name')).toBe('Kauri Plumbing');
    expect(sent.get('contact_person')).toBe('Tama Wilson');
    expect(sent.get('message')).toBe('Certified plumbers.');
    expect(sent.get('phone_number')).toBe('0275551234');
    expect(sent.get('role_id')).toBe('2');
    expect(sent.get('is_verified')).toBe('1');
    expect((sent.get('logo') as File).name).toBe('logo.png');
  });
});

describe('Forgot password page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("requires the email ('Email is required') and shows the neutral answer after sending", async () => {
    let sent: unknown = null;
    stubFetch({
      '/api/password/forgot': (_url: URL, init?: RequestInit) => {
        sent = JSON.parse(init?.body as string);
        return {
          status: 1,
          success: true,
          message: 'If an account exists for that email, we have sent a link.',
        };
      },
    });
    renderApp('/ForgotPassword');
    await userEvent.click(await screen.findByRole('button', { name: 'Send instructions' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Email/), 'mere@example.co.nz');
    await userEvent.click(screen.getByRole('button', { name: 'Send instructions' }));
    expect(await screen.findByText(/If an account exists for that email/)).toBeInTheDocument();
    expect(sent).toEqual({ email: 'mere@example.co.nz' });
  });
});

describe('Set password page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("checks length and 'Password not match', sends the token, then goes to /Login", async () => {
    let sent: unknown = null;
    stubFetch({
      '/api/password/set': (_url: URL, init?: RequestInit) => {
        sent = JSON.parse(init?.body as string);
        return { status: 1, success: true, message: 'Your password has been set.' };
      },
    });
    const token = 'A'.repeat(43);
    const { router } = renderApp(`/set-password?token=${token}`);
    // The token leaves the address bar at once.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Password not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Tui-sings-at-dawn-42');
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'Tui-sings-at-dawn-42');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(sent).toEqual({ token, password: 'Tui-sings-at-dawn-42' });
  });

  it('explains a used or expired link and offers a new one', async () => {
    const problem = 'This link is invalid or has expired. Please ask for a new one.';
    stubFetch({ '/api/password/set': httpError(400, problem, { token: [problem] }) });
    renderApp(`/set-password?token=${'B'.repeat(43)}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), 'Tui-sings-at-dawn-42');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Tui-sings-at-dawn-42');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(/invalid or has expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/ForgotPassword',
    );
  });

  it('says so when the link has no token', async () => {
    stubFetch();
    renderApp('/set-password');
    expect(await screen.findByText(/This link is not complete/)).toBeInTheDocument();
  });
});
