import type { PriceType, ServiceStatus, ServiceType } from '#shared/constants.ts';

/**
 * The shapes of the demo plan: the demo data as plain objects, with no database ids. Users are
 * referenced by email and services by slug; seed-demo.ts resolves them to ids as it inserts.
 */

export type PlannedUser = {
  roleId: 1 | 2 | 3;
  email: string;
  username: string;
  slug: string;
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
  contactPerson: string | null;
  phoneNumber: string;
  aboutMessage: string | null;
  /** The demo account whose documented password this user gets, if any. */
  demoKey: 'admin' | 'provider' | 'customer' | null;
  createdAt: Date;
  /** Providers: the logo's initials and colours, and the home city. */
  logo: { key: string; initials: string; colors: [string, string] } | null;
  city: string | null;
  categoryIndex: number | null;
  /** Providers: availability (issue 24 §1b; plan-facts.ts); unset means taking new work. */
  takingNewWork?: boolean;
  backOn?: string | null;
};

export type PlannedService = {
  slug: string;
  title: string;
  description: string;
  categoryIndex: number;
  /** Index into the flattened sub category list (see `flatSubCategories`). */
  subIndex: number;
  serviceTypes: ServiceType[];
  aboutService: string;
  aboutService1: string;
  aboutService2: string | null;
  businessName: string;
  city: string;
  suburb: string;
  postalCode: string | null;
  about: string;
  contactName: string;
  phoneNumber: string;
  ownerEmail: string;
  status: ServiceStatus;
  rejectionReason: string | null;
  moderatedAt: Date | null;
  createdAt: Date;
  /** How many gallery pictures besides the main one (1..3). */
  galleryCount: number;
  /** Issue 24 (plan-facts.ts): areas (`City`, `City/Suburb`), stated price, owner's availability. */
  serviceAreas?: string[];
  priceType?: PriceType | null;
  priceCents?: number | null;
  takingNewWork?: boolean;
  backOn?: string | null;
};

export type PlannedEnquiry = {
  serviceSlug: string;
  userEmail: string;
  type: 'message' | 'call';
  message: string | null;
  isRead: boolean;
  createdAt: Date;
};

export type PlannedReview = {
  serviceSlug: string;
  userEmail: string;
  rating: number;
  review: string;
  isHidden: boolean;
  hiddenReason: string | null;
  createdAt: Date;
};

export type PlannedWatch = { serviceSlug: string; userEmail: string; createdAt: Date };

export type PlannedSubscription = {
  userEmail: string;
  status: 'active' | 'canceled';
  externalId: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  autoRenew: boolean;
  canceledAt: Date | null;
  createdAt: Date;
  payment: { idempotencyKey: string; externalId: string; cardLast4: string; createdAt: Date };
};

export type DemoPlan = {
  users: PlannedUser[];
  services: PlannedService[];
  enquiries: PlannedEnquiry[];
  reviews: PlannedReview[];
  watchlist: PlannedWatch[];
  subscriptions: PlannedSubscription[];
};
