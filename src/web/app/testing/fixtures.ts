/** Test data in the shapes of the shared API schemas (stubFetch parses every answer with them). */
import type { PaymentConfigResponse } from '#shared/api/billing.ts';
import type {
  AllServicesResponse,
  PopularResponse,
  ProviderCard,
  SellerDetailResponse,
  ServiceCard,
  ServiceDetailResponse,
  ServiceListResponse,
} from '#shared/api/browse.ts';
import type { Badge } from '#shared/api/credentials.ts';

/** Checked badges (issue 27 §3) as cards, the provider page and the service page carry them. */
export const sampleBadges: Badge[] = [
  { kind: 'lbp', label: 'LBP: Carpentry', checked_at: '2026-11-27' },
  { kind: 'insurance', label: 'Insured to $2,000,000', checked_at: '2026-11-20' },
];

export const sampleCard: ServiceCard = {
  id: 5,
  Service_id: 5,
  slug: 'carpet-steam-cleaning',
  title: 'Carpet steam cleaning',
  description: 'Deep clean.',
  main_service_image: 'http://localhost/uploads/services/a-card.webp',
  main_service_image_srcset:
    'http://localhost/uploads/services/a-card.webp 480w, http://localhost/uploads/services/a-small.webp 640w, http://localhost/uploads/services/a-detail.webp 1280w',
  created_at: '2026-03-05T01:00:00.000Z',
  status: 'approved',
  category_id: 1,
  subCategory_id: 1,
  service_type: ['residential'],
  city: 'Auckland',
  suburb: 'Ponsonby',
  business_name: 'Kauri Cleaning',
  seller_slug: 'kauri',
  added_by_id: 2,
  added_by: 2,
  have_provider: { id: 2, role_id: 1, logo: null, slug: 'kauri' },
  role_id: 1,
  logo: null,
  rating: 4.5,
  averageRating: 4.5,
  average_reviews: [{ service_id: 5, average_rating: 4.5 }],
  total_reviews: 2,
  totalReviews: 2,
  subcat: {
    id: 1,
    name: 'Carpet Cleaning',
    slug: 'carpet-cleaning',
    category_id: 1,
    service_providers_count: 1,
  },
  service_areas: [{ city: 'Auckland', suburb: null }],
  price_type: null,
  price_cents: null,
  taking_new_work: true,
  back_on: null,
  reply_time_minutes: 120,
  badges: [],
  watchList: 0,
  watchlist: 0,
};

/** A list answer of the given cards (one page). */
export function serviceList(cards: ServiceCard[] = [sampleCard]): ServiceListResponse {
  return { success: true, services: cards, total: cards.length, page: 1, per_page: 24 };
}

/** An /api/all-services answer of the given cards, each with the fields of its edit form. */
export function allServicesList(cards: ServiceCard[] = [sampleCard]): AllServicesResponse {
  const services = cards.map((card) => ({
    ...card,
    aboutService: 'Carpets and rugs.',
    aboutService1: 'Since 2010.',
    aboutService2: null,
    about: 'A family business.',
    contact_name: 'Aroha',
    phone_number: '021 555 0101',
    has_attachment: [],
  }));
  return { ...serviceList(cards), services };
}

export const sampleProvider: ProviderCard = {
  id: 2,
  slug: 'kauri',
  role_id: 2,
  logo: null,
  business_name: 'Kauri Cleaning',
  message: 'Carpets, upholstery and end-of-tenancy cleans across Auckland.',
  phone_number: '021 555 0101',
  created_at: '2025-06-01T01:00:00.000Z',
  stripe_id: null,
  rating: 4.5,
  total_reviews: 2,
  reply_time_minutes: 120,
  badges: [],
};

export const sampleSellerDetail: SellerDetailResponse = {
  seller: {
    id: 2,
    slug: 'kauri',
    role_id: 2,
    f_name: null,
    l_name: null,
    business_name: 'Kauri Cleaning',
    created_at: '2025-06-01T01:00:00.000Z',
    contact_person: 'Tama Wilson',
    phone_number: '021 555 0101',
    message: 'Carpets, upholstery and end-of-tenancy cleans across Auckland.',
    logo: null,
    rating: 4.5,
    total_reviews: 2,
    reply_time_minutes: 120,
    badges: [],
    subscriptions: null,
  },
  subscription: false,
};

const { stripe_id: _withheld, ...providerSummary } = sampleProvider;
const detail = {
  ...sampleCard,
  main_service_image_card: null,
  aboutService: 'Eco-friendly products',
  aboutService1: 'Same-week bookings',
  aboutService2: null,
  about: 'Family business.',
  contact_name: 'Tama Wilson',
  phone_number: '021 555 0101',
  postal_code: null,
  Category: 'Cleaning',
  SubCategory: 'Carpet Cleaning',
  Seller: 'Kauri Cleaning',
  rejection_reason: null,
  provider: providerSummary,
};

export const sampleServiceDetail: ServiceDetailResponse = {
  services: detail,
  images: [{ ...detail, has_attachment: [] }],
  added_to_watchlist: 0,
  enquired: 0,
  enquired_at: null,
  can_review: false,
  reviewed: false,
};

/** GET /api/payment-config in local mode (Stripe's test cards, no Stripe.js). */
export const localPaymentConfig: PaymentConfigResponse = {
  mode: 'local',
  publishable_key: null,
  price: 30,
  amount: 3000,
  currency: 'nzd',
  period_days: 30,
};

/** getPopularServicesAndCategories with the given popular services. */
export const popularOf = (cards: ServiceCard[] = []): PopularResponse => ({
  success: true,
  popularServices: cards,
  popularServicesCategoryProviders: [],
  topServiceProviders: [],
});
