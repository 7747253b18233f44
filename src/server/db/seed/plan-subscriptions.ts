import { SUBSCRIPTION } from '#shared/constants.ts';
import { DAY, type PlanContext } from './plan-context.ts';
import type { PlannedSubscription, PlannedUser } from './plan-types.ts';

/**
 * The demo plan's subscriptions, one per provider with its first payment: the demo provider's
 * starts now and is active; every seventh other one lapsed months ago (canceled), the rest are
 * active within their first period. External ids and idempotency keys derive from the slug.
 */

/** `providers` with the demo provider first. */
export function planSubscriptions(
  ctx: PlanContext,
  providers: readonly PlannedUser[],
): PlannedSubscription[] {
  const demoEmail = providers[0]!.email;
  return providers.map((provider, p) =>
    planSubscription(ctx, provider, p, provider.email === demoEmail),
  );
}

function planSubscription(
  ctx: PlanContext,
  provider: PlannedUser,
  p: number,
  isDemo: boolean,
): PlannedSubscription {
  const active = isDemo || p % 7 !== 3;
  const start = isDemo
    ? ctx.now
    : active
      ? ctx.between(ctx.daysAgo(29), ctx.daysAgo(1))
      : ctx.between(ctx.daysAgo(200), ctx.daysAgo(60));
  const end = new Date(start.getTime() + SUBSCRIPTION.periodDays * DAY);
  const slug = isDemo ? 'demo' : provider.slug;
  return {
    userEmail: provider.email,
    status: active ? 'active' : 'canceled',
    externalId: isDemo ? 'sub_local_demo' : `sub_local_seed_${slug.replace(/-/g, '_')}`,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    autoRenew: active,
    canceledAt: active ? null : new Date(start.getTime() + 10 * DAY),
    createdAt: start,
    payment: {
      idempotencyKey: `seed-${slug}-first-payment`,
      externalId: isDemo ? 'pay_local_demo' : `pay_local_seed_${slug.replace(/-/g, '_')}`,
      cardLast4: '4242',
      createdAt: start,
    },
  };
}
