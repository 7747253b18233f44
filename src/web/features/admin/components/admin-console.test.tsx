import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { AdminService, AdminUser } from '#shared/api/admin.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { httpError, stubFetch } from '../../../app/testing/stub-fetch.ts';

// The first render loads the page's code: allow for a slow, busy machine.
configure({ asyncUtilTimeout: 10_000 });

const pending: AdminService = {
  id: 41,
  slug: 'heat-pump-servicing-karori',
  title: 'Heat pump servicing in Karori',
  status: 'pending',
  is_listed: true,
  changed_since_approval: false,
  rejection_reason: null,
  category: 'Electrical',
  sub_category: 'Heat Pumps',
  service_type: ['residential'],
  description: 'We service heat pumps across Wellington.',
  about_service: ['Licensed electricians', 'Five-year warranty'],
  business_name: 'Warm Homes Ltd',
  city: 'Wellington',
  suburb: 'Karori',
  about: 'A family business since 2004.',
  contact_name: 'Mere',
  phone_number: '021 555 0101',
  provider: { id: 8, slug: 'warm-homes', name: 'Warm Homes Ltd', email: 'mere@warmhomes.nz' },
  images: [{ url: 'http://localhost/uploads/services/a.webp', is_main: true }],
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
  moderated_at: null,
};

const member: AdminUser = {
  id: 7,
  slug: 'aroha-ngata',
  role_id: 3,
  name: 'Aroha Ngata',
  username: 'aroha',
  email: 'aroha@example.co.nz',
  business_name: null,
  phone_number: null,
  is_verified: true,
  is_suspended: false,
  suspended_reason: null,
  has_password: true,
  created_at: '2026-01-05T01:00:00.000Z',
  subscription: null,
  services: { pending: 0, approved: 0, rejected: 0 },
};

const page = { total: 1, page: 1, per_page: 10 };
const ok = (message: string) => ({ success: true, message });
const bodyOf = (init?: RequestInit): unknown => JSON.parse(init?.body as string);
const calledPaths = (spy: ReturnType<typeof stubFetch>) =>
  spy.mock.calls.map(([input]) => new URL(input as string, 'http://localhost').pathname);

describe('admin console', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('rejects a service only with a reason, and sends that reason', async () => {
    const sent: unknown[] = [];
    const spy = stubFetch({
      '/api/admin/services': { success: true, services: [pending], ...page },
      '/api/admin/services/41/reject': (_url: URL, init?: RequestInit) => {
        sent.push(bodyOf(init));
        return ok('Service rejected');
      },
    });
    logIn(sampleUsers.admin);
    renderApp('/admin/moderation');
    const card = await screen.findByRole('article', { name: 'Heat pump servicing in Karori' });
    expect(within(card).getByText('Licensed electricians')).toBeInTheDocument();
    expect(within(card).getByText('021 555 0101')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this service' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(calledPaths(spy)).not.toContain('/api/admin/services/41/reject');

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Blurry photos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Service rejected')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Blurry photos' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('approves with one click and shows the server refusal when there is one', async () => {
    stubFetch({
      '/api/admin/services': { success: true, services: [pending], ...page },
      '/api/admin/services/41/approve': httpError(409, 'This service was already moderated'),
    });
    logIn(sampleUsers.admin);
    renderApp('/admin/moderation');
    const card = await screen.findByRole('article', { name: 'Heat pump servicing in Karori' });
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This service was already moderated')).toBeInTheDocument();
  });

  it("compares an approved service's edit field by field, photos added and removed included", async () => {
    const side = {
      title: 'Heat pump servicing in Karori',
      description: 'We service heat pumps across Wellington.',
      category: 'Electrical',
      sub_category: 'Heat Pumps',
      service_type: ['residential'],
      about_service: 'Licensed electricians',
      about_service1: 'Five-year warranty',
      about_service2: null,
      about: 'A family business since 2004.',
      business_name: 'Warm Homes Ltd',
      city: 'Wellington',
      suburb: 'Karori',
      contact_name: 'Mere',
      phone_number: '021 555 0101',
      images: [
        { url: 'http://localhost/uploads/services/main-card.webp', is_main: true },
        { url: 'http://localhost/uploads/services/old-card.webp', is_main: false },
      ],
    };
    stubFetch({
      '/api/admin/services': {
        success: true,
        services: [{ ...pending, status: 'approved', changed_since_approval: true }],
        ...page,
      },
      '/api/admin/services/41/revision': {
        success: true,
        submitted_at: '2026-11-21T01:00:00.000Z',
        before: side,
        after: {
          ...side,
          title: 'Heat pumps and air conditioning',
          images: [
            side.images[0]!,
            { url: 'http://localhost/uploads/services/new-card.webp', is_main: false },
          ],
        },
      },
    });
    logIn(sampleUsers.admin);
    renderApp('/admin/moderation');
    const card = await screen.findByRole('article', { name: 'Heat pump servicing in Karori' });
    const title = await within(card).findByRole('rowheader', { name: /Title/ });
    expect(within(title).getByText('Changed')).toBeInTheDocument();
    const row = title.closest('tr')!;
    expect(within(row).getByText('Heat pumps and air conditioning')).toBeInTheDocument();
    const phone = within(card).getByRole('rowheader', { name: 'Phone number' });
    expect(within(phone).queryByText('Changed')).not.toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Photos added, 1' })).toHaveAttribute(
      'src',
      'http://localhost/uploads/services/new-card.webp',
    );
    expect(within(card).getByRole('img', { name: 'Photos removed, 1' })).toHaveAttribute(
      'src',
      'http://localhost/uploads/services/old-card.webp',
    );
    expect(within(card).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('suspends a user only with a reason', async () => {
    const sent: unknown[] = [];
    stubFetch({
      '/api/admin/users': { success: true, users: [member], ...page },
      '/api/admin/users/7/suspend': (_url: URL, init?: RequestInit) => {
        sent.push(bodyOf(init));
        return ok('The user was suspended');
      },
    });
    logIn(sampleUsers.admin);
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this user' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Fake reviews');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('The user was suspended')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Fake reviews' }]);
  });

  it('sends a provider home with a warning and never calls the admin API', async () => {
    const spy = stubFetch();
    logIn(sampleUsers.provider);
    const view = renderApp('/admin/users');
    expect(await screen.findByText('This page is for admins.')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(calledPaths(spy).some((p) => p.startsWith('/api/admin'))).toBe(false);
  });

  it('asks a visitor to log in first', async () => {
    stubFetch();
    const view = renderApp('/admin');
    expect((await screen.findAllByText('Please Login to your account')).length).toBeGreaterThan(0);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/Login'));
    expect(localStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe('/admin');
  });

  it('links admins to the console from the header, and no one else', async () => {
    stubFetch();
    logIn(sampleUsers.admin);
    const view = renderApp('/accountDetails');
    expect(
      (await screen.findAllByRole('link', { name: /^Admin/ })).map((a) => a.getAttribute('href')),
    ).toContain('/admin');
    view.unmount();
    logIn(sampleUsers.provider);
    renderApp('/Watchlist');
    await screen.findByRole('link', { name: /Account details for/ });
    expect(screen.queryByRole('link', { name: /^Admin/ })).not.toBeInTheDocument();
  });
});
