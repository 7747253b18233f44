/**
 * Stripe's published test card numbers (docs.stripe.com/testing) and what charging each does.
 * Local payment mode accepts these and nothing else.
 */
export type TestCardOutcome = 'succeeded' | 'card_declined' | 'insufficient_funds' | 'expired_card';

const TEST_CARDS: Record<string, { brand: string; outcome: TestCardOutcome }> = {
  '4242424242424242': { brand: 'Visa', outcome: 'succeeded' },
  '4000056655665556': { brand: 'Visa (debit)', outcome: 'succeeded' },
  '5555555555554444': { brand: 'Mastercard', outcome: 'succeeded' },
  '2223003122003222': { brand: 'Mastercard', outcome: 'succeeded' },
  '5200828282828210': { brand: 'Mastercard (debit)', outcome: 'succeeded' },
  '378282246310005': { brand: 'American Express', outcome: 'succeeded' },
  '4000000000000002': { brand: 'Visa', outcome: 'card_declined' },
  '4000000000009995': { brand: 'Visa', outcome: 'insufficient_funds' },
  '4000000000000069': { brand: 'Visa', outcome: 'expired_card' },
};

/** What the customer reads for each refusal (Stripe's wording). */
export const DECLINE_MESSAGES: Record<Exclude<TestCardOutcome, 'succeeded'>, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
};

/** Digits only (spaces allowed in the form). */
export const cardDigits = (number: string) => number.replace(/\s+/g, '');

/** The Luhn check every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The test card with this number, or null (any other number is refused in local mode). */
export function findTestCard(number: string): { brand: string; outcome: TestCardOutcome } | null {
  return TEST_CARDS[cardDigits(number)] ?? null;
}
