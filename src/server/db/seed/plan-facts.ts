import type { PriceType } from '#shared/constants.ts';
import { CITIES } from '#shared/locations.ts';
import { slugify } from '../../lib/slug.ts';
import type { PlanContext } from './plan-context.ts';
import { uniqueIn } from './plan-text.ts';
import type { PlannedService, PlannedUser } from './plan-types.ts';
import type { PlannedUsers } from './plan-users.ts';

/*
 * The facts people compare on the demo listings (issue 24 §1, §1b): where each service is
 * offered, its stated price, and three providers not taking new work. Chosen from a hash of the
 * slug, with no draws of the plan's faker, so the rest of the plan stays as it was.
 */

/** A stable number of a text (FNV-1a, 32 bits). */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Most cover their whole city, some a few nearby suburbs, some their city and another. */
function areasFor(s: PlannedService, h: number): string[] {
  const city = CITIES.find((c) => c.name === s.city)!;
  const roll = h % 100;
  if (roll < 65) return [city.name];
  if (roll < 87) {
    const at = city.suburbs.indexOf(s.suburb);
    const near = [1, 2, 3].map((d) => city.suburbs[(at + d) % city.suburbs.length]!);
    return [...new Set(near)].filter((x) => x !== s.suburb).map((x) => `${city.name}/${x}`);
  }
  const other = CITIES[(CITIES.indexOf(city) + 1 + (h % 3)) % CITIES.length]!;
  return [city.name, other.name];
}

/** About half state a price: from, hourly, fixed or quote (amounts in whole dollars). */
function priceFor(h: number): { priceType: PriceType | null; priceCents: number | null } {
  const roll = (h >>> 8) % 100;
  const step = (h >>> 16) % 20;
  if (roll < 50) return { priceType: null, priceCents: null };
  if (roll < 64) return { priceType: 'from', priceCents: (80 + step * 15) * 100 };
  if (roll < 77) return { priceType: 'hourly', priceCents: (65 + step * 5) * 100 };
  if (roll < 89) return { priceType: 'fixed', priceCents: (150 + step * 35) * 100 };
  return { priceType: 'quote', priceCents: null };
}

/**
 * The example: a Christchurch plumber based in Riccarton covering all of Christchurch.
 * The first approved plumbing service of a generated provider in Christchurch (else the first
 * one anywhere) moves to Riccarton, its texts following.
 */
function riccartonPlumber(ctx: PlanContext, users: PlannedUsers, services: PlannedService[]) {
  const demoEmail = users.providers[0]!.email;
  const plumbing = services.filter(
    (s) =>
      s.categoryIndex === users.plumbingIndex &&
      s.status === 'approved' &&
      s.ownerEmail !== demoEmail,
  );
  const s = plumbing.find((x) => x.city === 'Christchurch') ?? plumbing[0];
  if (!s) return;
  const swap = (text: string) =>
    text.replaceAll(s.suburb, 'Riccarton').replaceAll(s.city, 'Christchurch');
  if (s.city !== 'Christchurch' || s.suburb !== 'Riccarton') {
    s.title = swap(s.title);
    s.description = swap(s.description);
    s.aboutService1 = swap(s.aboutService1);
    s.aboutService2 = s.aboutService2 && swap(s.aboutService2);
    ctx.taken.serviceSlugs.delete(s.slug);
    s.slug = uniqueIn(ctx.taken.serviceSlugs, slugify(s.title));
    s.city = 'Christchurch';
    s.suburb = 'Riccarton';
    s.postalCode = null;
  }
  s.serviceAreas = ['Christchurch'];
}

/** An NZ date `days` after `now`, YYYY-MM-DD. */
const dateAfter = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Three generated providers take no new work; the first says when they are back. */
function pausedProviders(ctx: PlanContext, providers: PlannedUser[]): void {
  const generated = providers.slice(1);
  [3, 7, 12].forEach((at, i) => {
    const p = generated[at % generated.length];
    if (!p) return;
    p.takingNewWork = false;
    p.backOn = i === 0 ? dateAfter(ctx.now, 12) : null;
  });
}

/** Sets the areas, prices and availability of the planned listings (in place). */
export function planListingFacts(
  ctx: PlanContext,
  users: PlannedUsers,
  services: PlannedService[],
): void {
  for (const s of services) {
    const h = hashOf(s.slug);
    s.serviceAreas = areasFor(s, h);
    Object.assign(s, priceFor(h));
  }
  riccartonPlumber(ctx, users, services);
  pausedProviders(ctx, users.providers);
  // Each service carries a copy of its owner's availability (as the API keeps it).
  const paused = new Map(
    users.providers.filter((p) => p.takingNewWork === false).map((p) => [p.email, p.backOn]),
  );
  for (const s of services) {
    if (paused.has(s.ownerEmail)) {
      s.takingNewWork = false;
      s.backOn = paused.get(s.ownerEmail) ?? null;
    }
  }
}
