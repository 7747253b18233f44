/**
 * The realistic mix (issue 14 §2): request keys drawn from the whole data with a Zipf
 * distribution (a few keys are very popular, most are rare), 10 % of reads from logged-in
 * members, and 2 % writes (logins, enquiries, reviews, watchlist changes). Every write is unique
 * across the whole bench run (a member enquires about a service once, then reviews it), so a
 * repeated write can never explain an error away.
 */
import { sql } from 'drizzle-orm';

import type { DbHandle } from '../src/server/db/client.ts';
import { queryRows } from '../src/server/db/query.ts';
import { listedProvider } from '../src/server/db/visibility.ts';
import { createSession } from '../src/server/platform/sessions/sessions.ts';
import type { LoadRequest } from './load.ts';

/** The demo customer (README): logins in the mix use it, from many addresses. */
const LOGIN = { name: 'customer@kiwiservices.co.nz', password: 'KiwiCustomer2026!' };
/** PUBLIC_URL of the bench app: writes carry it as their Origin (CSRF check). */
export const BENCH_ORIGIN = 'http://127.0.0.1:3000';
const MEMBERS = 500;
const LOGGED_IN_SHARE = 0.1;
/** A review follows its enquiry this many requests later (the enquiry has long been answered). */
const REVIEW_LAG = 4000;

export type MixData = {
  combos: { sub: number; city: string; suburb: string }[];
  subCities: { sub: number; city: string }[];
  catCities: { cat: number; city: string }[];
  subSlugs: string[];
  services: { id: number; slug: string; owner: number }[];
  providers: { id: number; slug: string }[];
  words: string[];
  /** Session cookies of bench members (customers), made through the app's own session code. */
  sessions: string[];
};

/** Everything the mix draws from, most popular first (so Zipf rank 1 is the busiest key). */
export async function loadMixData(handle: DbHandle): Promise<MixData> {
  const db = handle.db;
  const approved = sql.raw(`status = 'approved' and is_listed`);
  const [combos, subCities, catCities, subs, services, providers, words, members] =
    await Promise.all([
      queryRows<MixData['combos'][number]>(
        db,
        sql`select sub_category_id as sub, city, suburb from services where ${approved}
            group by 1, 2, 3 order by count(*) desc, 1, 2, 3`,
      ),
      queryRows<MixData['subCities'][number]>(
        db,
        sql`select sub_category_id as sub, city from services where ${approved}
            group by 1, 2 order by count(*) desc, 1, 2`,
      ),
      queryRows<MixData['catCities'][number]>(
        db,
        sql`select category_id as cat, city from services where ${approved}
            group by 1, 2 order by count(*) desc, 1, 2`,
      ),
      queryRows<{ slug: string }>(db, sql`select slug from sub_categories where is_active`),
      queryRows<MixData['services'][number]>(
        db,
        sql`select id, slug, added_by_id as owner from services where ${approved}
            order by rating_count desc, md5(id::text)`,
      ),
      queryRows<MixData['providers'][number]>(
        db,
        sql`select u.id, u.slug from users u where u.role_id = 2 and ${listedProvider('u')}
            order by md5(u.id::text)`,
      ),
      queryRows<{ word: string }>(
        db,
        sql`select word from ts_stat('select to_tsvector(''simple'', title) from services
            where id % 10 = 0') where length(word) > 3 order by ndoc desc, word limit 200`,
      ),
      queryRows<{ id: number }>(
        db,
        sql`select id from users where role_id = 3 and not is_suspended order by id
            limit ${MEMBERS}`,
      ),
    ]);
  const sessions: string[] = [];
  for (const m of members) {
    const s = await createSession(db, { userId: m.id, isPersistent: true });
    sessions.push(s.id);
  }
  return {
    combos,
    subCities,
    catCities,
    subSlugs: subs.map((s) => s.slug),
    services,
    providers,
    words: words.map((w) => w.word),
    sessions,
  };
}

/** A small seeded PRNG (mulberry32): the same stream on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws ranks 0..n-1 with P(k) ∝ 1 / (k+1)^s. */
function zipf(n: number, random: () => number, s = 1): () => number {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) cdf[k] = sum += 1 / Math.pow(k + 1, s);
  return () => {
    const x = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

type Pick = <T>(items: T[]) => T;
type Draw = { pick: Pick; page: () => number; random: () => number };

const post = (path: string, body: unknown): LoadRequest => ({
  method: 'POST',
  path,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});
const get = (path: string): LoadRequest => ({ method: 'GET', path });

/** The reads, with their shares of all requests (98 % together). */
function reads(d: MixData, draw: Draw): [number, () => LoadRequest][] {
  const { pick, page } = draw;
  const q = (s: string) => encodeURIComponent(s);
  return [
    [0.2, () => post('/api/getSubCategoryServices', { ...pickCombo(d, pick), page: page() })],
    [0.1, () => post('/api/getSubCategoryServices', { ...pickSubCity(d, pick), page: page() })],
    [0.08, () => post('/api/getSubCategoryServices', { ...pickCatCity(d, pick), page: page() })],
    [0.1, () => post('/api/getSubCategoryServices', freeText(d, draw))],
    [0.05, () => post('/api/getPopularServicesAndCategories', { limit: pick([3, 12]) })],
    [0.07, () => post('/api/get-subCategory-service', { slug: pick(d.subSlugs), page: page() })],
    [0.03, () => post('/api/get-type-services', { type: pickType(draw), page: page() })],
    [0.03, () => get(`/api/all-services?page=${page()}`)],
    [0.15, () => get(`/api/service-detail?id=${q(pick(d.services).slug)}`)],
    [0.06, () => get(`/api/seller-detail?id=${q(pick(d.providers).slug)}`)],
    [0.03, () => get(`/api/seller-services?id=${pick(d.providers).id}&page=${page()}`)],
    [0.02, () => get(`/api/AllServiceProviders?page=${page()}`)],
    [0.06, () => get(`/api/get-reviews?service_id=${pick(d.services).id}`)],
  ];
}

const pickCombo = (d: MixData, pick: Pick) => {
  const c = pick(d.combos);
  return { subCategory_id: c.sub, city: c.city, suburb: c.suburb, postal_code: '', user_id: '' };
};
const pickSubCity = (d: MixData, pick: Pick) => {
  const c = pick(d.subCities);
  return { subCategory_id: c.sub, city: c.city, suburb: '', user_id: '' };
};
const pickCatCity = (d: MixData, pick: Pick) => {
  const c = pick(d.catCities);
  return { category_id: c.cat, subCategory_id: '', city: c.city, suburb: '' };
};
const CITIES = ['Auckland', 'Hamilton', 'Christchurch', 'Wellington'];
const freeText = (d: MixData, { pick, page, random }: Draw) => ({
  q: pick(d.words),
  ...(random() < 0.6 ? { city: CITIES[Math.floor(random() * CITIES.length)] } : {}),
  page: page(),
});
const pickType = ({ random }: Draw) =>
  ['residential', 'commercial', 'trade'][Math.floor(random() * 3)];

/** A fake client address per member or visitor (rate limits are per address, as in real life). */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * `count` requests of the mix. `writeBase` numbers this stream's writes so that no two streams
 * of one bench run repeat a write (pass a different base for every run).
 */
export function mixStream(d: MixData, count: number, seed: number, writeBase: number) {
  const random = prng(seed);
  const zipfs = new Map<number, () => number>();
  const pick: Pick = (items) => {
    let z = zipfs.get(items.length);
    if (!z) zipfs.set(items.length, (z = zipf(items.length, random)));
    return items[z()]!;
  };
  const pages = Array.from({ length: 20 }, (_, i) => i + 1);
  const draw: Draw = { pick, page: () => pick(pages), random };
  const table = reads(d, draw);
  const writes = writeMaker(d, writeBase);
  const out: LoadRequest[] = [];
  for (let i = 0; i < count; i++) {
    let x = random();
    let request: LoadRequest | null = null;
    for (const [share, make] of table) {
      if ((x -= share) < 0) {
        request = make();
        break;
      }
    }
    const isRead = request !== null;
    request ??= writes.next(i, random);
    // Reads carry a member's session 10 % of the time. A write has its own: a login never
    // carries one (logging in replaces the session a request comes with).
    if (isRead && random() < LOGGED_IN_SHARE / 0.98) {
      const member = Math.floor(random() * d.sessions.length);
      request = withMember(request, d, member);
    } else if (request.headers?.cookie === undefined) {
      const visitor = 100_000 + Math.floor(random() * 1_000_000);
      request = {
        ...request,
        headers: { ...request.headers, 'x-forwarded-for': addressOf(visitor) },
      };
    }
    out.push(request);
  }
  return out;
}

function withMember(r: LoadRequest, d: MixData, member: number): LoadRequest {
  return {
    ...r,
    headers: {
      ...r.headers,
      cookie: `ks_session=${d.sessions[member]}`,
      'x-forwarded-for': addressOf(member + 1),
    },
  };
}

/** The writes (2 %): logins, watchlist adds and removals, enquiries, then reviews of them. */
function writeMaker(d: MixData, writeBase: number) {
  let pair = writeBase;
  const enquired: { at: number; member: number; service: number }[] = [];
  const origin = { origin: BENCH_ORIGIN };
  const member = (k: number) => k % d.sessions.length;
  const service = (k: number) => d.services[Math.floor(k / d.sessions.length) % d.services.length]!;
  return {
    next(i: number, random: () => number): LoadRequest {
      const x = random();
      if (enquired.length > 0 && enquired[0]!.at <= i - REVIEW_LAG && x < 0.15) {
        const e = enquired.shift()!;
        const body = { service_id: e.service, rating: 1 + (e.member % 5), review: 'Bench review.' };
        return addHeaders(withMember(post('/api/add-review', body), d, e.member), origin);
      }
      if (x < 0.3) {
        const r = post('/api/login', LOGIN);
        const visitor = 2_000_000 + Math.floor(random() * 1_000_000);
        return addHeaders(r, { ...origin, 'x-forwarded-for': addressOf(visitor) });
      }
      const k = pair++;
      const s = service(k);
      if (x < 0.55) {
        const r = post('/api/add-watch-list', { service_id: s.id });
        return addHeaders(withMember(r, d, member(k)), origin);
      }
      if (x < 0.7) {
        const r = get(`/api/remove-watch-list?service_id=${s.id}`);
        return addHeaders(withMember(r, d, member(k)), origin);
      }
      enquired.push({ at: i, member: member(k), service: s.id });
      const body = {
        service_id: s.id,
        provider_id: s.owner,
        type: 'message',
        message: 'Bench enquiry: are you free next week?',
      };
      return addHeaders(
        withMember(post('/api/sendEnquiryEmailToServiceProvider', body), d, member(k)),
        origin,
      );
    },
  };
}

function addHeaders(r: LoadRequest, headers: Record<string, string>): LoadRequest {
  return { ...r, headers: { ...r.headers, ...headers } };
}
