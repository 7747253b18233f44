import { slugify } from '../../lib/slug.ts';
import { CATALOGUE, type CategorySeed } from './catalogue-data.ts';
import { DEMO_PROVIDER_BUSINESS, findDemoAccount } from './demo-accounts.ts';
import type { PlanContext } from './plan-context.ts';
import { fill, initials, uniqueIn } from './plan-text.ts';
import type { PlannedUser } from './plan-types.ts';
import {
  BUSINESS_PREFIXES_ANYWHERE,
  BUSINESS_PREFIXES_BY_CITY,
  BUSINESS_SUFFIXES,
  PROVIDER_ABOUT_TEMPLATES,
} from './text-data.ts';

/**
 * The demo plan's users: the admin, the demo provider and generated businesses spread over
 * cities and trades, the demo customer and generated people. The demo accounts come first so
 * they keep their documented usernames; every step draws from the shared faker in a fixed order
 * (see plan-context.ts).
 */

export const GENERATED_PROVIDERS = 64;
export const GENERATED_CUSTOMERS = 80;

/** The home cities of generated providers, in turn. */
const PROVIDER_CITIES = [
  'Auckland',
  'Wellington',
  'Christchurch',
  'Auckland',
  'Hamilton',
  'Christchurch',
  'Auckland',
  'Wellington',
  'Hamilton',
  'Auckland',
];

const DEMO_PROVIDER_ABOUT =
  'Harbour City Plumbing is a family-owned plumbing and gas business that has looked after Wellington homes and businesses for 18 years. Certifying plumbers and gasfitters, fully insured, and we always leave the job tidy.';

/** Fields only providers have, empty. */
const NOT_A_PROVIDER = {
  businessName: null,
  contactPerson: null,
  aboutMessage: null,
  logo: null,
  city: null,
  categoryIndex: null,
} as const;

export type PlannedUsers = {
  admin: PlannedUser;
  /** The demo provider first. */
  providers: PlannedUser[];
  /** The demo customer first. */
  customers: PlannedUser[];
  /** The catalogue index of the demo provider's trade. */
  plumbingIndex: number;
};

export function planUsers(ctx: PlanContext): PlannedUsers {
  const plumbingIndex = CATALOGUE.findIndex((c) => c.name === DEMO_PROVIDER_BUSINESS.category);
  for (const key of ['admin', 'provider', 'customer'] as const) {
    ctx.taken.usernames.add(findDemoAccount(key).username);
  }
  const admin = planAdmin(ctx);
  const providers = [planDemoProvider(ctx, plumbingIndex)];
  for (let p = 0; p < GENERATED_PROVIDERS; p++) providers.push(planProvider(ctx, p));
  const customers = [planDemoCustomer(ctx)];
  for (let c = 0; c < GENERATED_CUSTOMERS; c++) customers.push(planCustomer(ctx));
  return { admin, providers, customers, plumbingIndex };
}

function planAdmin(ctx: PlanContext): PlannedUser {
  const account = findDemoAccount('admin');
  return {
    roleId: 1,
    email: account.email,
    username: account.username,
    slug: uniqueIn(ctx.taken.userSlugs, slugify(account.username)),
    firstName: 'Aroha',
    lastName: 'Walker',
    businessName: 'Kiwi Services',
    contactPerson: 'Aroha Walker',
    phoneNumber: '09 300 1234',
    aboutMessage: 'The Kiwi Services team.',
    demoKey: 'admin',
    createdAt: new Date(ctx.daysAgo(900)),
    logo: null,
    city: 'Auckland',
    categoryIndex: null,
  };
}

/** Harbour City Plumbing, as the README documents it. */
function planDemoProvider(ctx: PlanContext, plumbingIndex: number): PlannedUser {
  const account = findDemoAccount('provider');
  const business = DEMO_PROVIDER_BUSINESS;
  ctx.taken.businessNames.add(business.businessName);
  return {
    roleId: 2,
    email: account.email,
    username: account.username,
    slug: uniqueIn(ctx.taken.userSlugs, slugify(business.businessName)),
    firstName: business.contactPerson.split(' ')[0]!,
    lastName: business.contactPerson.split(' ').slice(1).join(' '),
    businessName: business.businessName,
    contactPerson: business.contactPerson,
    phoneNumber: business.phoneNumber,
    aboutMessage: DEMO_PROVIDER_ABOUT,
    demoKey: 'provider',
    createdAt: new Date(ctx.daysAgo(620)),
    logo: {
      key: `logos/demo-${slugify(business.businessName)}.webp`,
      initials: 'HC',
      colors: CATALOGUE[plumbingIndex]!.colors,
    },
    city: business.city,
    categoryIndex: plumbingIndex,
  };
}

/** The p-th generated provider: a business of the p-th trade in the p-th city (in turn). */
function planProvider(ctx: PlanContext, p: number): PlannedUser {
  const city = PROVIDER_CITIES[p % PROVIDER_CITIES.length]!;
  const categoryIndex = p % CATALOGUE.length;
  const category = CATALOGUE[categoryIndex]!;
  const first = ctx.firstName();
  const named = businessName(ctx, category, city, ctx.lastName());
  const { last } = named;
  const name = uniqueIn(ctx.taken.businessNames, named.businessName, ' ');
  const tradingName = name.replace(/ (Ltd|Limited|NZ|Co\.)$/, '');
  const id = ctx.identity(slugify(tradingName).replace(/-/g, ''), tradingName);
  const years = String(ctx.faker.number.int({ min: 3, max: 35 }));
  return {
    roleId: 2,
    ...id,
    firstName: first,
    lastName: last,
    businessName: name,
    contactPerson: `${first} ${last}`,
    phoneNumber: ctx.chance(0.6) ? ctx.mobile() : ctx.landline(city),
    aboutMessage: fill(ctx.pick(PROVIDER_ABOUT_TEMPLATES), {
      business: name,
      city,
      years,
      trade: category.trade,
    }),
    demoKey: null,
    createdAt: ctx.between(ctx.daysAgo(800), ctx.daysAgo(120)),
    logo: {
      key: `logos/demo-${id.slug}.webp`,
      initials: initials(tradingName),
      colors: category.colors,
    },
    city,
    categoryIndex,
  };
}

/**
 * A business name not taken yet (up to 20 draws): a place prefix, the owner's last name, or
 * "& Sons". A name drawn with the last name changes the owner's last name to match.
 */
function businessName(ctx: PlanContext, category: CategorySeed, city: string, lastName: string) {
  let last = lastName;
  let name = '';
  for (let attempt = 0; attempt < 20 && (!name || ctx.taken.businessNames.has(name)); attempt++) {
    const word = ctx.pick(category.businessWords);
    const style = ctx.faker.number.int({ min: 0, max: 9 });
    if (style < 5) {
      const prefix = ctx.chance(0.6)
        ? ctx.pick(BUSINESS_PREFIXES_BY_CITY[city] ?? BUSINESS_PREFIXES_ANYWHERE)
        : ctx.pick(BUSINESS_PREFIXES_ANYWHERE);
      name = `${prefix} ${word}${ctx.pick(BUSINESS_SUFFIXES)}`;
    } else if (style < 8) {
      last = ctx.lastName();
      name = `${last} ${word}${ctx.pick(BUSINESS_SUFFIXES)}`;
    } else {
      last = ctx.lastName();
      name = `${last} & Sons ${word}`;
    }
  }
  return { businessName: name, last };
}

function planDemoCustomer(ctx: PlanContext): PlannedUser {
  const account = findDemoAccount('customer');
  return {
    roleId: 3,
    email: account.email,
    username: account.username,
    slug: uniqueIn(ctx.taken.userSlugs, account.username),
    firstName: 'Sam',
    lastName: 'Te Whare',
    phoneNumber: '027 555 3182',
    demoKey: 'customer',
    createdAt: new Date(ctx.daysAgo(400)),
    ...NOT_A_PROVIDER,
  };
}

function planCustomer(ctx: PlanContext): PlannedUser {
  const first = ctx.firstName();
  const last = ctx.lastName();
  const local = ctx.chance(0.7)
    ? `${ctx.emailLocal(first)}.${ctx.emailLocal(last)}`
    : `${ctx.emailLocal(first)}${ctx.emailLocal(last).slice(0, 1)}${ctx.faker.number.int({ min: 1, max: 99 })}`;
  const id = ctx.identity(local, local);
  return {
    roleId: 3,
    ...id,
    firstName: first,
    lastName: last,
    phoneNumber: ctx.mobile(),
    demoKey: null,
    createdAt: ctx.between(ctx.daysAgo(700), ctx.daysAgo(10)),
    ...NOT_A_PROVIDER,
  };
}
