import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ServiceDetailResponse } from '#shared/api/browse.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';
import { sampleServiceDetail } from '../../../app/testing/fixtures.ts';
import { callsTo } from '../../../app/testing/gate.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { httpError, stubFetch, type StubRoutes } from '../../../app/testing/stub-fetch.ts';

configure({ asyncUtilTimeout: 10_000 });

const SLUG = sampleServiceDetail.services.slug;
const PATH = `/SingleServicePage/${SLUG}`;
const SERVICE_ID = sampleServiceDetail.services.id;
const noReviews = { status: 1, message: 'ok', result: [], total: 0, page: 1, per_page: 10 };
const sent = {
  success: true,
  message: 'Enquiry send to service provider',
  enquiry: { id: 1, type: 'message', created_at: '2026-11-25T00:00:00.000Z' },
};
const repeat = {
  success: false,
  message: 'Already set enquiry to the provider',
  errors: { message: ['Already set enquiry to the provider'] },
};

function servicePage(routes: StubRoutes = {}, detail: Partial<ServiceDetailResponse> = {}) {
  const spy = stubFetch({
    '/api/service-detail': { ...sampleServiceDetail, ...detail },
    '/api/get-reviews': noReviews,
    ...routes,
  });
  const rendered = renderApp(PATH);
  return { spy, ...rendered };
}

/** The form fields the last call to `path` sent. */
function sentForm(spy: ReturnType<typeof stubFetch>, path: string): Record<string, unknown> {
  const body = callsTo(spy, path).at(-1)?.init?.body;
  if (!(body instanceof FormData)) throw new Error(`no form sent to ${path}`);
  return Object.fromEntries(body.entries());
}

async function openEmail() {
  await userEvent.click(await screen.findByRole('button', { name: 'Email' }));
  return screen.findByRole('dialog', { name: 'Email Kauri Cleaning' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the service page's watchlist button", () => {
  it("adds in place with 'Added' and reads the server's flag after the refresh", async () => {
    logIn(sampleUsers.customer);
    let details = 0;
    const { spy } = servicePage({
      '/api/service-detail': () => ({
        ...sampleServiceDetail,
        added_to_watchlist: details++ === 0 ? 0 : 1,
      }),
      '/api/add-watch-list': { status: 1, message: 'Added' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Watchlist' }));
    expect(await screen.findByText('Added')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from Watchlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(callsTo(spy, '/api/service-detail')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Remove from Watchlist' })).toBeInTheDocument();
  });
});

describe('the email enquiry modal', () => {
  it('validates the message, sends it, stores the enquiry flag and shows the review form', async () => {
    logIn(sampleUsers.customer);
    const { spy } = servicePage({ '/api/sendEnquiryEmailToServiceProvider': sent });
    expect(await screen.findByRole('button', { name: 'Add to Watchlist' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Write a review' })).not.toBeInTheDocument();
    const dialog = await openEmail();
    const send = within(dialog).getByRole('button', { name: 'Send enquiry' });
    await userEvent.click(send);
    expect(await within(dialog).findByText('Message is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Message/), 'Hi there');
    await userEvent.click(send);
    expect(
      await within(dialog).findByText('Message must be at least 10 characters'),
    ).toBeInTheDocument();
    expect(callsTo(spy, '/api/sendEnquiryEmailToServiceProvider')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Message/), ', can you clean two rooms?');
    await userEvent.click(send);
    expect(await screen.findByText('Enquiry send to service provider')).toBeInTheDocument();
    expect(sentForm(spy, '/api/sendEnquiryEmailToServiceProvider')).toEqual({
      message: 'Hi there, can you clean two rooms?',
      provider_id: String(sampleServiceDetail.services.added_by_id),
      service_id: String(SERVICE_ID),
      type: 'message',
    });
    expect(localStorage.getItem(STORAGE_KEYS.enquireProvider(SERVICE_ID))).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Write a review' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Email Kauri Cleaning' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('offers the conversation the enquiry opened (issue 25)', async () => {
    logIn(sampleUsers.customer);
    servicePage({ '/api/sendEnquiryEmailToServiceProvider': { ...sent, conversation_id: 12 } });
    const dialog = await openEmail();
    expect(dialog).toHaveTextContent('Your email address and phone number stay private');
    await userEvent.type(within(dialog).getByLabelText(/Message/), 'Can you clean two rooms?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    const link = await within(dialog).findByRole('link', { name: 'Go to the conversation' });
    expect(link).toHaveAttribute('href', '/messages/12');
    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { name: 'Conversation', level: 1 }),
    ).toBeInTheDocument();
  });

  it("warns 'Already set enquiry to the provider' on a repeat", async () => {
    logIn(sampleUsers.customer);
    servicePage({ '/api/sendEnquiryEmailToServiceProvider': repeat });
    const dialog = await openEmail();
    await userEvent.type(within(dialog).getByLabelText(/Message/), 'Are you free on Friday?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Already set enquiry to the provider')).toBeInTheDocument();
    expect(screen.queryByText('Enquiry send to service provider')).not.toBeInTheDocument();
  });

  it("says 'Something went wrong!' when the call fails", async () => {
    logIn(sampleUsers.customer);
    servicePage({
      '/api/sendEnquiryEmailToServiceProvider': httpError(429, 'Too many enquiries.'),
    });
    const dialog = await openEmail();
    await userEvent.type(within(dialog).getByLabelText(/Message/), 'Are you free on Friday?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getByText('Too many enquiries.')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.enquireProvider(SERVICE_ID))).toBeNull();
  });
});

describe('the contact/call modal', () => {
  it("sends a call enquiry and shows the provider's phone number", async () => {
    logIn(sampleUsers.customer);
    const { spy } = servicePage({
      '/api/sendEnquiryEmailToServiceProvider': { ...sent, phone_number: '021 555 0101' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call Kauri Cleaning' });
    expect(within(dialog).queryByText('021 555 0101')).not.toBeInTheDocument();
    // The provider gets the member's name; the contact details only once shared (issue 25 §2).
    expect(dialog).toHaveTextContent(
      'They see your name; your email address and phone number stay private until you share them in the conversation.',
    );
    expect(dialog).not.toHaveTextContent(/with your name and contact details/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show phone number' }));
    expect(await within(dialog).findByRole('link', { name: '021 555 0101' })).toHaveAttribute(
      'href',
      'tel:0215550101',
    );
    expect(screen.getByText('Enquiry send to service provider')).toBeInTheDocument();
    expect(sentForm(spy, '/api/sendEnquiryEmailToServiceProvider')).toMatchObject({
      type: 'call',
    });
    // Both the X and the Close button have a name.
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });
});

describe('a member who already has a conversation about the service (issue 25)', () => {
  const enquired = { enquired: 1 as const, enquired_at: '2026-11-20T01:00:00.000Z' };

  it('Email and Contact lead to the conversation, without a modal or an enquiry', async () => {
    logIn(sampleUsers.customer);
    const { spy, router } = servicePage({}, { ...enquired, conversation_id: 12 });
    const email = await screen.findByRole('link', { name: 'Email' });
    expect(email).toHaveAttribute('href', '/messages/12');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/messages/12');
    expect(screen.queryByRole('button', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.getByTestId('contacted-line')).toHaveTextContent(
      'You contacted this provider on Fri, 20 Nov',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/12'));
    expect(
      await screen.findByRole('heading', { name: 'Conversation', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(spy, '/api/sendEnquiryEmailToServiceProvider')).toHaveLength(0);
  });

  it('keeps the first enquiry’s answer on screen, then both buttons lead to its conversation', async () => {
    logIn(sampleUsers.customer);
    let opened = false;
    const { spy } = servicePage({
      '/api/service-detail': () =>
        opened ? { ...sampleServiceDetail, ...enquired, conversation_id: 12 } : sampleServiceDetail,
      '/api/sendEnquiryEmailToServiceProvider': () => {
        opened = true;
        return { ...sent, conversation_id: 12 };
      },
    });
    const dialog = await openEmail();
    await userEvent.type(within(dialog).getByLabelText(/Message/), 'Can you clean two rooms?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    const link = await within(dialog).findByRole('link', { name: 'Go to the conversation' });
    // The page reads the service again (it now has a conversation); the answer stays.
    await waitFor(() => expect(callsTo(spy, '/api/service-detail')).toHaveLength(2));
    expect(link).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to the conversation' })).toBe(link);
    // The dialog's Close button (its X has the same name).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      '/messages/12',
    );
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/messages/12');
    expect(callsTo(spy, '/api/sendEnquiryEmailToServiceProvider')).toHaveLength(1);
  });

  it('a member without one still gets the enquiry modals', async () => {
    logIn(sampleUsers.customer);
    servicePage({}, { conversation_id: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    expect(await screen.findByRole('dialog', { name: 'Call Kauri Cleaning' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Email' })).not.toBeInTheDocument();
  });
});

describe('logged-out actions', () => {
  for (const button of ['Email', 'Contact', 'Write a review']) {
    it(`${button}: 'Please login to your account!', the page saved, then /Login`, async () => {
      const { router, spy } = servicePage();
      await userEvent.click(await screen.findByRole('button', { name: button }));
      expect(await screen.findByText('Please login to your account!')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
      expect(localStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe(PATH);
      expect(callsTo(spy, '/api/sendEnquiryEmailToServiceProvider')).toHaveLength(0);
    });
  }

  it("comes back to the service after login, with the member's own flags", async () => {
    let loggedIn = false;
    const user = { ...sampleUsers.customer };
    const { queryClient } = servicePage({
      '/api/service-detail': () => ({
        ...sampleServiceDetail,
        added_to_watchlist: loggedIn ? 1 : 0,
        enquired: loggedIn ? 1 : 0,
        can_review: loggedIn,
      }),
      '/api/login': () => {
        loggedIn = true;
        return { status: 1, success: true, message: 'Login successfully', result: user };
      },
    });
    // As in the app (the test client refetches on every mount): answers stay fresh a minute.
    queryClient.setQueryDefaults(['browse'], { staleTime: 60_000 });
    await userEvent.click(await screen.findByRole('button', { name: 'Email' }));
    await userEvent.type(await screen.findByLabelText(/Email\/Username/), 'customer');
    await userEvent.type(screen.getByLabelText(/^Password/), 'KiwiCustomer2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('button', { name: 'Remove from Watchlist' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Write a review' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.redirectUrl)).toBeNull();
  });

  it('shows no watchlist button to a visitor', async () => {
    servicePage();
    expect(await screen.findByRole('button', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Watchlist/ })).not.toBeInTheDocument();
  });
});

describe('the review form', () => {
  it('shows when the server says the member may review; a refusal is a warning', async () => {
    logIn(sampleUsers.customer);
    const { spy } = servicePage(
      {
        '/api/add-review': {
          success: false,
          message: 'Review has been already added against this service',
        },
      },
      { enquired: 1, can_review: true },
    );
    const form = await screen.findByRole('region', { name: 'Write a review' });
    expect(within(form).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByText('Review is required')).toBeInTheDocument();
    // jsdom has no layout for the pointer: choose the fourth star with the keyboard.
    within(form).getByRole('radio', { name: '4 stars' }).focus();
    await userEvent.keyboard(' ');
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.type(within(form).getByLabelText(/Review/), 'Tidy, quick and friendly.');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(
      await screen.findByText('Review has been already added against this service'),
    ).toBeInTheDocument();
    expect(sentForm(spy, '/api/add-review')).toEqual({
      service_id: String(SERVICE_ID),
      rating: '4',
      review: 'Tidy, quick and friendly.',
    });
  });

  it('sends the default rating 5 and refreshes the service and its reviews', async () => {
    logIn(sampleUsers.customer);
    const { spy } = servicePage(
      {
        '/api/add-review': {
          success: true,
          message: 'Review has been added successfully',
          rating: 4.7,
          total_reviews: 3,
        },
      },
      { enquired: 1, can_review: true },
    );
    const form = await screen.findByRole('region', { name: 'Write a review' });
    await userEvent.type(within(form).getByLabelText(/Review/), 'Great job.');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Review has been added successfully')).toBeInTheDocument();
    expect(sentForm(spy, '/api/add-review')).toMatchObject({ rating: '5' });
    await waitFor(() => expect(callsTo(spy, '/api/service-detail')).toHaveLength(2));
    await waitFor(() => expect(callsTo(spy, '/api/get-reviews')).toHaveLength(2));
  });

  it('stays hidden without an enquiry, and on one’s own service with no contact buttons', async () => {
    logIn({ ...sampleUsers.provider, id: sampleServiceDetail.services.added_by_id });
    servicePage();
    expect(await screen.findByRole('button', { name: 'Add to Watchlist' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Write a review' })).not.toBeInTheDocument();
  });
});
