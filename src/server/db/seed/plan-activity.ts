import { DAY, type PlanContext } from './plan-context.ts';
import { fill } from './plan-text.ts';
import type {
  PlannedEnquiry,
  PlannedReview,
  PlannedService,
  PlannedUser,
  PlannedWatch,
} from './plan-types.ts';
import type { PlannedUsers } from './plan-users.ts';
import { ENQUIRY_MESSAGES, HIDDEN_REVIEW, REVIEW_TEXTS } from './text-data.ts';

/**
 * The demo plan's customer activity: enquiries to approved services, a review after some of them
 * (never before the enquiry), watchlists, and two reviews an admin hid. The demo customer's comes
 * first; popular services (early in a shuffled list) are picked more often. Draws happen in a
 * fixed order (see plan-context.ts).
 */

export type PlannedActivity = {
  enquiries: PlannedEnquiry[];
  reviews: PlannedReview[];
  watchlist: PlannedWatch[];
};

/** Customers who found the demo provider first (the first generated ones). */
const DEMO_PROVIDER_FANS = 14;

/** What the activity steps share: the services to choose from and the rows planned so far. */
type ActivityScope = PlannedActivity & {
  ctx: PlanContext;
  approved: PlannedService[];
  demoProviderServices: PlannedService[];
  owners: Map<string, PlannedUser>;
  popularService: () => PlannedService;
};

export function planActivity(
  ctx: PlanContext,
  users: PlannedUsers,
  services: PlannedService[],
): PlannedActivity {
  const approved = services.filter((s) => s.status === 'approved');
  // Popularity skew: earlier entries of a shuffled list are picked more often.
  const byPopularity = ctx.faker.helpers.shuffle([...approved]);
  const popularService = () =>
    byPopularity[
      Math.floor(byPopularity.length * Math.pow(ctx.faker.number.float({ min: 0, max: 1 }), 1.8))
    ]!;
  const demoEmail = users.providers[0]!.email;
  const scope: ActivityScope = {
    ctx,
    approved,
    demoProviderServices: approved.filter((s) => s.ownerEmail === demoEmail),
    owners: new Map(users.providers.map((p) => [p.email, p])),
    popularService,
    enquiries: [],
    reviews: [],
    watchlist: [],
  };
  const [demoCustomer, ...generatedCustomers] = users.customers;
  planDemoCustomerActivity(scope, demoCustomer!, demoEmail);
  generatedCustomers.forEach((customer, c) => planCustomerActivity(scope, customer, c));
  hideReviews(scope.reviews);
  const { enquiries, reviews, watchlist } = scope;
  return { enquiries, reviews, watchlist };
}

/** The demo customer: enquiries to the demo provider and others, some reviewed, a watchlist. */
function planDemoCustomerActivity(scope: ActivityScope, customer: PlannedUser, demoEmail: string) {
  const { ctx, approved, demoProviderServices } = scope;
  const enquiredOf = [
    demoProviderServices[0]!,
    demoProviderServices[2]!,
    ...ctx.faker.helpers.arrayElements(
      approved.filter((s) => s.ownerEmail !== demoEmail),
      4,
    ),
  ];
  enquiredOf.forEach((service, i) =>
    enquire(scope, customer, service, i % 2 === 0 ? 'force' : false),
  );
  const watched = ctx.faker.helpers.arrayElements(
    approved.filter((s) => !enquiredOf.includes(s)),
    5,
  );
  for (const service of [enquiredOf[1]!, ...watched]) {
    scope.watchlist.push({
      serviceSlug: service.slug,
      userEmail: customer.email,
      createdAt: ctx.between(customer.createdAt.getTime(), ctx.nowMs),
    });
  }
}

/** A generated customer: 4 to 12 enquiries (most reviewed) and up to 4 watched services. */
function planCustomerActivity(scope: ActivityScope, customer: PlannedUser, c: number) {
  const { ctx, popularService } = scope;
  const chosen = new Set<PlannedService>();
  if (c < DEMO_PROVIDER_FANS) chosen.add(ctx.pick(scope.demoProviderServices));
  const count = ctx.faker.number.int({ min: 4, max: 12 });
  for (let attempt = 0; chosen.size < count && attempt < 50; attempt++)
    chosen.add(popularService());
  for (const service of chosen) enquire(scope, customer, service, true);
  const watches = new Set<PlannedService>();
  const watchCount = ctx.faker.number.int({ min: 0, max: 4 });
  for (let attempt = 0; watches.size < watchCount && attempt < 20; attempt++) {
    watches.add(popularService());
  }
  for (const service of watches) {
    scope.watchlist.push({
      serviceSlug: service.slug,
      userEmail: customer.email,
      createdAt: ctx.between(
        Math.max(customer.createdAt.getTime(), service.createdAt.getTime()),
        ctx.nowMs,
      ),
    });
  }
}

/** An enquiry, then a review of it: always ('force'), never (false) or 60 % of the time (true). */
function enquire(
  scope: ActivityScope,
  customer: PlannedUser,
  service: PlannedService,
  review: boolean | 'force',
) {
  const { ctx } = scope;
  const owner = scope.owners.get(service.ownerEmail)!;
  const ownerFirst = owner.contactPerson!.split(' ')[0]!;
  const start = Math.max(customer.createdAt.getTime(), service.createdAt.getTime()) + 3_600_000;
  const createdAt = ctx.between(start, ctx.nowMs - 3_600_000);
  const type = ctx.chance(0.7) ? 'message' : 'call';
  const task = (): string => ctx.pick(ctx.flatSubs[service.subIndex]!.sub.tasks);
  scope.enquiries.push({
    serviceSlug: service.slug,
    userEmail: customer.email,
    type,
    message:
      type === 'message'
        ? fill(ctx.pick(ENQUIRY_MESSAGES), {
            task: task(),
            suburb: service.suburb,
            first: ownerFirst,
          })
        : null,
    isRead: ctx.chance(0.6),
    createdAt,
  });
  if (review === 'force' || (review && ctx.chance(0.6))) {
    scope.reviews.push(planReview(ctx, customer, service, ownerFirst, createdAt));
  }
}

/** A review mostly of 4 or 5 stars, within two weeks of the enquiry (and before now). */
function planReview(
  ctx: PlanContext,
  customer: PlannedUser,
  service: PlannedService,
  ownerFirst: string,
  enquiredAt: Date,
): PlannedReview {
  const rating = ctx.faker.helpers.weightedArrayElement([
    { weight: 4, value: 1 },
    { weight: 5, value: 2 },
    { weight: 11, value: 3 },
    { weight: 30, value: 4 },
    { weight: 50, value: 5 },
  ]);
  return {
    serviceSlug: service.slug,
    userEmail: customer.email,
    rating,
    review: fill(ctx.pick(REVIEW_TEXTS[rating - 1]!), {
      noun: ctx.flatSubs[service.subIndex]!.sub.noun,
      first: ownerFirst,
    }),
    isHidden: false,
    hiddenReason: null,
    createdAt: new Date(
      Math.min(
        ctx.nowMs - 60_000,
        enquiredAt.getTime() + ctx.faker.number.int({ min: 1, max: 14 }) * DAY,
      ),
    ),
  };
}

/** Two reviews an admin hid for a policy breach (they do not count in the ratings). */
function hideReviews(reviews: PlannedReview[]) {
  for (const review of [reviews[10], reviews[57]]) {
    if (!review) continue;
    review.rating = 1;
    review.review = HIDDEN_REVIEW.text;
    review.isHidden = true;
    review.hiddenReason = HIDDEN_REVIEW.reason;
  }
}
