import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CREDENTIAL_TEXTS, type Credential } from '#shared/api/credentials.ts';
import {
  VALID_NZBN,
  credentialsInEveryState,
  sampleCredential,
} from '../../../app/testing/credential-fixtures.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { bodiesSentTo, httpError, stubFetch } from '../../../app/testing/stub-fetch.ts';

// The first render loads the page's code.
configure({ asyncUtilTimeout: 10_000 });

/** The provider's licences and badges (issue 27 §3): the list, its states, and the add form. */

afterEach(() => {
  vi.restoreAllMocks();
});

const PATH = '/account/credentials';

async function addForm(): Promise<HTMLElement> {
  return screen.findByRole('form', { name: 'Add a licence or badge' });
}

const pdf = (name = 'certificate.pdf', bytes = 4) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

function fileInput(form: HTMLElement): HTMLInputElement {
  const input = form.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** The multipart body posted to /api/credentials (the list's reads send none). */
const posted = (spy: ReturnType<typeof stubFetch>) =>
  bodiesSentTo(spy, '/api/credentials').find((body): body is FormData => body instanceof FormData);

/** A stubbed list that grows when a credential is added. */
function stubCredentials(initial: Credential[] = []) {
  const list = [...initial];
  const spy = stubFetch({
    '/api/credentials': (_url: URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const added = { ...sampleCredential, id: 99 };
        list.push(added);
        return { success: true, message: CREDENTIAL_TEXTS.added, result: added };
      }
      return { result: list };
    },
  });
  return spy;
}

describe('/account/credentials', () => {
  it('is in the provider account menu and says what is checked', async () => {
    logIn(sampleUsers.provider);
    stubCredentials();
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { name: 'Licences and badges', level: 1 }),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: /Licences and badges/ })).toHaveAttribute(
      'href',
      PATH,
    );
    expect(
      screen.getByText(
        'We check every licence against the public register. Badges are never sold.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Nothing added yet/)).toBeInTheDocument();
  });

  it('is for providers only', async () => {
    logIn(sampleUsers.customer);
    stubCredentials();
    renderApp(PATH);
    expect(await screen.findByText('This page is for service providers.')).toBeInTheDocument();
  });

  it('lists each credential with its state in words, and removes one after a confirm', async () => {
    logIn(sampleUsers.provider);
    const spy = stubFetch({
      '/api/credentials': { result: credentialsInEveryState },
      '/api/credentials/3': { success: true, message: CREDENTIAL_TEXTS.removed },
    });
    const user = userEvent.setup();
    renderApp(PATH);
    const item = async (name: string) =>
      (await screen.findByRole('heading', { name, level: 3 })).closest('article')!;
    const lbp = await item('Licensed Building Practitioner');
    expect(within(lbp).getByText('Waiting for our check')).toBeInTheDocument();
    expect(within(lbp).getByText('Number: BP123456')).toBeInTheDocument();
    expect(within(lbp).getByText('Classes: Carpentry')).toBeInTheDocument();
    expect(within(await item('NZBN')).getByText('Checked on 27 Nov 2026')).toBeInTheDocument();
    const ewrb = await item('Electrical registration (EWRB)');
    expect(
      within(ewrb).getByText('Not accepted: The register shows no such number'),
    ).toBeInTheDocument();
    const insurance = await item('Public liability insurance');
    expect(within(insurance).getByText('Expired')).toBeInTheDocument();
    expect(within(insurance).getByText('Cover: $2,000,000')).toBeInTheDocument();
    expect(within(insurance).getByRole('link', { name: /Certificate/ })).toHaveAttribute(
      'href',
      '/api/credentials/4/certificate',
    );

    await user.click(
      within(ewrb).getByRole('button', { name: 'Remove Electrical registration (EWRB)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this badge?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(
        spy.mock.calls.some(
          ([input, init]) =>
            typeof input === 'string' &&
            input.endsWith('/api/credentials/3') &&
            init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText(CREDENTIAL_TEXTS.removed)).toBeInTheDocument();
  });

  it('gives field messages: a bad NZBN check digit, an LBP number of the wrong shape, no class', async () => {
    logIn(sampleUsers.provider);
    const spy = stubCredentials();
    const user = userEvent.setup();
    renderApp(PATH);
    const form = await addForm();
    const kind = within(form).getByRole('combobox', { name: /What are you adding/ });
    await user.selectOptions(kind, 'nzbn');
    await user.type(within(form).getByRole('textbox', { name: /^NZBN/ }), '9429041535258');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(
      await within(form).findByText('NZBN is not a valid NZBN: check the digits'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^NZBN/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.selectOptions(kind, 'lbp');
    await user.type(within(form).getByRole('textbox', { name: /LBP number/ }), 'BP12345');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(
      await within(form).findByText('LBP number must be BP followed by 6 digits, like BP123456'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one class')).toBeInTheDocument();
    expect(posted(spy)).toBeUndefined();
  });

  it('refuses at once a certificate that is not a PDF or an image, or is over 5 MB', async () => {
    logIn(sampleUsers.provider);
    stubCredentials();
    const user = userEvent.setup({ applyAccept: false });
    renderApp(PATH);
    const form = await addForm();
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /What are you adding/ }),
      'insurance',
    );
    // The picker is labelled (a button that opens the file dialog).
    expect(within(form).getByRole('button', { name: /^Certificate/ })).toBeInTheDocument();
    await user.upload(fileInput(form), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await within(form).findByText('Certificate must be a PDF or an image (JPEG, PNG or WebP)'),
    ).toBeInTheDocument();
    await user.upload(fileInput(form), pdf('big.pdf', 6 * 1024 * 1024));
    expect(await within(form).findByText('Certificate must be at most 5 MB')).toBeInTheDocument();
    expect(
      within(form).queryByText('Certificate must be a PDF or an image (JPEG, PNG or WebP)'),
    ).toBeNull();
  });

  it('adds insurance: posts the multipart fields (amount in cents) and shows the server message', async () => {
    logIn(sampleUsers.provider);
    const spy = stubCredentials();
    const user = userEvent.setup();
    renderApp(PATH);
    const form = await addForm();
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /What are you adding/ }),
      'insurance',
    );
    await user.type(within(form).getByRole('textbox', { name: /Insurer/ }), 'Vero');
    await user.type(within(form).getByRole('textbox', { name: /Cover amount/ }), '2,000,000');
    await user.type(within(form).getByLabelText(/Expiry date/), '2099-06-30');
    const certificate = pdf();
    await user.upload(fileInput(form), certificate);
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(posted(spy)).toBeInstanceOf(FormData));
    const sent = posted(spy)!;
    expect(Object.fromEntries([...sent.keys()].map((k) => [k, sent.getAll(k)]))).toEqual({
      kind: ['insurance'],
      insurer: ['Vero'],
      amount_cents: ['200000000'],
      expires_on: ['2099-06-30'],
      certificate: [expect.any(File)],
    });
    expect((sent.get('certificate') as File).name).toBe('certificate.pdf');
    expect(await screen.findByText(CREDENTIAL_TEXTS.added)).toBeInTheDocument();
    // The list is read again: the new one shows, waiting.
    expect(await screen.findByText('Waiting for our check')).toBeInTheDocument();
  });

  it('adds an LBP number with its classes, normalised', async () => {
    logIn(sampleUsers.provider);
    const spy = stubCredentials();
    const user = userEvent.setup();
    renderApp(PATH);
    const form = await addForm();
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /What are you adding/ }),
      'lbp',
    );
    await user.type(within(form).getByRole('textbox', { name: /LBP number/ }), 'bp 123456');
    await user.click(within(form).getByRole('checkbox', { name: 'Carpentry' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Site 1' }));
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(posted(spy)).toBeInstanceOf(FormData));
    const sent = posted(spy)!;
    expect(sent.get('kind')).toBe('lbp');
    expect(sent.get('number')).toBe('BP123456');
    expect(sent.getAll('classes[]')).toEqual(['Carpentry', 'Site 1']);
    expect(sent.has('certificate')).toBe(false);
    expect(sent.has('insurer')).toBe(false);
  });

  it("shows the server's field messages on their fields", async () => {
    logIn(sampleUsers.provider);
    stubFetch({
      '/api/credentials': (_url: URL, init?: RequestInit) =>
        init?.method === 'POST'
          ? httpError(400, CREDENTIAL_TEXTS.alreadyWaiting, {
              number: ['Number is already waiting to be checked'],
            })
          : { result: [] },
    });
    const user = userEvent.setup();
    renderApp(PATH);
    const form = await addForm();
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /What are you adding/ }),
      'nzbn',
    );
    await user.type(within(form).getByRole('textbox', { name: /^NZBN/ }), VALID_NZBN);
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(
      await within(form).findByText('Number is already waiting to be checked'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent(CREDENTIAL_TEXTS.alreadyWaiting);
  });
});
