import { SERVICE_TYPES, type ServiceStatus, type ServiceType } from '#shared/constants.ts';
import { CITIES, type City } from '#shared/locations.ts';
import { slugify } from '../../lib/slug.ts';
import { CATALOGUE, type SubCategorySeed } from './catalogue-data.ts';
import { DAY, type PlanContext } from './plan-context.ts';
import { fill, serviceDescription, uniqueIn } from './plan-text.ts';
import type { PlannedService, PlannedUser } from './plan-types.ts';
import type { PlannedUsers } from './plan-users.ts';
import {
  ABOUT_SERVICE_LINES,
  DESCRIPTION_CLOSINGS,
  DESCRIPTION_OPENINGS,
  REJECTION_REASONS,
} from './text-data.ts';

/**
 * The demo plan's services: the demo provider's (every plumbing sub category in Wellington,
 * approved, plus one pending), then 5 to 7 per generated provider, mostly in their home city and
 * about 7 % pending and 4 % rejected. Titles and slugs stay unique. Draws happen in a fixed order
 * (see plan-context.ts).
 */

type Place = { city: string; suburb: string; postalCode: string | null };

export function planServices(ctx: PlanContext, users: PlannedUsers): PlannedService[] {
  const services: PlannedService[] = [];
  const { plumbingIndex } = users;
  const [demoProvider, ...generated] = users.providers;
  const plumbing = CATALOGUE[plumbingIndex]!;
  for (const sub of [...plumbing.subCategories, plumbing.subCategories[0]!]) {
    services.push(
      planService(ctx, demoProvider!, plumbingIndex, sub, 'approved', place(ctx, 'Wellington')),
    );
  }
  const pendingSub = plumbing.subCategories[2]!;
  services.push(
    planService(ctx, demoProvider!, plumbingIndex, pendingSub, 'pending', place(ctx, 'Wellington')),
  );
  generated.forEach((owner, p) => services.push(...planProviderServices(ctx, owner, p)));
  return services;
}

/** The p-th generated provider's 5 to 7 services, in its trade's sub categories in turn. */
function planProviderServices(ctx: PlanContext, owner: PlannedUser, p: number): PlannedService[] {
  const out: PlannedService[] = [];
  const count = 5 + (p % 3);
  const categoryIndex = owner.categoryIndex!;
  const category = CATALOGUE[categoryIndex]!;
  for (let j = 0; j < count; j++) {
    const sub = category.subCategories[(p + j) % category.subCategories.length]!;
    const r = ctx.faker.number.float({ min: 0, max: 1 });
    const status: ServiceStatus = r < 0.07 ? 'pending' : r < 0.11 ? 'rejected' : 'approved';
    const cityName = ctx.chance(0.85)
      ? owner.city!
      : ctx.pick(CITIES.filter((c) => c.name !== owner.city)).name;
    out.push(planService(ctx, owner, categoryIndex, sub, status, place(ctx, cityName)));
  }
  return out;
}

/** A suburb of the city, and one of its postcodes (none when the city has none). */
function place(ctx: PlanContext, cityName: string): Place {
  const city: City = CITIES.find((c) => c.name === cityName)!;
  return {
    city: city.name,
    suburb: ctx.pick(city.suburbs),
    postalCode: city.postal_codes.length > 0 ? ctx.pick(city.postal_codes) : null,
  };
}

function planService(
  ctx: PlanContext,
  owner: PlannedUser,
  categoryIndex: number,
  sub: SubCategorySeed,
  status: ServiceStatus,
  where: Place,
): PlannedService {
  const category = CATALOGUE[categoryIndex]!;
  const subIndex = ctx.flatSubs.findIndex((f) => f.sub === sub);
  const title = uniqueTitle(ctx, sub, where, owner.businessName!);
  const tasks = ctx.faker.helpers.arrayElements(sub.tasks, { min: 3, max: 4 });
  const values = {
    trade: category.trade,
    suburb: where.suburb,
    city: where.city,
    business: owner.businessName!,
  };
  const description = serviceDescription(
    fill(ctx.pick(DESCRIPTION_OPENINGS), values),
    tasks,
    ctx.pick(category.credentials),
    fill(ctx.pick(DESCRIPTION_CLOSINGS), values),
  );
  const lines = ctx.faker.helpers.arrayElements(ABOUT_SERVICE_LINES, 2).map((l) => fill(l, values));
  const createdAt = serviceCreatedAt(ctx, owner, status);
  return {
    slug: uniqueIn(ctx.taken.serviceSlugs, slugify(title)),
    title,
    description,
    categoryIndex,
    subIndex,
    serviceTypes: chooseTypes(ctx, sub.types),
    aboutService: ctx.pick(category.credentials),
    aboutService1: lines[0]!,
    aboutService2: ctx.chance(0.75) ? lines[1]! : null,
    businessName: owner.businessName!,
    ...where,
    about: owner.aboutMessage!,
    contactName: owner.contactPerson!,
    phoneNumber: owner.phoneNumber,
    ownerEmail: owner.email,
    status,
    rejectionReason: status === 'rejected' ? ctx.pick(REJECTION_REASONS) : null,
    moderatedAt:
      status === 'pending'
        ? null
        : new Date(createdAt.getTime() + ctx.faker.number.int({ min: 2, max: 30 }) * 3_600_000),
    createdAt,
    galleryCount: ctx.faker.number.int({ min: 1, max: 3 }),
  };
}

/** Pending services are days old, rejected ones weeks; approved ones follow their owner. */
function serviceCreatedAt(ctx: PlanContext, owner: PlannedUser, status: ServiceStatus): Date {
  if (status === 'pending') return ctx.between(ctx.daysAgo(6), ctx.daysAgo(0.2));
  if (status === 'rejected') return ctx.between(ctx.daysAgo(60), ctx.daysAgo(3));
  const from = Math.max(owner.createdAt.getTime() + DAY, ctx.daysAgo(540));
  return ctx.between(from, ctx.daysAgo(2));
}

/** The sub category's first type mostly, each other one sometimes; at least one. */
function chooseTypes(ctx: PlanContext, allowed: readonly ServiceType[]): ServiceType[] {
  const chosen = new Set<ServiceType>();
  if (ctx.chance(0.85)) chosen.add(allowed[0]!);
  for (const t of allowed.slice(1)) if (ctx.chance(0.45)) chosen.add(t);
  if (chosen.size === 0) chosen.add(ctx.pick(allowed));
  return SERVICE_TYPES.filter((t) => chosen.has(t));
}

/**
 * Titles stay distinct (the footer lists them side by side): the first free template, else the
 * drawn one with the business name. No extra random draws, so the rest of the plan holds.
 */
function uniqueTitle(
  ctx: PlanContext,
  sub: SubCategorySeed,
  where: { city: string; suburb: string },
  business: string,
): string {
  const taken = ctx.taken.titles;
  const values = { suburb: where.suburb, city: where.city };
  const drawn = fill(ctx.pick(sub.titles), values);
  const candidates = [
    drawn,
    ...sub.titles.map((t) => fill(t, values)),
    `${drawn} – ${business}`,
    `${drawn} – ${business}, ${where.suburb}`,
  ];
  const title = candidates.find((t) => !taken.has(t.toLowerCase())) ?? uniqueIn(taken, drawn, ' ');
  taken.add(title.toLowerCase());
  return title;
}
