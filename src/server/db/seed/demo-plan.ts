import { base, en, en_AU, Faker } from '@faker-js/faker';

import {
  SERVICE_TYPES,
  SUBSCRIPTION,
  type ServiceStatus,
  type ServiceType,
} from '#shared/constants.ts';
import { CITIES, type City } from '#shared/locations.ts';
import { slugify } from '../../lib/slug.ts';
import { CATALOGUE, type CategorySeed, type SubCategorySeed } from './catalogue-data.ts';
import { DEMO_PROVIDER_BUSINESS, findDemoAccount } from './demo-accounts.ts';
import {
  ABOUT_SERVICE_LINES,
  AREA_CODES,
  BUSINESS_PREFIXES_ANYWHERE,
  BUSINESS_PREFIXES_BY_CITY,
  BUSINESS_SUFFIXES,
  DEMO_EMAIL_DOMAINS,
  DESCRIPTION_CLOSINGS,
  DESCRIPTION_OPENINGS,
  ENQUIRY_MESSAGES,
  HIDDEN_REVIEW,
  MOBILE_PREFIXES,
  NZ_FIRST_NAMES,
  NZ_LAST_NAMES,
  PROVIDER_ABOUT_TEMPLATES,
  REJECTION_REASONS,
  REVIEW_TEXTS,
} from './text-data.ts';

/**
 * The demo data as plain objects, built deterministically from a fixed faker seed (no database,
 * no ids): users are referenced by email, services by slug. seed-demo.ts inserts the plan.
 */

export const DEMO_SEED = 20_260_401;
export const GENERATED_PROVIDERS = 64;
export const GENERATED_CUSTOMERS = 80;

export type PlannedUser = {
  roleId: 1 | 2 | 3;
  email: string;
  username: string;
  slug: string;
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
  contactPerson: string | null;
  phoneNumber: string;
  aboutMessage: string | null;
  /** The demo account whose documented password this user gets, if any. */
  demoKey: 'admin' | 'provider' | 'customer' | null;
  createdAt: Date;
  /** Providers: the logo's initials and colours, and the home city. */
  logo: { key: string; initials: string; colors: [string, string] } | null;
  city: string | null;
  categoryIndex: number | null;
};

export type PlannedService = {
  slug: string;
  title: string;
  description: string;
  categoryIndex: number;
  /** Index into the flattened sub category list (see `flatSubCategories`). */
  subIndex: number;
  serviceTypes: ServiceType[];
  aboutService: string;
  aboutService1: string;
  aboutService2: string | null;
  businessName: string;
  city: string;
  suburb: string;
  postalCode: string | null;
  about: string;
  contactName: string;
  phoneNumber: string;
  ownerEmail: string;
  status: ServiceStatus;
  rejectionReason: string | null;
  moderatedAt: Date | null;
  createdAt: Date;
  /** How many gallery pictures besides the main one (1..3). */
  galleryCount: number;
};

export type PlannedEnquiry = {
  serviceSlug: string;
  userEmail: string;
  type: 'message' | 'call';
  message: string | null;
  isRead: boolean;
  createdAt: Date;
};

export type PlannedReview = {
  serviceSlug: string;
  userEmail: string;
  rating: number;
  review: string;
  isHidden: boolean;
  hiddenReason: string | null;
  createdAt: Date;
};

export type PlannedWatch = { serviceSlug: string; userEmail: string; createdAt: Date };

export type PlannedSubscription = {
  userEmail: string;
  status: 'active' | 'canceled';
  externalId: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  autoRenew: boolean;
  canceledAt: Date | null;
  createdAt: Date;
  payment: { idempotencyKey: string; externalId: string; cardLast4: string; createdAt: Date };
};

export type DemoPlan = {
  users: PlannedUser[];
  services: PlannedService[];
  enquiries: PlannedEnquiry[];
  reviews: PlannedReview[];
  watchlist: PlannedWatch[];
  subscriptions: PlannedSubscription[];
};

export type FlatSubCategory = { categoryIndex: number; sub: SubCategorySeed; slug: string };

/** Every sub category with its category index, in catalogue order. */
export function flatSubCategories(): FlatSubCategory[] {
  return CATALOGUE.flatMap((category, categoryIndex) =>
    category.subCategories.map((sub) => ({ categoryIndex, sub, slug: slugify(sub.name) })),
  );
}

const DAY = 86_400_000;

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);
}

/** "a, b and c". */
export function listSentence(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Takes a candidate, or the first free `candidate-2`, `candidate-3`… */
function uniqueIn(taken: Set<string>, candidate: string, separator = '-'): string {
  let value = candidate;
  for (let n = 2; taken.has(value); n++) value = `${candidate}${separator}${n}`;
  taken.add(value);
  return value;
}

/** Builds the whole demo data set; the same `now` and seed always give the same plan. */
export function buildDemoPlan(now: Date = new Date()): DemoPlan {
  const faker = new Faker({ locale: [en_AU, en, base] });
  faker.seed(DEMO_SEED);
  const nowMs = now.getTime();
  const pick = <T>(items: readonly T[]): T => faker.helpers.arrayElement(items);
  const chance = (p: number) => faker.number.float({ min: 0, max: 1 }) < p;
  const between = (fromMs: number, toMs: number) =>
    new Date(
      Math.round(fromMs + faker.number.float({ min: 0, max: 1 }) * Math.max(0, toMs - fromMs)),
    );
  const daysAgo = (days: number) => nowMs - days * DAY;

  const usernames = new Set<string>();
  const userSlugs = new Set<string>();
  const businessNames = new Set<string>();
  const serviceSlugs = new Set<string>();

  const firstName = () => (chance(0.4) ? pick(NZ_FIRST_NAMES) : faker.person.firstName());
  const lastName = () => (chance(0.4) ? pick(NZ_LAST_NAMES) : faker.person.lastName());
  const digits = (n: number) => faker.string.numeric({ length: n, allowLeadingZeros: true });
  const mobile = () =>
    `${pick(MOBILE_PREFIXES)} ${faker.number.int({ min: 200, max: 999 })} ${digits(4)}`;
  const landline = (city: string) =>
    `${AREA_CODES[city] ?? '09'} ${faker.number.int({ min: 230, max: 999 })} ${digits(4)}`;
  const emailLocal = (text: string) => slugify(text).replace(/-/g, '.');

  /** Registers a user's unique email, username (the email's local part) and slug. */
  const identity = (local: string, slugBase: string) => {
    const domain = pick(DEMO_EMAIL_DOMAINS);
    const username = uniqueIn(usernames, local, '');
    const email = `${username}@${domain}`;
    return { email, username, slug: uniqueIn(userSlugs, slugify(slugBase)) };
  };

  const users: PlannedUser[] = [];
  const flatSubs = flatSubCategories();

  // The demo accounts come first so they keep their documented usernames.
  const admin = findDemoAccount('admin');
  const demoProvider = findDemoAccount('provider');
  const demoCustomer = findDemoAccount('customer');
  const plumbingIndex = CATALOGUE.findIndex((c) => c.name === DEMO_PROVIDER_BUSINESS.category);
  for (const account of [admin, demoProvider, demoCustomer]) usernames.add(account.username);
  users.push({
    roleId: 1,
    email: admin.email,
    username: admin.username,
    slug: uniqueIn(userSlugs, slugify(admin.username)),
    firstName: 'Aroha',
    lastName: 'Walker',
    businessName: 'Kiwi Services',
    contactPerson: 'Aroha Walker',
    phoneNumber: '09 300 1234',
    aboutMessage: 'The Kiwi Services team.',
    demoKey: 'admin',
    createdAt: new Date(daysAgo(900)),
    logo: null,
    city: 'Auckland',
    categoryIndex: null,
  });

  // Providers: the demo provider, then generated businesses spread over cities and trades.
  const providerCities = [
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
  const providers: PlannedUser[] = [];
  const demoProviderUser: PlannedUser = {
    roleId: 2,
    email: demoProvider.email,
    username: demoProvider.username,
    slug: uniqueIn(userSlugs, slugify(DEMO_PROVIDER_BUSINESS.businessName)),
    firstName: DEMO_PROVIDER_BUSINESS.contactPerson.split(' ')[0]!,
    lastName: DEMO_PROVIDER_BUSINESS.contactPerson.split(' ').slice(1).join(' '),
    businessName: DEMO_PROVIDER_BUSINESS.businessName,
    contactPerson: DEMO_PROVIDER_BUSINESS.contactPerson,
    phoneNumber: DEMO_PROVIDER_BUSINESS.phoneNumber,
    aboutMessage:
      'Harbour City Plumbing is a family-owned plumbing and gas business that has looked after Wellington homes and businesses for 18 years. Certifying plumbers and gasfitters, fully insured, and we always leave the job tidy.',
    demoKey: 'provider',
    createdAt: new Date(daysAgo(620)),
    logo: {
      key: `logos/demo-${slugify(DEMO_PROVIDER_BUSINESS.businessName)}.webp`,
      initials: 'HC',
      colors: CATALOGUE[plumbingIndex]!.colors,
    },
    city: DEMO_PROVIDER_BUSINESS.city,
    categoryIndex: plumbingIndex,
  };
  businessNames.add(DEMO_PROVIDER_BUSINESS.businessName);
  providers.push(demoProviderUser);

  for (let p = 0; p < GENERATED_PROVIDERS; p++) {
    const city = providerCities[p % providerCities.length]!;
    const categoryIndex = p % CATALOGUE.length;
    const category = CATALOGUE[categoryIndex]!;
    const first = firstName();
    let last = lastName();
    let businessName = '';
    for (
      let attempt = 0;
      attempt < 20 && (!businessName || businessNames.has(businessName));
      attempt++
    ) {
      const word = pick(category.businessWords);
      const style = faker.number.int({ min: 0, max: 9 });
      if (style < 5) {
        const prefix = chance(0.6)
          ? pick(BUSINESS_PREFIXES_BY_CITY[city] ?? BUSINESS_PREFIXES_ANYWHERE)
          : pick(BUSINESS_PREFIXES_ANYWHERE);
        businessName = `${prefix} ${word}${pick(BUSINESS_SUFFIXES)}`;
      } else if (style < 8) {
        last = lastName();
        businessName = `${last} ${word}${pick(BUSINESS_SUFFIXES)}`;
      } else {
        last = lastName();
        businessName = `${last} & Sons ${word}`;
      }
    }
    businessName = uniqueIn(businessNames, businessName, ' ');
    const contactPerson = `${first} ${last}`;
    const tradingName = businessName.replace(/ (Ltd|Limited|NZ|Co\.)$/, '');
    const id = identity(slugify(tradingName).replace(/-/g, ''), tradingName);
    const years = String(faker.number.int({ min: 3, max: 35 }));
    providers.push({
      roleId: 2,
      ...id,
      firstName: first,
      lastName: last,
      businessName,
      contactPerson,
      phoneNumber: chance(0.6) ? mobile() : landline(city),
      aboutMessage: fill(pick(PROVIDER_ABOUT_TEMPLATES), {
        business: businessName,
        city,
        years,
        trade: category.trade,
      }),
      demoKey: null,
      createdAt: between(daysAgo(800), daysAgo(120)),
      logo: {
        key: `logos/demo-${id.slug}.webp`,
        initials: initials(tradingName),
        colors: category.colors,
      },
      city,
      categoryIndex,
    });
  }

  // Customers: the demo customer, then generated people.
  const customers: PlannedUser[] = [
    {
      roleId: 3,
      email: demoCustomer.email,
      username: demoCustomer.username,
      slug: uniqueIn(userSlugs, demoCustomer.username),
      firstName: 'Sam',
      lastName: 'Te Whare',
      businessName: null,
      contactPerson: null,
      phoneNumber: '027 555 3182',
      aboutMessage: null,
      demoKey: 'customer',
      createdAt: new Date(daysAgo(400)),
      logo: null,
      city: null,
      categoryIndex: null,
    },
  ];
  for (let c = 0; c < GENERATED_CUSTOMERS; c++) {
    const first = firstName();
    const last = lastName();
    const local = chance(0.7)
      ? `${emailLocal(first)}.${emailLocal(last)}`
      : `${emailLocal(first)}${emailLocal(last).slice(0, 1)}${faker.number.int({ min: 1, max: 99 })}`;
    const id = identity(local, local);
    customers.push({
      roleId: 3,
      ...id,
      firstName: first,
      lastName: last,
      businessName: null,
      contactPerson: null,
      phoneNumber: mobile(),
      aboutMessage: null,
      demoKey: null,
      createdAt: between(daysAgo(700), daysAgo(10)),
      logo: null,
      city: null,
      categoryIndex: null,
    });
  }
  users.push(...providers, ...customers);

  // Services.
  const services: PlannedService[] = [];
  const cityOf = (name: string): City => CITIES.find((c) => c.name === name)!;
  const place = (cityName: string) => {
    const city = cityOf(cityName);
    return {
      city: city.name,
      suburb: pick(city.suburbs),
      postalCode: city.postal_codes.length > 0 ? pick(city.postal_codes) : null,
    };
  };
  const chooseTypes = (allowed: readonly ServiceType[]): ServiceType[] => {
    const chosen = new Set<ServiceType>();
    if (chance(0.85)) chosen.add(allowed[0]!);
    for (const t of allowed.slice(1)) if (chance(0.45)) chosen.add(t);
    if (chosen.size === 0) chosen.add(pick(allowed));
    return SERVICE_TYPES.filter((t) => chosen.has(t));
  };
  // Titles stay distinct (the footer lists them side by side): the first free template, else
  // the drawn one with the business name. No extra random draws, so the rest of the plan holds.
  const titlesTaken = new Set<string>();
  const uniqueTitle = (
    sub: SubCategorySeed,
    where: { city: string; suburb: string },
    business: string,
  ): string => {
    const values = { suburb: where.suburb, city: where.city };
    const drawn = fill(pick(sub.titles), values);
    const candidates = [
      drawn,
      ...sub.titles.map((t) => fill(t, values)),
      `${drawn} – ${business}`,
      `${drawn} – ${business}, ${where.suburb}`,
    ];
    const title =
      candidates.find((t) => !titlesTaken.has(t.toLowerCase())) ??
      uniqueIn(titlesTaken, drawn, ' ');
    titlesTaken.add(title.toLowerCase());
    return title;
  };
  const addService = (
    owner: PlannedUser,
    categoryIndex: number,
    sub: SubCategorySeed,
    status: ServiceStatus,
    where: { city: string; suburb: string; postalCode: string | null },
  ) => {
    const category: CategorySeed = CATALOGUE[categoryIndex]!;
    const subIndex = flatSubs.findIndex((f) => f.sub === sub);
    const title = uniqueTitle(sub, where, owner.businessName!);
    const tasks = faker.helpers.arrayElements(sub.tasks, { min: 3, max: 4 });
    const values = {
      trade: category.trade,
      suburb: where.suburb,
      city: where.city,
      business: owner.businessName!,
    };
    const description = [
      fill(pick(DESCRIPTION_OPENINGS), values),
      `We can help with ${listSentence(tasks)}.`,
      pick(category.credentials) + '.',
      fill(pick(DESCRIPTION_CLOSINGS), values),
    ].join(' ');
    const lines = faker.helpers.arrayElements(ABOUT_SERVICE_LINES, 2).map((l) => fill(l, values));
    let createdAt: Date;
    if (status === 'pending') createdAt = between(daysAgo(6), daysAgo(0.2));
    else if (status === 'rejected') createdAt = between(daysAgo(60), daysAgo(3));
    else createdAt = between(Math.max(owner.createdAt.getTime() + DAY, daysAgo(540)), daysAgo(2));
    services.push({
      slug: uniqueIn(serviceSlugs, slugify(title)),
      title,
      description,
      categoryIndex,
      subIndex,
      serviceTypes: chooseTypes(sub.types),
      aboutService: pick(category.credentials),
      aboutService1: lines[0]!,
      aboutService2: chance(0.75) ? lines[1]! : null,
      businessName: owner.businessName!,
      ...where,
      about: owner.aboutMessage!,
      contactName: owner.contactPerson!,
      phoneNumber: owner.phoneNumber,
      ownerEmail: owner.email,
      status,
      rejectionReason: status === 'rejected' ? pick(REJECTION_REASONS) : null,
      moderatedAt:
        status === 'pending'
          ? null
          : new Date(createdAt.getTime() + faker.number.int({ min: 2, max: 30 }) * 3_600_000),
      createdAt,
      galleryCount: faker.number.int({ min: 1, max: 3 }),
    });
  };

  // The demo provider: every plumbing sub category in Wellington, approved, plus one pending.
  const plumbing = CATALOGUE[plumbingIndex]!;
  for (const sub of [...plumbing.subCategories, plumbing.subCategories[0]!]) {
    addService(demoProviderUser, plumbingIndex, sub, 'approved', place('Wellington'));
  }
  addService(
    demoProviderUser,
    plumbingIndex,
    plumbing.subCategories[2]!,
    'pending',
    place('Wellington'),
  );

  providers.slice(1).forEach((owner, p) => {
    const count = 5 + (p % 3);
    const category = CATALOGUE[owner.categoryIndex!]!;
    for (let j = 0; j < count; j++) {
      const categoryIndex = owner.categoryIndex!;
      const sub = category.subCategories[(p + j) % category.subCategories.length]!;
      const r = faker.number.float({ min: 0, max: 1 });
      const status: ServiceStatus = r < 0.07 ? 'pending' : r < 0.11 ? 'rejected' : 'approved';
      const cityName = chance(0.85)
        ? owner.city!
        : pick(CITIES.filter((c) => c.name !== owner.city)).name;
      addService(owner, categoryIndex, sub, status, place(cityName));
    }
  });

  // Enquiries, then reviews on some of them, and watchlists.
  const approved = services.filter((s) => s.status === 'approved');
  // Popularity skew: earlier entries of a shuffled list are picked more often.
  const byPopularity = faker.helpers.shuffle([...approved]);
  const popularService = () =>
    byPopularity[
      Math.floor(byPopularity.length * Math.pow(faker.number.float({ min: 0, max: 1 }), 1.8))
    ]!;
  const owners = new Map(providers.map((p) => [p.email, p]));
  const subOf = (s: PlannedService) => flatSubs[s.subIndex]!.sub;

  const enquiries: PlannedEnquiry[] = [];
  const reviews: PlannedReview[] = [];
  const watchlist: PlannedWatch[] = [];
  const enquire = (customer: PlannedUser, service: PlannedService, review: boolean | 'force') => {
    const owner = owners.get(service.ownerEmail)!;
    const start = Math.max(customer.createdAt.getTime(), service.createdAt.getTime()) + 3_600_000;
    const createdAt = between(start, nowMs - 3_600_000);
    const type = chance(0.7) ? 'message' : 'call';
    enquiries.push({
      serviceSlug: service.slug,
      userEmail: customer.email,
      type,
      message:
        type === 'message'
          ? fill(pick(ENQUIRY_MESSAGES), {
              task: pick(subOf(service).tasks),
              suburb: service.suburb,
              first: owner.contactPerson!.split(' ')[0]!,
            })
          : null,
      isRead: chance(0.6),
      createdAt,
    });
    if (review === 'force' || (review && chance(0.6))) {
      const rating = faker.helpers.weightedArrayElement([
        { weight: 4, value: 1 },
        { weight: 5, value: 2 },
        { weight: 11, value: 3 },
        { weight: 30, value: 4 },
        { weight: 50, value: 5 },
      ]);
      reviews.push({
        serviceSlug: service.slug,
        userEmail: customer.email,
        rating,
        review: fill(pick(REVIEW_TEXTS[rating - 1]!), {
          noun: subOf(service).noun,
          first: owner.contactPerson!.split(' ')[0]!,
        }),
        isHidden: false,
        hiddenReason: null,
        createdAt: new Date(
          Math.min(
            nowMs - 60_000,
            createdAt.getTime() + faker.number.int({ min: 1, max: 14 }) * DAY,
          ),
        ),
      });
    }
  };

  const demoProviderServices = approved.filter((s) => s.ownerEmail === demoProvider.email);
  const [demoCustomerUser, ...generatedCustomers] = customers;
  // The demo customer: enquiries to the demo provider and others, some reviewed, a watchlist.
  const demoCustomerServices = [
    demoProviderServices[0]!,
    demoProviderServices[2]!,
    ...faker.helpers.arrayElements(
      approved.filter((s) => s.ownerEmail !== demoProvider.email),
      4,
    ),
  ];
  demoCustomerServices.forEach((service, i) =>
    enquire(demoCustomerUser!, service, i % 2 === 0 ? 'force' : false),
  );
  const watched = faker.helpers.arrayElements(
    approved.filter((s) => !demoCustomerServices.includes(s)),
    5,
  );
  for (const service of [demoCustomerServices[1]!, ...watched]) {
    watchlist.push({
      serviceSlug: service.slug,
      userEmail: demoCustomerUser!.email,
      createdAt: between(demoCustomerUser!.createdAt.getTime(), nowMs),
    });
  }

  generatedCustomers.forEach((customer, c) => {
    const chosen = new Set<PlannedService>();
    // The first customers all found the demo provider.
    if (c < 14) chosen.add(pick(demoProviderServices));
    const count = faker.number.int({ min: 4, max: 12 });
    for (let attempt = 0; chosen.size < count && attempt < 50; attempt++)
      chosen.add(popularService());
    for (const service of chosen) enquire(customer, service, true);
    const watches = new Set<PlannedService>();
    const watchCount = faker.number.int({ min: 0, max: 4 });
    for (let attempt = 0; watches.size < watchCount && attempt < 20; attempt++) {
      watches.add(popularService());
    }
    for (const service of watches) {
      watchlist.push({
        serviceSlug: service.slug,
        userEmail: customer.email,
        createdAt: between(
          Math.max(customer.createdAt.getTime(), service.createdAt.getTime()),
          nowMs,
        ),
      });
    }
  });

  // Two reviews an admin hid for a policy breach (they do not count in the ratings).
  for (const review of [reviews[10], reviews[57]]) {
    if (!review) continue;
    review.rating = 1;
    review.review = HIDDEN_REVIEW.text;
    review.isHidden = true;
    review.hiddenReason = HIDDEN_REVIEW.reason;
  }

  // Subscriptions: the demo provider's is active; most others too, some have lapsed.
  const subscriptions: PlannedSubscription[] = providers.map((provider, p) => {
    const isDemo = provider.email === demoProvider.email;
    const active = isDemo || p % 7 !== 3;
    const start = isDemo
      ? now
      : active
        ? between(daysAgo(29), daysAgo(1))
        : between(daysAgo(200), daysAgo(60));
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
  });

  return { users, services, enquiries, reviews, watchlist, subscriptions };
}

/** Initials of a name: the first letters of its first two words. */
function initials(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
