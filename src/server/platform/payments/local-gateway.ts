import { randomBytes } from 'node:crypto';

import { and, eq, gt, isNull, sql } from 'drizzle-orm';

import { SUBSCRIPTION } from '#shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { cardTokens } from '../../db/schema/index.ts';
import type { PaymentGateway, PaymentResult } from './gateway.ts';
import { DECLINE_MESSAGES, type TestCardOutcome } from './test-cards.ts';

const DAY_MS = 86_400_000;
const id = (prefix: string) => `${prefix}_local_${randomBytes(9).toString('base64url')}`;

/**
 * Spends a single-use card token of the user: the test card it stands for, or the failure that
 * charging that card gives (an expired, used or foreign token; a card that declines).
 */
async function spendCardToken(
  db: Db,
  userId: number,
  token: string,
): Promise<PaymentResult<{ last4: string; brand: string }>> {
  const [card] = await db
    .update(cardTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(cardTokens.id, token),
        eq(cardTokens.userId, userId),
        isNull(cardTokens.usedAt),
        gt(cardTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!card) {
    return {
      ok: false,
      failure: {
        code: 'invalid_token',
        message: 'Your card details have expired. Please enter them again.',
      },
    };
  }
  const outcome = card.outcome as TestCardOutcome;
  if (outcome !== 'succeeded') {
    return { ok: false, failure: { code: outcome, message: DECLINE_MESSAGES[outcome] } };
  }
  return { ok: true, value: { last4: card.last4, brand: card.brand } };
}

/**
 * Local payments (no Stripe key): the browser's card form is turned into a single-use token by
 * POST /api/local-card-token (only the last four digits, the brand and the test card's outcome
 * are kept); charging the token does what Stripe does with that test card.
 */
export function createLocalGateway(db: Db): PaymentGateway {
  return {
    mode: 'local',
    publishableKey: null,
    subscribe: async ({ user, token }) => {
      const card = await spendCardToken(db, user.id, token);
      if (!card.ok) return card;
      const periodStart = new Date();
      return {
        ok: true,
        value: {
          customerId: `cus_local_${user.id}`,
          subscriptionId: id('sub'),
          chargeId: id('pay'),
          periodStart,
          periodEnd: new Date(periodStart.getTime() + SUBSCRIPTION.periodDays * DAY_MS),
          cardLast4: card.value.last4,
          cardBrand: card.value.brand,
        },
      };
    },
    resume: async ({ user, token, subscriptionId }) => {
      const card = await spendCardToken(db, user.id, token);
      return card.ok ? { ok: true, value: { cardLast4: card.value.last4, subscriptionId } } : card;
    },
    cancelAtPeriodEnd: async () => {},
  };
}

/** A renewal charge in local mode: the card on file is a test card that keeps working. */
export const localRenewalReference = () => id('pay');
