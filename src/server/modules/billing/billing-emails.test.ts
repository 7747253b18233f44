import { describe, expect, it } from 'vitest';

import {
  endedEmail,
  endingSoonEmail,
  paymentFailedEmail,
  receiptEmail,
  renewalEmail,
  resumedEmail,
} from './billing-emails.ts';

/** The subscription emails' buttons open provider and account pages (the page registry). */
describe('billing email links', () => {
  const input = { siteName: 'Kiwi Services', publicUrl: 'https://kiwi.example', name: 'Mere' };
  const periodEnd = new Date('2026-03-05T00:00:00Z');

  it('spell the URLs exactly as before the registry', () => {
    const receipt = receiptEmail({
      ...input,
      periodEnd,
      reference: 'R1',
      cardLast4: '4242',
      autoRenew: true,
    });
    expect(receipt.text).toContain('https://kiwi.example/add-service');
    expect(resumedEmail({ ...input, periodEnd }).text).toContain('https://kiwi.example/billing');
    expect(renewalEmail({ ...input, periodEnd, reference: 'R2' }).text).toContain(
      'https://kiwi.example/accountDetails',
    );
    for (const email of [
      paymentFailedEmail({ ...input, periodEnd }),
      endingSoonEmail({ ...input, periodEnd }),
      endedEmail(input),
    ]) {
      expect(email.text).toContain('https://kiwi.example/subscription');
    }
  });
});
