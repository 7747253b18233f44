import type { SubscriptionSummary } from '#shared/api/auth.ts';
import { ACTIVE_SUBSCRIPTION_STATUS } from '#shared/constants.ts';
import { formatDate } from './format.ts';

/** Where a subscription stands: renewing, paid but not renewing, or over. */
export type RenewalState = 'renewing' | 'paid' | 'ended';

export function renewalState(
  subscription: Pick<SubscriptionSummary, 'status' | 'current_period_end' | 'auto_renew'>,
  now = Date.now(),
): RenewalState {
  if (new Date(subscription.current_period_end).getTime() <= now) return 'ended';
  const active = subscription.status === ACTIVE_SUBSCRIPTION_STATUS;
  return active && subscription.auto_renew ? 'renewing' : 'paid';
}

/**
 * The subscription's dates line (issue 22): "Renews on {date}" while auto-renewal is on,
 * "Listed until {date}" while paid time is left without it, "Ended {date}" after. The date in
 * the account format (dd mmmm yyyy).
 */
export function renewalText(
  subscription: Pick<SubscriptionSummary, 'status' | 'current_period_end' | 'auto_renew'>,
  now = Date.now(),
): string {
  const date = formatDate(subscription.current_period_end, 'long');
  const state = renewalState(subscription, now);
  if (state === 'renewing') return `Renews on ${date}`;
  return state === 'paid' ? `Listed until ${date}` : `Ended ${date}`;
}

const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

/** Cents as NZ dollars: 3000 → "NZ$30.00" (the en-NZ "$30.00" with the country, unambiguous). */
export function formatNzd(cents: number): string {
  return `NZ${nzd.format(cents / 100)}`;
}
