import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ServiceCard } from '#shared/api/browse.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';
import {
  localPaymentConfig,
  popularOf,
  sampleCard,
  sampleSellerDetail,
} from '../../../app/testing/fixtures.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import {
  bodiesSentTo,
  httpError,
  stubFetch,
  type StubHandler,
} from '../../../app/testing/stub-fetch.ts';

configure({ asyncUtilTimeout: 10_000 });

type User = ReturnType<typeof userEvent.setup>;

const pendingCard: ServiceCard = {
  ...sampleCard,
  id: 9,
  Service_id: 9,
  slug: 'emergency-plumber',
  title: 'Emergency plumber',
  status: 'pending',
};
const rejectedCard: ServiceCard = {
  ...sampleCard,
  id: 10,
  Service_id: 10,
  slug: 'gas-fitting',
  title: 'Gas fitting',
  status: 'rejected',
  rejection_reason: 'The photos show another business.',
};
const changedCard: ServiceCard = { ...sampleCard, changed_since_approval: true };

const ownServices = (cards: ServiceCard[]) => ({
  sellerServices: cards,
  total: cards.length,
  page: 1,
  per_page: 24,
});

const saved = { status: 1, success: true, message: 'Service has been added successfully' };

/** The staging area: each picked photo gets the next id. */
function stagingStub(): StubHandler {
  let id = 0;
  return (_url, init) => {
    const file = (init?.body as FormData).get('image') as File;
    id += 1;
    return {
      success: true,
      message: 'Image uploaded',
      image: {
        id,
        url: `/uploads/services/s${id}-detail.webp`,
        card_url: `/uploads/services/s${id}-card.webp`,
        name: file.name,
      },
    };
  };
}

/** The draft: none saved yet (or `draft`); saves are answered. */
const draftStub =
  (draft: unknown = null): StubHandler =>
  (_url, init) =>
    init?.method === 'PUT' || init?.method === 'DELETE'
      ? { success: true, message: 'Draft saved' }
      : { success: true, draft };

function routes(addAnswer: unknown = saved) {
  return {
    '/api/seller-detail': sampleSellerDetail,
    '/api/add-service': addAnswer,
    '/api/seller-services': ownServices([pendingCard, rejectedCard, changedCard]),
    '/api/service-draft': draftStub(),
    '/api/staged-images': stagingStub(),
  };
}

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function openAddService() {
  const user = userEvent.setup();
  renderApp('/add-service');
  await screen.findByRole('heading', { name: 'Service Information' });
  return user;
}

/** Fills every field of step 1 except the service types. */
async function fillStepOne(user: User) {
  await choose(user, 'Category', 'Cleaning');
  await choose(user, 'Sub Category', 'House Cleaning');
  await user.type(screen.getByLabelText(/Listing title/), 'Carpet steam cleaning');
  const [main, gallery] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
  fireEvent.change(main!, { target: { files: [png('main.png')] } });
  fireEvent.change(gallery!, { target: { files: [png('one.png'), png('two.png')] } });
  await screen.findByRole('img', { name: 'Preview of two.png' });
  await user.type(screen.getByLabelText(/^Description/), 'Deep clean of carpets.');
  await user.type(screen.getByLabelText(/About service 1/), 'Eco-friendly products');
  await user.type(screen.getByLabelText(/About service 2/), 'Same-week bookings');
}

async function toStepTwo(user: User) {
  await fillStepOne(user);
  await user.click(screen.getByRole('checkbox', { name: 'Residential' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Business Information' });
}

describe('the add service form', () => {
  beforeEach(() => {
    logIn(sampleUsers.provider);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps step 1 until every required field is filled, with the spec messages', async () => {
    stubFetch(routes());
    const user = await openAddService();
    expect(screen.getByText('(1/2)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [
      'Category is required',
      'Sub Category is required',
      'Service Type is required',
      'Title is required',
      'Main image is required',
      'Images are required',
      'Description is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getAllByText('About service is required')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Business Information' })).not.toBeInTheDocument();
  });

  it('needs a service type before Next; the sub categories follow the category', async () => {
    stubFetch(routes());
    const user = await openAddService();
    expect(screen.getByRole('combobox', { name: 'Sub Category' })).toBeDisabled();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Service Type is required')).toBeInTheDocument();
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Trade' }));
    await waitFor(() =>
      expect(screen.queryByText('Service Type is required')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { name: 'Business Information' }),
    ).toBeInTheDocument();
    expect(screen.getByText('(2/2)')).toBeInTheDocument();
    // Back returns to step 1 with the values kept.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/Listing title/)).toHaveValue('Carpet steam cleaning');
  });

  it('prefills step 2 from the seller detail and shows its messages on blur and on Go Live', async () => {
    stubFetch(routes());
    const user = await openAddService();
    await toStepTwo(user);
    const business = screen.getByLabelText(/Business name/);
    expect(business).toHaveValue('Kauri Cleaning');
    expect(screen.getByLabelText(/Contact name/)).toHaveValue('Tama Wilson');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('0215550101');
    expect(screen.getByRole('textbox', { name: /^About( \*)?$/ })).toHaveValue(
      sampleSellerDetail.seller.message,
    );
    expect(screen.getByRole('combobox', { name: 'Suburb' })).toBeDisabled();
    await user.clear(business);
    await user.tab();
    expect(await screen.findByText('Business name is required')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Contact name/));
    await user.clear(screen.getByLabelText(/Phone number/));
    await user.clear(screen.getByRole('textbox', { name: /^About( \*)?$/ }));
    await user.click(screen.getByRole('button', { name: 'Go Live' }));
    for (const message of [
      'About is required',
      'Contact name is required',
      'Phone number is required',
      'City is required',
      'Suburb is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it("Go Live without the subscription flag warns 'Add subscription before adding service' and opens /subscription", async () => {
    const fetch = stubFetch({
      ...routes(),
      '/api/payment-config': localPaymentConfig,
      '/api/getPopularServicesAndCategories': popularOf(),
    });
    const user = await openAddService();
    await toStepTwo(user);
    localStorage.setItem(STORAGE_KEYS.subscription, 'false');
    await choose(user, 'City', 'Auckland');
    await choose(user, 'Suburb', 'Ponsonby');
    await user.click(screen.getByRole('button', { name: 'Go Live' }));
    expect(
      (await screen.findAllByText('Add subscription before adding service')).length,
    ).toBeGreaterThan(0);
    expect(
      await screen.findByRole('heading', { name: 'List your services on Kiwi Services' }),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetch, '/api/add-service')).toHaveLength(0);
  });

  it("shows 'Please fill all fields' when the server answers a status other than 1", async () => {
    stubFetch(routes({ status: 0, success: false, message: 'Not saved' }));
    const user = await openAddService();
    await toStepTwo(user);
    await choose(user, 'City', 'Auckland');
    await choose(user, 'Suburb', 'Ponsonby');
    await user.click(screen.getByRole('button', { name: 'Go Live' }));
    expect(await screen.findByText('Please fill all fields')).toBeInTheDocument();
  });

  it('sends the spec fields and files, then lists the services with their status badges', async () => {
    const fetch = stubFetch(routes());
    const user = await openAddService();
    await toStepTwo(user);
    await choose(user, 'City', 'Auckland');
    await choose(user, 'Suburb', 'Ponsonby');
    await user.click(screen.getByRole('button', { name: 'Go Live' }));
    expect(await screen.findByRole('heading', { name: 'Listed Services' })).toBeInTheDocument();
    const [form] = bodiesSentTo(fetch, '/api/add-service') as FormData[];
    expect(form?.getAll('service_type[]')).toEqual(['residential']);
    expect(form?.get('category_id')).toBe('1');
    expect(form?.get('subCategory_id')).toBe('1');
    expect(form?.get('city')).toBe('Auckland');
    expect(form?.get('suburb')).toBe('Ponsonby');
    expect(form?.get('added_by_id')).toBe(String(sampleUsers.provider.id));
    // The photos were staged when picked: the form sends their ids, in order.
    expect(form?.get('staged_main_image_id')).toBe('1');
    expect(form?.getAll('staged_image_ids[]')).toEqual(['2', '3']);
    expect(form?.get('main_service_image')).toBeNull();

    const cards = await screen.findAllByTestId('owner-service-card');
    expect(within(cards[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Rejected')).toBeInTheDocument();
    expect(
      within(cards[1]!).getByText('Reason: The photos show another business.'),
    ).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Changes waiting for review')).toBeInTheDocument();
    expect(
      within(cards[2]!).getByRole('link', { name: 'Edit Carpet steam cleaning' }),
    ).toHaveAttribute('href', '/edit-service/carpet-steam-cleaning');
    await user.click(within(cards[0]!).getByRole('button', { name: /Emergency plumber/ }));
    expect(await screen.findByText('Status of this service is pending.')).toBeInTheDocument();
    expect(screen.getByText('Failed to open')).toBeInTheDocument();
  });
});

describe('/all-services-sp', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("says 'No Service found' for a provider without services", async () => {
    stubFetch({ '/api/seller-services': ownServices([]) });
    logIn(sampleUsers.provider);
    renderApp('/all-services-sp');
    expect(await screen.findByText('No Service found')).toBeInTheDocument();
  });
});

describe('the add service form keeps the work (issue 22 §3)', () => {
  beforeEach(() => {
    logIn(sampleUsers.provider);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a paste over 1000 characters keeps the counter at the limit and says it was cut', async () => {
    stubFetch(routes());
    const user = await openAddService();
    const description = screen.getByLabelText(/^Description/);
    await user.click(description);
    await user.paste('a'.repeat(1200));
    expect(description).toHaveValue('a'.repeat(1000));
    expect(screen.getByText('1000/1000 characters')).toBeInTheDocument();
    expect(screen.getByText('The pasted text was cut to 1000 characters.')).toBeInTheDocument();
    // A paste that fits says nothing.
    await user.clear(description);
    await user.paste('Short and sweet.');
    expect(screen.queryByText(/was cut/)).not.toBeInTheDocument();
    expect(screen.getByText('16/1000 characters')).toBeInTheDocument();
  });

  it('checks each picked image at once and shows the reason in the field', async () => {
    const fetch = stubFetch({
      ...routes(),
      '/api/staged-images': httpError(415, 'The image must be a JPEG, PNG or WebP image'),
    });
    await openAddService();
    const [main, gallery] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    // The server reads the bytes: a .jpg that is not an image is refused.
    fireEvent.change(main!, { target: { files: [png('holiday.jpg')] } });
    expect(
      await screen.findByText('holiday.jpg: The image must be a JPEG, PNG or WebP image'),
    ).toBeInTheDocument();
    // Too large: refused here, before any upload.
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    const calls = bodiesSentTo(fetch, '/api/staged-images').length;
    fireEvent.change(gallery!, { target: { files: [big] } });
    expect(await screen.findByText('big.png is too large: at most 8 MB')).toBeInTheDocument();
    expect(bodiesSentTo(fetch, '/api/staged-images')).toHaveLength(calls);
  });

  it('restores the saved draft, step and values, and saves changes as they are made', async () => {
    const fetch = stubFetch({
      ...routes(),
      '/api/service-draft': draftStub({
        service_id: null,
        step: 2,
        data: { title: 'Window washing', city: 'Auckland', business_name: 'Clear View' },
        updated_at: '2026-11-27T09:00:00.000Z',
      }),
    });
    const user = userEvent.setup();
    renderApp('/add-service');
    expect(
      await screen.findByRole('heading', { name: 'Business Information' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your unsaved changes are back')).toBeInTheDocument();
    expect(screen.getByLabelText(/Business name/)).toHaveValue('Clear View');
    await user.type(screen.getByLabelText(/Contact name/), '!');
    await waitFor(() => {
      const saves = bodiesSentTo(fetch, '/api/service-draft').filter(Boolean);
      expect(saves.at(-1)).toMatchObject({
        step: 2,
        data: { title: 'Window washing', contact_name: 'Tama Wilson!' },
      });
    });
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/Listing title/)).toHaveValue('Window washing');
  });

  it('asks before leaving with changes the draft does not hold', async () => {
    stubFetch({
      ...routes(),
      '/api/service-draft': (_url: URL, init?: RequestInit) =>
        init?.method === 'PUT'
          ? httpError(503, 'The service is unavailable')
          : { success: true, draft: null },
    });
    const user = await openAddService();
    await user.type(screen.getByLabelText(/Listing title/), 'Roof repairs');
    expect(await screen.findByText('Could not save the draft')).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'About Us' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Leave this form?' });
    expect(within(dialog).getByText('Your latest changes are not saved yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Listing title/)).toHaveValue('Roof repairs');
    await user.click(screen.getAllByRole('link', { name: 'About Us' })[0]!);
    const again = await screen.findByRole('dialog', { name: 'Leave this form?' });
    await user.click(within(again).getByRole('button', { name: 'Save and leave' }));
    expect(
      await within(again).findByText('Your latest changes could not be saved. Leave without them?'),
    ).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Leave without them' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Add Service' })).not.toBeInTheDocument(),
    );
  });

  it("warns 'Add subscription before adding service' with a link when the page opens", async () => {
    stubFetch(routes());
    logIn({ ...sampleUsers.provider, stripe_id: null });
    await openAddService();
    expect(screen.getByText('Add subscription before adding service')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });
});
