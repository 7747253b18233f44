import { base, en, en_AU, Faker } from '@faker-js/faker';

import { slugify } from '../../lib/slug.ts';
import { flatSubCategories, type FlatSubCategory } from './plan-catalogue.ts';
import { uniqueIn } from './plan-text.ts';
import {
  AREA_CODES,
  DEMO_EMAIL_DOMAINS,
  MOBILE_PREFIXES,
  NZ_FIRST_NAMES,
  NZ_LAST_NAMES,
} from './text-data.ts';

/**
 * What every step of the demo plan shares: one seeded faker and the draws made from it, the
 * clock, and the sets that keep names unique.
 *
 * Invariant: the plan is the same for the same `now` only while every draw happens in the same
 * order. The plan's steps run in a fixed sequence and each keeps its draws in source order;
 * moving, adding or skipping a draw changes every row planned after it (names, emails, slugs the
 * e2e tests and the README rely on).
 */

export const DEMO_SEED = 20_260_401;
export const DAY = 86_400_000;

export type PlanContext = ReturnType<typeof createPlanContext>;

/** A fresh context: faker seeded with DEMO_SEED, nothing taken yet. */
export function createPlanContext(now: Date) {
  const faker = new Faker({ locale: [en_AU, en, base] });
  faker.seed(DEMO_SEED);
  const nowMs = now.getTime();
  const draws = randomDraws(faker);
  const taken = {
    usernames: new Set<string>(),
    userSlugs: new Set<string>(),
    businessNames: new Set<string>(),
    serviceSlugs: new Set<string>(),
    /** Service titles, lower-cased (the footer lists them side by side). */
    titles: new Set<string>(),
  };
  const flatSubs: FlatSubCategory[] = flatSubCategories();
  return {
    faker,
    now,
    nowMs,
    ...draws,
    daysAgo: (days: number) => nowMs - days * DAY,
    taken,
    flatSubs,
    ...personDraws(faker, draws, taken),
  };
}

type Draws = ReturnType<typeof randomDraws>;

/** Picks, chances and instants drawn from `faker`. */
function randomDraws(faker: Faker) {
  const pick = <T>(items: readonly T[]): T => faker.helpers.arrayElement(items);
  const chance = (p: number) => faker.number.float({ min: 0, max: 1 }) < p;
  const between = (fromMs: number, toMs: number) =>
    new Date(
      Math.round(fromMs + faker.number.float({ min: 0, max: 1 }) * Math.max(0, toMs - fromMs)),
    );
  return { pick, chance, between };
}

/** Names, phone numbers and identities (unique email, username and slug) of people. */
function personDraws(
  faker: Faker,
  { pick, chance }: Draws,
  taken: { usernames: Set<string>; userSlugs: Set<string> },
) {
  const digits = (n: number) => faker.string.numeric({ length: n, allowLeadingZeros: true });
  return {
    firstName: () => (chance(0.4) ? pick(NZ_FIRST_NAMES) : faker.person.firstName()),
    lastName: () => (chance(0.4) ? pick(NZ_LAST_NAMES) : faker.person.lastName()),
    mobile: () =>
      `${pick(MOBILE_PREFIXES)} ${faker.number.int({ min: 200, max: 999 })} ${digits(4)}`,
    landline: (city: string) =>
      `${AREA_CODES[city] ?? '09'} ${faker.number.int({ min: 230, max: 999 })} ${digits(4)}`,
    emailLocal: (text: string) => slugify(text).replace(/-/g, '.'),
    /** Registers a user's unique email, username (the email's local part) and slug. */
    identity: (local: string, slugBase: string) => {
      const domain = pick(DEMO_EMAIL_DOMAINS);
      const username = uniqueIn(taken.usernames, local, '');
      const email = `${username}@${domain}`;
      return { email, username, slug: uniqueIn(taken.userSlugs, slugify(slugBase)) };
    },
  };
}
