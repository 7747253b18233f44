import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CREDENTIAL_TEXTS, type AdminCredential } from '#shared/api/credentials.ts';
import {
  adminCredentialsPage,
  sampleAdminCredential,
} from '../../../app/testing/credential-fixtures.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { bodiesSentTo, stubFetch } from '../../../app/testing/stub-fetch.ts';
import { nzToday } from '../../../lib/credentials.ts';

// The first render loads the page's code.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const admin = sampleUsers.admin;

const insurance: AdminCredential = {
  ...sampleAdminCredential,
  id: 8,
  kind: 'insurance',
  number: null,
  classes: [],
  insurer: 'Vero',
  amount_cents: 200_000_000,
  expires_on: '2027-06-30',
  certificate_url: '/api/credentials/8/certificate',
  register_url: null,
  label: 'Insured to $2,000,000',
};

/** A queue the decisions empty: each decided item leaves it. */
function stubQueue() {
  const decided = new Set<number>();
  const decide = (id: number, message: string) => () => {
    decided.add(id);
    return { success: true, message };
  };
  return stubFetch({
    '/api/admin/credentials': () =>
      adminCredentialsPage([sampleAdminCredential, insurance].filter((c) => !decided.has(c.id))),
    '/api/admin/credentials/7/approve': decide(7, CREDENTIAL_TEXTS.approved),
    '/api/admin/credentials/8/reject': decide(8, CREDENTIAL_TEXTS.rejected),
  });
}

const itemOf = async (name: RegExp) =>
  (await screen.findByRole('heading', { name, level: 2 })).closest('article')!;

describe('/admin/credentials', () => {
  it('shows what to check, with the register search and the certificate in new tabs', async () => {
    logIn(admin);
    stubQueue();
    renderApp('/admin/credentials');
    expect(
      await screen.findByRole('heading', { name: 'Licences to check', level: 1 }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', {
        name: /Licences to check/,
      }),
    ).toHaveAttribute('href', '/admin/credentials');
    const lbp = await itemOf(/Licensed Building Practitioner of Kauri Plumbing/);
    expect(within(lbp).getByRole('link', { name: 'Kauri Plumbing' })).toHaveAttribute(
      'href',
      '/provider-details/kauri-plumbing',
    );
    expect(within(lbp).getByText('Number: BP123456')).toBeInTheDocument();
    expect(within(lbp).getByText('Classes: Carpentry')).toBeInTheDocument();
    const register = within(lbp).getByRole('link', { name: /Search the register/ });
    expect(register).toHaveAttribute('href', sampleAdminCredential.register_url);
    expect(register).toHaveAttribute('target', '_blank');
    expect(register.getAttribute('rel')).toContain('noopener');
    expect(within(lbp).getByRole('link', { name: /Certificate/ })).toHaveAttribute(
      'href',
      '/api/credentials/7/certificate',
    );
    const cover = await itemOf(/Public liability insurance/);
    expect(within(cover).getByText('Insurer: Vero')).toBeInTheDocument();
    expect(within(cover).getByText('Cover: $2,000,000')).toBeInTheDocument();
    expect(within(cover).getByText('Expires: 30 Jun 2027')).toBeInTheDocument();
    expect(within(cover).queryByRole('link', { name: /Search the register/ })).toBeNull();
  });

  it('approves with the date checked (today by default, never in the future); the item leaves', async () => {
    logIn(admin);
    const spy = stubQueue();
    const user = userEvent.setup();
    renderApp('/admin/credentials');
    const lbp = await itemOf(/Licensed Building Practitioner/);
    const date = within(lbp).getByLabelText(/Date checked/);
    expect(date).toHaveValue(nzToday());
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.click(within(lbp).getByRole('button', { name: 'Approve' }));
    expect(
      await within(lbp).findByText('Date checked cannot be in the future'),
    ).toBeInTheDocument();
    expect(bodiesSentTo(spy, '/api/admin/credentials/7/approve')).toHaveLength(0);
    await user.clear(date);
    await user.type(date, '2026-11-27');
    await user.click(within(lbp).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(bodiesSentTo(spy, '/api/admin/credentials/7/approve')).toEqual([
        { checked_on: '2026-11-27' },
      ]),
    );
    expect(await screen.findByText(CREDENTIAL_TEXTS.approved)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: /Licensed Building Practitioner/ }),
      ).not.toBeInTheDocument(),
    );
  });

  it('rejects only with a reason, which it posts; the item leaves', async () => {
    logIn(admin);
    const spy = stubQueue();
    const user = userEvent.setup();
    renderApp('/admin/credentials');
    const cover = await itemOf(/Public liability insurance/);
    await user.click(within(cover).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: /Reject this/ });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(bodiesSentTo(spy, '/api/admin/credentials/8/reject')).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'The certificate has expired',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(bodiesSentTo(spy, '/api/admin/credentials/8/reject')).toEqual([
        { reason: 'The certificate has expired' },
      ]),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: /Public liability insurance/ }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: /Licensed Building Practitioner/ })).toBeVisible();
  });
});
