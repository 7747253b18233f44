/**
 * Row builders: a valid row of each table with sensible defaults, as a plain object (no
 * database). Shipped code: the demo seed builds its rows with them and inserts them in bulk; the
 * test factories (tests/factories/index.ts) insert them one at a time. A counter keeps unique
 * columns (username, slug, email, external ids) unique within a process; the seed overrides
 * every unique column with its planned value, so its rows do not depend on the counter.
 */
import type { ServiceStatus, ServiceType } from '#shared/constants.ts';
import { SUBSCRIPTION } from '#shared/constants.ts';
import type {
  enquiries,
  payments,
  reviews,
  services,
  subscriptions,
  users,
  watchlist,
} from '../schema/index.ts';

let counter = 0;
const next = () => ++counter;

export type NewUser = typeof users.$inferInsert;
export type NewService = typeof services.$inferInsert;

export function buildUser(overrides: Partial<NewUser> = {}): NewUser {
  const n = next();
  return {
    roleId: 3,
    username: `user${n}`,
    slug: `user${n}`,
    email: `user${n}@example.test`,
    firstName: 'Test',
    lastName: `User${n}`,
    phoneNumber: '0211234567',
    isVerified: true,
    ...overrides,
  };
}

export function buildProvider(overrides: Partial<NewUser> = {}): NewUser {
  const n = next();
  return buildUser({
    roleId: 2,
    username: `provider${n}`,
    slug: `provider-${n}`,
    email: `provider${n}@example.test`,
    businessName: `Provider ${n} Ltd`,
    contactPerson: `Contact ${n}`,
    aboutMessage: 'We do good work.',
    ...overrides,
  });
}

export type ServiceRefs = { addedById: number; categoryId: number; subCategoryId: number };

export function buildService(
  refs: ServiceRefs,
  overrides: Partial<NewService> & { status?: ServiceStatus; serviceTypes?: ServiceType[] } = {},
): NewService {
  const n = next();
  return {
    slug: `service-${n}`,
    title: `Service ${n}`,
    description: `Description of service ${n}`,
    serviceTypes: ['residential'],
    aboutService: 'Fully insured',
    aboutService1: 'Free quotes',
    businessName: `Business ${n}`,
    city: 'Auckland',
    suburb: 'Ponsonby',
    about: 'About us',
    contactName: 'Kim',
    phoneNumber: '0211234567',
    status: 'approved',
    ...refs,
    ...overrides,
  };
}

export function buildEnquiry(
  values: { serviceId: number; providerId: number; userId: number } & Partial<
    typeof enquiries.$inferInsert
  >,
): typeof enquiries.$inferInsert {
  return { type: 'message', message: 'Hello, are you free next week?', ...values };
}

export function buildReview(
  values: { serviceId: number; userId: number } & Partial<typeof reviews.$inferInsert>,
): typeof reviews.$inferInsert {
  return { rating: 5, review: 'Great job, would hire again.', ...values };
}

export function buildWatch(
  values: { userId: number; serviceId: number } & Partial<typeof watchlist.$inferInsert>,
): typeof watchlist.$inferInsert {
  return { ...values };
}

const DAY_MS = 86_400_000;

/** An active local subscription of 30 days from `start` (default now). */
export function buildSubscription(
  values: { userId: number } & Partial<typeof subscriptions.$inferInsert>,
): typeof subscriptions.$inferInsert {
  const start = values.currentPeriodStart ?? new Date();
  return {
    status: 'active',
    provider: 'local',
    externalId: `sub_local_test_${next()}`,
    amountCents: SUBSCRIPTION.amountCents,
    currency: SUBSCRIPTION.currency,
    currentPeriodStart: start,
    currentPeriodEnd: new Date(start.getTime() + SUBSCRIPTION.periodDays * DAY_MS),
    autoRenew: true,
    ...values,
  };
}

/** A succeeded payment of the subscription price. */
export function buildPayment(
  values: { userId: number } & Partial<typeof payments.$inferInsert>,
): typeof payments.$inferInsert {
  return {
    amountCents: SUBSCRIPTION.amountCents,
    currency: SUBSCRIPTION.currency,
    status: 'succeeded',
    idempotencyKey: `pay_test_${next()}`,
    cardLast4: '4242',
    ...values,
  };
}
