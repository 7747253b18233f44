import { screen, within } from '@testing-library/react';

import { renderInApp } from '../../app/testing/render-app.tsx';
import { httpError, sampleServiceNames, stubFetch } from '../../app/testing/stub-fetch.ts';
import { distinctServiceColumns, Footer } from './footer.tsx';

describe('distinctServiceColumns', () => {
  it('lists a service of several types once, under its first type in column order', () => {
    const gas = { title: 'Gas Safety Checks', slug: 'gas-safety-checks' };
    const taps = { title: 'Leaking Taps', slug: 'leaking-taps' };
    const drains = { title: 'Drainlaying', slug: 'drainlaying' };
    expect(
      distinctServiceColumns({
        residential: [taps, gas],
        commercial: [gas, drains],
        trade: [drains, taps],
      }),
    ).toEqual({ residential: [taps, gas], commercial: [drains], trade: [] });
    expect(distinctServiceColumns(undefined)).toEqual({
      residential: [],
      commercial: [],
      trade: [],
    });
  });
});

describe('Footer', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists service links of each type to /SingleServicePage/{slug} from the API', async () => {
    const fetchSpy = stubFetch();
    renderInApp(<Footer />);

    const residential = screen.getByRole('region', { name: 'Residential' });
    const link = await within(residential).findByRole(
      'link',
      { name: 'House Cleaning in Ponsonby' },
      { timeout: 5000 },
    );
    expect(link).toHaveAttribute('href', '/SingleServicePage/house-cleaning-in-ponsonby');
    expect(within(residential).getAllByRole('link')).toHaveLength(
      sampleServiceNames.residential.length,
    );
    expect(
      within(screen.getByRole('region', { name: 'Commercial' })).getByRole('link', {
        name: 'Office Cleaning Wellington CBD',
      }),
    ).toHaveAttribute('href', '/SingleServicePage/office-cleaning-wellington-cbd');
    expect(
      within(screen.getByRole('region', { name: 'Trades' })).getByRole('link', {
        name: 'Registered Electrician Riccarton',
      }),
    ).toHaveAttribute('href', '/SingleServicePage/registered-electrician-riccarton');

    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/get-service-names-ofType',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('has About This Platform and General columns and the copyright line', async () => {
    stubFetch();
    renderInApp(<Footer />);
    const about = screen.getByRole('region', { name: 'About This Platform' });
    expect(within(about).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'href',
      '/AboutUs',
    );
    expect(within(about).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/PricvacyPolicy',
    );
    expect(within(about).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/terms',
    );
    const general = screen.getByRole('region', { name: 'General' });
    expect(within(general).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/Faqs');
    expect(within(general).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/ContactUs',
    );
    expect(screen.getByText(/Kiwi Services\. All rights reserved/)).toBeInTheDocument();
  });

  it('says so when the service names cannot be loaded', async () => {
    stubFetch({ '/api/get-service-names-ofType': httpError(500, 'Internal Server Error') });
    renderInApp(<Footer />);
    expect(await screen.findAllByText('Services could not be loaded')).toHaveLength(3);
  });

  it('links the provider directory and Browse by city', () => {
    stubFetch();
    renderInApp(<Footer />);
    const find = screen.getByRole('region', { name: 'Find Services' });
    expect(within(find).getByRole('link', { name: 'Find a provider' })).toHaveAttribute(
      'href',
      '/all-service-providers',
    );
    expect(within(find).getByRole('link', { name: 'Browse by city' })).toHaveAttribute(
      'href',
      '/browse',
    );
  });
});
