import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderApp } from '../../../app/testing/render-app.tsx';
import { httpError, stubFetch } from '../../../app/testing/stub-fetch.ts';

// The first render loads the page's code: allow for a slow, busy machine.
configure({ asyncUtilTimeout: 10_000 });

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const calledPaths = (spy: ReturnType<typeof stubFetch>): string[] =>
  spy.mock.calls.map(([input]) => new URL(urlOf(input), 'http://localhost').pathname);

const SENT = 'Thank you! Your message has been sent. We usually reply within one working day.';
const APPLIED = 'Thank you! Your application has been sent. We will be in touch.';

const pdf = (bytes = 64) =>
  new File([new Uint8Array(bytes).fill(37)], 'Aroha CV.pdf', { type: 'application/pdf' });

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Opens /ContactUs, fills the required fields and sends. */
async function sendFilledContactForm() {
  renderApp('/ContactUs');
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Mere');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'mere@example.co.nz');
  await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('Contact Us form', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the spec's required texts and an email pattern error, and sends nothing", async () => {
    const spy = stubFetch();
    renderApp('/ContactUs');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    for (const text of ['Name is required', 'Email is required', 'Message is required']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByText('Subject is required')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument();
    expect(calledPaths(spy)).not.toContain('/api/contact');
  });

  it('posts the message with an empty honeypot and shows the success message in the page', async () => {
    let body: unknown = null;
    stubFetch({
      '/api/contact': (_url: URL, init?: RequestInit) => {
        body = JSON.parse(init?.body as string);
        return { success: true, message: SENT };
      },
    });
    renderApp('/ContactUs');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Wiremu Tane');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'wiremu@example.co.nz');
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Listings');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Kia ora, a question.');
    expect(screen.getByText('20 / 5000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const status = await screen.findByRole('status', { name: /Message sent/ });
    expect(within(status).getByText(SENT)).toBeInTheDocument();
    await waitFor(() => expect(status).toHaveFocus());
    expect(body).toEqual({
      name: 'Wiremu Tane',
      email: 'wiremu@example.co.nz',
      subject: 'Listings',
      message: 'Kia ora, a question.',
      website: '',
    });
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('');
  });

  it('keeps the honeypot away from people and assistive technology', async () => {
    stubFetch();
    const { container } = renderApp('/ContactUs');
    await screen.findByRole('button', { name: 'Send message' });
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Website/ })).not.toBeInTheDocument();
  });

  it("shows a refusal's message and puts the server's field errors under their fields", async () => {
    stubFetch({
      '/api/contact': httpError(400, 'Email must be a valid email address', {
        email: ['Email must be a valid email address'],
      }),
    });
    await sendFilledContactForm();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email must be a valid email address');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'Email must be a valid email address',
    );
  });

  it("says 'Something went wrong' when the site fails", async () => {
    stubFetch({ '/api/contact': httpError(500, 'Internal Server Error') });
    await sendFilledContactForm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});

describe('Careers form', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function fillApplicant(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByRole('textbox', { name: /^First Name/ }), 'Aroha');
    await user.type(screen.getByRole('textbox', { name: /^Last Name/ }), 'Ngata');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'aroha@example.co.nz');
  }

  it("shows the spec's four required texts word for word, and sends nothing", async () => {
    const spy = stubFetch();
    renderApp('/Careers');
    await userEvent.click(await screen.findByRole('button', { name: 'Send application' }));
    for (const text of [
      'First Name is required',
      'Last Name is required',
      'Email is required',
      'Resume is required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(calledPaths(spy)).not.toContain('/api/careers');
  });

  it('checks the résumé in the browser: PDF or Word only, at most 5 MB', async () => {
    const spy = stubFetch();
    const { container } = renderApp('/Careers');
    const user = userEvent.setup({ applyAccept: false });
    await fillApplicant(user);
    const exe = new File([new Uint8Array([77, 90])], 'setup.exe', {
      type: 'application/x-msdownload',
    });
    await user.upload(fileInput(container), exe);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByText('The résumé must be a PDF or a Word (.docx) document'),
    ).toBeInTheDocument();
    await user.upload(fileInput(container), pdf(5 * 1024 * 1024 + 1));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('The résumé must be at most 5 MB')).toBeInTheDocument();
    expect(calledPaths(spy)).not.toContain('/api/careers');
  });

  it('posts the application with the résumé as a file part and shows the success message', async () => {
    let form: FormData | null = null;
    stubFetch({
      '/api/careers': (_url: URL, init?: RequestInit) => {
        form = init?.body as FormData;
        return { success: true, message: APPLIED };
      },
    });
    const { container } = renderApp('/Careers');
    const user = userEvent.setup();
    await fillApplicant(user);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Role' }),
      'Listings moderator (remote, New Zealand)',
    );
    await user.upload(fileInput(container), pdf());
    await user.type(screen.getByRole('textbox', { name: /^Cover note/ }), 'Kia ora!');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    const status = await screen.findByRole('status', { name: /Application sent/ });
    expect(within(status).getByText(APPLIED)).toBeInTheDocument();
    const sent = form as unknown as FormData;
    expect(sent.get('first_name')).toBe('Aroha');
    expect(sent.get('last_name')).toBe('Ngata');
    expect(sent.get('email')).toBe('aroha@example.co.nz');
    expect(sent.get('role')).toBe('Listings moderator (remote, New Zealand)');
    expect(sent.get('cover_note')).toBe('Kia ora!');
    expect(sent.get('website')).toBe('');
    expect((sent.get('resume') as File).name).toBe('Aroha CV.pdf');
  });

  it("puts the server's résumé refusal (decided by the bytes) under the Resume field", async () => {
    const wrongType = 'The résumé must be a PDF or a Word (.docx) document';
    stubFetch({ '/api/careers': httpError(415, wrongType, { resume: [wrongType] }) });
    const { container } = renderApp('/Careers');
    const user = userEvent.setup();
    await fillApplicant(user);
    await user.upload(fileInput(container), pdf());
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wrongType);
    expect(screen.getAllByText(wrongType)).toHaveLength(2);
  });
});
