import { createPlanContext } from './plan-context.ts';
import { planActivity } from './plan-activity.ts';
import { planListingFacts } from './plan-facts.ts';
import { planServices } from './plan-services.ts';
import { planSubscriptions } from './plan-subscriptions.ts';
import type { DemoPlan } from './plan-types.ts';
import { planUsers } from './plan-users.ts';

/**
 * The demo data as plain objects, built deterministically from a fixed faker seed (no database,
 * no ids): users are referenced by email, services by slug. seed-demo.ts inserts the plan.
 *
 * The steps run in this order and share one faker (plan-context.ts): users, services, customer
 * activity (enquiries, reviews, watchlists), subscriptions. Reordering them changes the data.
 */

export type { DemoPlan };

/** Builds the whole demo data set; the same `now` and seed always give the same plan. */
export function buildDemoPlan(now: Date = new Date()): DemoPlan {
  const ctx = createPlanContext(now);
  const users = planUsers(ctx);
  const services = planServices(ctx, users);
  planListingFacts(ctx, users, services);
  const activity = planActivity(ctx, users, services);
  return {
    users: [users.admin, ...users.providers, ...users.customers],
    services,
    ...activity,
    subscriptions: planSubscriptions(ctx, users.providers),
  };
}
