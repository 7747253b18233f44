import type { EditableService } from '#shared/api/listings.ts';
import {
  centsToDollars,
  dollarsToCents,
  EMPTY_SERVICE_FORM,
  formForService,
  ServiceFormSchema,
  serviceFormData,
  type ServiceFormValues,
} from './service-form.ts';
import { withoutCoveredSuburbs } from './area-options.ts';

/** The form's areas and price (issue 24 §1, §1b): parsing, rules and the multipart body. */
describe('service form: areas and price', () => {
  const filled: ServiceFormValues = {
    ...EMPTY_SERVICE_FORM,
    category_id: '1',
    subCategory_id: '2',
    service_type: ['residential'],
    title: 'Plumbing',
    main_image: { kind: 'staged', image: { id: 1, url: 'u', card_url: 'c', name: null } },
    images: [{ kind: 'staged', key: 's2', image: { id: 2, url: 'u', card_url: 'c', name: null } }],
    description: 'Leaks fixed.',
    aboutService: 'Insured',
    aboutService1: 'Quick',
    business_name: 'Tui Plumbing',
    city: 'Christchurch',
    suburb: 'Riccarton',
    about: 'Local.',
    contact_name: 'Aroha',
    phone_number: '0215550142',
  };
  const problems = (values: Partial<ServiceFormValues>) => {
    const result = ServiceFormSchema.safeParse({ ...filled, ...values });
    return result.success
      ? []
      : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('drops the suburbs a chosen whole city already covers', () => {
    expect(
      withoutCoveredSuburbs(['Christchurch/Addington', 'Wellington/Karori', 'Christchurch']),
    ).toEqual(['Wellington/Karori', 'Christchurch']);
    expect(withoutCoveredSuburbs(['Auckland/Ponsonby'])).toEqual(['Auckland/Ponsonby']);
  });

  it('reads dollars as typed into cents, and back', () => {
    expect(dollarsToCents('120')).toBe(12000);
    expect(dollarsToCents('$1,200.5')).toBe(120050);
    expect(dollarsToCents('85.50')).toBe(8550);
    expect(dollarsToCents('12.345')).toBeNull();
    expect(dollarsToCents('ten')).toBeNull();
    expect(centsToDollars(12000)).toBe('120');
    expect(centsToDollars(8550)).toBe('85.50');
  });

  it('needs an amount for from, hourly and fixed, and none otherwise', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ price_type: 'quote' })).toEqual([]);
    expect(problems({ price_type: 'from', price_dollars: '' })).toEqual([
      'price_dollars: Enter the amount in dollars',
    ]);
    expect(problems({ price_type: 'hourly', price_dollars: 'lots' })).toEqual([
      'price_dollars: Enter dollars and cents, like 120 or 85.50',
    ]);
    expect(problems({ price_type: 'fixed', price_dollars: '2000000' })).toEqual([
      'price_dollars: Enter an amount up to $1,000,000',
    ]);
    expect(problems({ service_areas: Array.from({ length: 41 }, () => 'Wellington') })).toEqual([
      'service_areas: Choose at most 40 areas',
    ]);
  });

  it('sends service_areas[], price_type and price_cents (none when not stated)', () => {
    const form = serviceFormData(
      {
        ...filled,
        service_areas: ['Christchurch', 'Wellington/Karori'],
        price_type: 'hourly',
        price_dollars: '85.50',
      },
      7,
    );
    expect(form.getAll('service_areas[]')).toEqual(['Christchurch', 'Wellington/Karori']);
    expect(form.get('price_type')).toBe('hourly');
    expect(form.get('price_cents')).toBe('8550');
    expect(form.has('price_dollars')).toBe(false);
    const plain = serviceFormData({ ...filled, price_type: 'quote', price_dollars: '9' }, 7);
    expect(plain.getAll('service_areas[]')).toEqual([]);
    expect(plain.get('price_type')).toBe('quote');
    expect(plain.has('price_cents')).toBe(false);
  });

  it('fills the edit form from the service', () => {
    const values = formForService({
      service_areas: [
        { city: 'Hamilton', suburb: null },
        { city: 'Christchurch', suburb: 'Addington' },
      ],
      price_type: 'from',
      price_cents: 12050,
      service_type: [],
      images: [],
      main_image: null,
    } as unknown as EditableService);
    expect(values).toMatchObject({
      service_areas: ['Hamilton', 'Christchurch/Addington'],
      price_type: 'from',
      price_dollars: '120.50',
    });
  });
});
