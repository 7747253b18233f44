import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Invitation, InvitationListResponse } from '#shared/api/review-invitations.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { sampleCard } from '../../../app/testing/fixtures.ts';
import { bodiesSentTo, httpError, stubFetch } from '../../../app/testing/stub-fetch.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const TOKEN = 'a'.repeat(43);

const sentInvitation: Invitation = {
  id: 3,
  email: 'mere@example.co.nz',
  service: { id: sampleCard.id, title: sampleCard.title, slug: sampleCard.slug },
  created_at: '2026-11-20T01:00:00.000Z',
  expires_at: '2099-12-20T01:00:00.000Z',
  used_at: '2026-11-21T01:00:00.000Z',
  state: 'reviewed',
};

const sentList = (result: Invitation[], leftToday: number): InvitationListResponse => ({
  result,
  total: result.length,
  page: 1,
  per_page: 24,
  left_today: leftToday,
});

describe('/review-invitations (issue 27 §2)', () => {
  it('invites a customer to review a chosen service, and shows what was sent', async () => {
    logIn(sampleUsers.provider);
    let sent: Invitation[] = [sentInvitation];
    const spy = stubFetch({
      '/api/review-invitations': (_url: URL, init?: RequestInit) => {
        if (init?.method === 'POST') {
          const mail: Invitation = {
            ...sentInvitation,
            id: 4,
            email: 'hemi@example.co.nz',
            used_at: null,
            state: 'waiting',
          };
          sent = [mail, ...sent];
          return { success: true, message: 'Invitation sent.', result: mail };
        }
        return sentList(sent, 21 - sent.length);
      },
      '/api/seller-services': { sellerServices: [sampleCard], total: 1, page: 1, per_page: 100 },
    });
    const user = userEvent.setup();
    renderApp('/review-invitations');
    expect(await screen.findByRole('heading', { name: 'Invite reviews', level: 1 })).toBeVisible();
    expect(await screen.findByText('Reviewed 21 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('20 more invitations today');

    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a service')).toBeInTheDocument();

    await user.type(
      screen.getByRole('textbox', { name: "Customer's email" }),
      'hemi@example.co.nz',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Service' }),
      String(sampleCard.id),
    );
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(bodiesSentTo(spy, '/api/review-invitations').filter(Boolean)).toEqual([
        { email: 'hemi@example.co.nz', service_id: sampleCard.id },
      ]),
    );
    expect(await screen.findByText('hemi@example.co.nz')).toBeInTheDocument();
    expect(screen.getByText('Not reviewed yet')).toBeInTheDocument();
  });

  it('puts the 90-day refusal under the email field', async () => {
    logIn(sampleUsers.provider);
    stubFetch({
      '/api/review-invitations': (_url: URL, init?: RequestInit) =>
        init?.method === 'POST'
          ? httpError(409, 'This address was invited in the last 90 days.', {
              email: ['This address was invited in the last 90 days.'],
            })
          : sentList([], 20),
      '/api/seller-services': { sellerServices: [sampleCard], total: 1, page: 1, per_page: 100 },
    });
    const user = userEvent.setup();
    renderApp('/review-invitations');
    await user.type(
      await screen.findByRole('textbox', { name: "Customer's email" }),
      'mere@example.co.nz',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Service' }),
      String(sampleCard.id),
    );
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('This address was invited in the last 90 days.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No invitations yet')).toBeInTheDocument();
  });
});

describe('/review-invitation/{token} (issue 27 §2)', () => {
  it('the invited customer reviews the service through the link', async () => {
    logIn(sampleUsers.customer);
    const spy = stubFetch({
      [`/api/review-invitations/${TOKEN}`]: {
        state: 'open',
        provider: { business_name: 'Kauri Plumbing' },
        service: { id: sampleCard.id, title: sampleCard.title, slug: sampleCard.slug },
        expires_at: '2099-12-20T01:00:00.000Z',
      },
      [`/api/review-invitations/${TOKEN}/review`]: {
        success: true,
        message: 'Thanks. Your review is published.',
        rating: 4,
        total_reviews: 1,
      },
    });
    const user = userEvent.setup();
    renderApp(`/review-invitation/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Kauri Plumbing asked for your review' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Invited by the provider/)).toBeInTheDocument();
    // jsdom has no layout for the pointer: choose the fourth star with the keyboard.
    screen.getByRole('radio', { name: '4 stars' }).focus();
    await user.keyboard(' ');
    await user.type(screen.getByRole('textbox', { name: 'Review' }), 'Quick and tidy.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(bodiesSentTo(spy, `/api/review-invitations/${TOKEN}/review`)).toEqual([
        { rating: 4, review: 'Quick and tidy.' },
      ]),
    );
  });

  it('says when the link was sent to another address', async () => {
    logIn(sampleUsers.customer);
    stubFetch({
      [`/api/review-invitations/${TOKEN}`]: httpError(
        403,
        'This invitation was sent to another email address. Log in with the address it was sent to.',
      ),
    });
    renderApp(`/review-invitation/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation was sent to another email address.',
    );
  });
});
