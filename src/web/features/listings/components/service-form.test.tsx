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
import { bodiesSentTo, stubFetch } from '../../../app/testing/stub-fetch.ts';

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

function routes(addAnswer: unknown = saved) {
  return {
    '/api/seller-detail': sampleSellerDetail,
    '/api/add-service': addAnswer,
    '/api/seller-services': ownServices([pendingCard, rejectedCard, changedCard]),
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
    expect(await screen.findByText('Add subscription before adding service')).toBeInTheDocument();
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
    expect((form?.get('main_service_image') as File).name).toBe('main.png');
    expect((form?.getAll('service_image[]') as File[]).map((f) => f.name)).toEqual([
      'one.png',
      'two.png',
    ]);

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
