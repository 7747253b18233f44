import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { EditableImage, EditableServiceResponse } from '#shared/api/listings.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { bodiesSentTo, stubFetch } from '../../../app/testing/stub-fetch.ts';

configure({ asyncUtilTimeout: 10_000 });

const image = (id: number, position: number, isMain = false): EditableImage => ({
  id,
  url: `http://localhost/uploads/services/${id}-detail.webp`,
  card_url: `http://localhost/uploads/services/${id}-card.webp`,
  position,
  is_main: isMain,
});

const editable: EditableServiceResponse = {
  success: true,
  service: {
    id: 5,
    slug: 'carpet-steam-cleaning',
    status: 'rejected',
    rejection_reason: 'Please add real photos.',
    category_id: 1,
    subCategory_id: 1,
    service_type: ['residential', 'trade'],
    title: 'Carpet steam cleaning',
    description: 'Deep clean.',
    business_name: 'Kauri Cleaning',
    aboutService: 'Eco-friendly products',
    aboutService1: 'Same-week bookings',
    aboutService2: null,
    city: 'Auckland',
    suburb: 'Ponsonby',
    postal_code: '1011',
    about: 'Family business.',
    contact_name: 'Tama Wilson',
    phone_number: '0215550101',
    service_areas: [
      { city: 'Auckland', suburb: null },
      { city: 'Hamilton', suburb: 'Hillcrest' },
    ],
    price_type: 'from',
    price_cents: 12050,
    main_image: image(1, 0, true),
    images: [image(2, 1), image(3, 2), image(4, 3)],
  },
};

describe('/edit-service/{slug}', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('prefills every field, removes and reorders pictures, and saves to /all-services-sp', async () => {
    const fetch = stubFetch({
      '/api/provider-services/carpet-steam-cleaning': editable,
      '/api/delete-image': { success: true, message: 'Image has been deleted' },
      '/api/update-service/carpet-steam-cleaning': {
        status: 1,
        success: true,
        message: 'Service has been updated successfully',
      },
      '/api/seller-services': { sellerServices: [], total: 0, page: 1, per_page: 24 },
      // No draft of this service yet; the form saves one as it changes.
      '/api/service-draft': (_url: URL, init?: RequestInit) =>
        init?.method === 'PUT'
          ? { success: true, message: 'Draft saved' }
          : { success: true, draft: null },
    });
    logIn(sampleUsers.provider);
    const user = userEvent.setup();
    renderApp('/edit-service/carpet-steam-cleaning');
    expect(await screen.findByLabelText(/Listing title/)).toHaveValue('Carpet steam cleaning');
    expect(screen.getByText('Please add real photos.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Residential' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Trade' })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Cleaning'),
    );
    expect(screen.getByRole('combobox', { name: 'Sub Category' })).toHaveValue('House Cleaning');
    expect(screen.getByRole('img', { name: 'Preview of the main image' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(await screen.findByText('Image has been deleted')).toBeInTheDocument();
    expect(bodiesSentTo(fetch, '/api/delete-image')).toEqual([{ url: image(2, 1).url }]);
    await user.click(screen.getByRole('button', { name: 'Move image 2 earlier' }));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const step2 = await screen.findByRole('heading', { name: 'Business Information' });
    expect(step2).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Auckland');
    expect(screen.getByRole('combobox', { name: 'Suburb' })).toHaveValue('Ponsonby');
    await user.click(screen.getByRole('button', { name: 'Go Live' }));
    expect(await screen.findByRole('heading', { name: 'Listed Services' })).toBeInTheDocument();
    const [form] = bodiesSentTo(fetch, '/api/update-service/') as FormData[];
    expect(form?.getAll('image_order[]')).toEqual(['4', '3']);
    expect(form?.get('main_service_image')).toBeNull();
    expect(form?.get('postal_code')).toBe('1011');
    expect(form?.getAll('service_type[]')).toEqual(['residential', 'trade']);
    expect(
      within(document.body).getByText('Service has been updated successfully'),
    ).toBeInTheDocument();
  });

  it("restores the service's own draft: step, values, a staged photo; pictures since removed are dropped", async () => {
    const staged = {
      id: 31,
      url: 'http://localhost/uploads/services/s31-detail.webp',
      card_url: 'http://localhost/uploads/services/s31-card.webp',
      name: 'new-van.jpg',
    };
    const fetch = stubFetch({
      '/api/provider-services/carpet-steam-cleaning': editable,
      '/api/service-draft': (url: URL, init?: RequestInit) =>
        init?.method === 'PUT'
          ? { success: true, message: 'Draft saved' }
          : {
              success: true,
              draft:
                url.searchParams.get('service_id') === '5'
                  ? {
                      service_id: 5,
                      step: 1,
                      data: {
                        title: 'Carpet and rug cleaning',
                        images: [
                          { kind: 'kept', key: 'kept-9', image: image(9, 1) },
                          { kind: 'kept', key: 'kept-3', image: image(3, 2) },
                          { kind: 'staged', key: 'staged-31', image: staged },
                        ],
                      },
                      updated_at: '2026-11-27T09:00:00.000Z',
                    }
                  : null,
            },
    });
    logIn(sampleUsers.provider);
    renderApp('/edit-service/carpet-steam-cleaning');
    expect(await screen.findByLabelText(/Listing title/)).toHaveValue('Carpet and rug cleaning');
    expect(screen.getByText('Your unsaved changes are back')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Deep clean.');
    // Image 9 is no longer the service's: dropped. Kept image 3 and the staged photo stay.
    expect(screen.getByRole('img', { name: 'Preview of image 1' })).toHaveAttribute(
      'src',
      image(3, 2).card_url,
    );
    expect(screen.getByRole('img', { name: 'Preview of new-van.jpg' })).toBeInTheDocument();
    expect(screen.getByText('2 of 10 images')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Listing title/), '!');
    await waitFor(() =>
      expect(bodiesSentTo(fetch, '/api/service-draft').at(-1)).toMatchObject({
        service_id: 5,
        data: { title: 'Carpet and rug cleaning!' },
      }),
    );
  });
});
