import { ROLE } from '../constants.ts';

/**
 * How people and businesses are named on screen and in emails: one set of rules for the server
 * (cards, reviews, emails) and the web app (account page, header initial).
 */
export type NameParts = {
  roleId?: number | null | undefined;
  businessName?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  username?: string | null | undefined;
};

const clean = (value: string | null | undefined) => value?.trim() ?? '';

/** "First Last", or '' when neither is known. */
export function fullName(parts: Pick<NameParts, 'firstName' | 'lastName'>): string {
  return [clean(parts.firstName), clean(parts.lastName)].filter(Boolean).join(' ');
}

/** A provider on cards and pages: the business name, else the person's name, else 'Provider'. */
export function providerName(parts: NameParts): string {
  return clean(parts.businessName) || fullName(parts) || 'Provider';
}

/**
 * The account's name (spec section 2): role 2 shows the business name, other roles first and
 * last name; the username when neither is known.
 */
export function accountName(parts: NameParts): string {
  const business = clean(parts.businessName);
  if (parts.roleId === ROLE.provider && business) return business;
  return fullName(parts) || business || clean(parts.username);
}

/** A reviewer: a business by its name; a person by first name and last initial ("Kim S."). */
export function reviewerName(parts: NameParts): string {
  const business = clean(parts.businessName);
  if (parts.roleId !== ROLE.customer && business) return business;
  const first = clean(parts.firstName);
  const initial = clean(parts.lastName).charAt(0).toUpperCase();
  if (first) return initial ? `${first} ${initial}.` : first;
  return business || 'Member';
}

/** The name an email greets: a provider's business, a person's first name, else the username. */
export function greetingName(parts: NameParts): string {
  const preferred = parts.roleId === ROLE.provider ? parts.businessName : parts.firstName;
  return clean(preferred) || clean(parts.username) || 'there';
}

/** The capital initial of a name, or '?' for none. */
export function nameInitial(name: string | null | undefined): string {
  return clean(name).charAt(0).toUpperCase() || '?';
}
