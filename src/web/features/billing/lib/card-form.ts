import { z } from 'zod';

import { CARD_NUMBER_MAX } from '#shared/constants.ts';
import { requiredMessage } from '#shared/messages.ts';

const required = (label: string) => z.string().trim().min(1, requiredMessage(label));

/** The spec's card form (section 5): name, number (≤ 19 digits and spaces), MM, YY, CVC. */
export const LocalCardFormSchema = z.object({
  name: required('Name on card'),
  number: required('Card number')
    .max(CARD_NUMBER_MAX, `Card number must be at most ${CARD_NUMBER_MAX} characters`)
    .regex(/^[0-9 ]+$/, 'Card number must contain digits and spaces only'),
  exp_month: required('Month').regex(/^(0[1-9]|1[0-2])$/, 'Month must be two digits, 01 to 12'),
  exp_year: required('Year').regex(/^\d\d$/, 'Year must be two digits'),
  cvc: required('CVC').regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits'),
});
export type CardFormValues = z.infer<typeof LocalCardFormSchema>;

/** Stripe mode: Stripe's own field takes the card; we ask only for the name on it. */
export const StripeCardFormSchema = LocalCardFormSchema.pick({ name: true }).extend({
  number: z.string(),
  exp_month: z.string(),
  exp_year: z.string(),
  cvc: z.string(),
});

export const EMPTY_CARD: CardFormValues = {
  name: '',
  number: '',
  exp_month: '',
  exp_year: '',
  cvc: '',
};

/** What the card inputs let through while typing. */
export const CARD_INPUT_FILTERS: Record<
  Exclude<keyof CardFormValues, 'name'>,
  (v: string) => string
> = {
  number: (v) => v.replace(/[^0-9 ]+/g, '').slice(0, CARD_NUMBER_MAX),
  exp_month: (v) => v.replace(/\D+/g, '').slice(0, 2),
  exp_year: (v) => v.replace(/\D+/g, '').slice(0, 2),
  cvc: (v) => v.replace(/\D+/g, '').slice(0, 4),
};
