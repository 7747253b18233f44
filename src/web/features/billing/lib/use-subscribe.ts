import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { SUBSCRIPTION } from '#shared/constants.ts';
import { paths } from '#shared/pages.ts';
import { errorMessage, isUnauthorized } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { refreshSessionUser } from '../../../lib/refresh-account.ts';
import { setSubscriptionFlag } from '../../../lib/session.ts';
import { payForSubscription } from '../api/billing-api.ts';

/** The navigation state /thank-you gets when nothing was charged (renewal back on). */
export type ThankYouState = { notCharged: string };

/** The navigation state /something-went-wrong gets after a refused payment. */
export type PaymentFailedState = { paymentFailed: string };

/** A fresh key per payment attempt (a click): the server charges one attempt once. */
export function newAttemptKey(): string {
  return `pay_${crypto.randomUUID().replace(/-/g, '')}`;
}

/**
 * Pays for the subscription with a card token (spec sections 4 and 8): success sets the flag,
 * refreshes the seller details and goes to /thank-you; a refusal shows the server's message and
 * goes to /something-went-wrong; a failed call shows its message and stays.
 */
export function useSubscribe(userId: number) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const pay = async (token: string, autoRenew: boolean, attemptKey: string): Promise<void> => {
    setPending(true);
    try {
      const answer = await payForSubscription({
        stripeToken: token,
        user_id: userId,
        amount: SUBSCRIPTION.amountCents,
        auto_renew: autoRenew,
        idempotency_key: attemptKey,
      });
      if (answer.success) {
        setSubscriptionFlag(true);
        await refreshSessionUser(queryClient);
        notifySuccess(answer.message);
        // Nothing charged (paid time left): the thank-you page says so.
        const state: ThankYouState | undefined =
          answer.charged === false ? { notCharged: answer.message } : undefined;
        await navigate(paths.thankYou, { state });
      } else {
        notifyError(answer.errors?.message?.[0] ?? answer.message);
        // The page then offers "Try another card" (issue 22).
        const state: PaymentFailedState = { paymentFailed: answer.errors?.type?.[0] ?? 'failed' };
        await navigate(paths.somethingWentWrong, { state });
      }
    } catch (error) {
      if (!isUnauthorized(error)) notifyError(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return { pay, pending };
}
