import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { ServiceCard } from '#shared/api/browse.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { seedBrowseFixture, type BrowseFixture } from '#tests/factories/browse-fixture.ts';
import { services, subCategories, users } from '../../db/schema/index.ts';
import { serviceFacts, type Change } from '../../platform/changes/changes.ts';
import { materialize } from '../../platform/cache/raw-json.ts';
import { createLocalStorage } from '../../platform/storage/storage.ts';
import { listCards } from './read-model/list-cards.ts';
import {
  createReadState as createBrowseContext,
  type ReadState as BrowseContext,
} from './read-model/read-state.ts';
import type { CardFilters, CardRow } from './card-queries.ts';
import { CardStore } from './read-model/card-store.ts';

/**
 * The card store answers from memory until a change says otherwise: each kind of change drops
 * exactly the cards it touches, and a read that overlaps a change keeps nothing.
 */
describe.each(testDbKinds)('the card store and changes on %s', (kind) => {
  let f: BrowseFixture;
  let ctx: BrowseContext;
  const all: CardFilters = { visibility: 'approved' };

  const t = useTestApp(kind);
  beforeAll(async () => {
    f = await seedBrowseFixture(t.handle.db);
    ctx = createBrowseContext(
      t.handle,
      t.app.deps.storage,
      t.app.deps.changes,
      t.app.deps.renditions,
    );
  }, 60_000);

  const cards = async (filters = all) => {
    const page = await listCards(ctx, filters, { page: 1, perPage: 100 }, null);
    return materialize({ c: page.cards }).c as unknown as ServiceCard[];
  };
  const byId = async (id: number) => (await cards()).find((c) => c.id === id)!;
  const facts = async (id: number) => {
    const [row] = await t.handle.db.select().from(services).where(eq(services.id, id));
    return serviceFacts(row!);
  };
  const publish = (change: Change) => t.app.deps.changes.publish(change);

  it('serves a held card until its service changes', async () => {
    const id = f.services.drainTeam.id;
    const before = (await byId(id)).title;
    await t.handle.db.update(services).set({ title: 'Renamed drains' }).where(eq(services.id, id));
    // Written behind the app's back: the held card stays as it was.
    expect((await byId(id)).title).toBe(before);
    const now = await facts(id);
    publish({ kind: 'service', before: now, after: now });
    expect((await byId(id)).title).toBe('Renamed drains');
  });

  it('takes a new rating after a reviews change, and keeps the other cards', async () => {
    const id = f.services.drainTeam.id;
    await byId(id);
    const held = ctx.cards.size;
    await t.handle.db
      .update(services)
      .set({ ratingCount: 2, ratingSum: 7 })
      .where(eq(services.id, id));
    publish({ kind: 'reviews', service: await facts(id) });
    expect(ctx.cards.size).toBe(held - 1);
    const card = await byId(id);
    expect(card.rating).toBe(3.5);
    expect(card.total_reviews).toBe(2);
  });

  it('drops every card of a provider whose public details changed, and only those', async () => {
    const owner = f.services.steam.addedById;
    const mine = (await cards()).filter((c) => c.added_by_id === owner);
    expect(mine.length).toBeGreaterThan(0);
    const held = ctx.cards.size;
    await t.handle.db.update(users).set({ logo: 'logos/new-tui.webp' }).where(eq(users.id, owner));
    publish({ kind: 'provider', providerId: owner });
    expect(ctx.cards.size).toBe(held - mine.length);
    for (const card of (await cards()).filter((c) => c.added_by_id === owner)) {
      expect(card.logo).toMatch(/logos\/new-tui\.webp$/);
    }
  });

  it('drops every card after a catalogue change, and none after an ads change', async () => {
    await cards();
    const held = ctx.cards.size;
    publish({ kind: 'ads' });
    expect(ctx.cards.size).toBe(held);
    const sub = f.subs.drains.id;
    await t.handle.db
      .update(subCategories)
      .set({ name: 'Drains and pipes' })
      .where(eq(subCategories.id, sub));
    publish({ kind: 'catalogue' });
    expect(ctx.cards.size).toBe(0);
    const list = await cards({ visibility: 'approved', subCategoryId: sub });
    expect(list.length).toBeGreaterThan(0);
    for (const card of list) expect(card.subcat.name).toBe('Drains and pipes');
  });
});

describe('the card store on its own', () => {
  const storage = createLocalStorage('/tmp/unused', 'http://localhost:3000');
  const row = (id: number): CardRow => ({
    id,
    slug: `s-${id}`,
    title: `Service ${id}`,
    description: 'A service',
    main_image: null,
    created_at: '2026-11-20 01:02:03+00',
    status: 'approved',
    category_id: 1,
    sub_category_id: 2,
    service_types: ['trade'],
    city: 'Auckland',
    suburb: 'Ponsonby',
    business_name: 'Biz',
    rejection_reason: null,
    changed_at: null,
    added_by_id: 9,
    rating_count: 0,
    rating_sum: 0,
    service_areas: ['Auckland'],
    price_type: null,
    price_cents: null,
    taking_new_work: true,
    back_on: null,
    seller_slug: 'biz',
    role_id: 2,
    logo: null,
    reply_time_minutes: null,
    badges: [],
    sub_name: 'Sub',
    sub_slug: 'sub',
    sub_category_category_id: 1,
  });
  const counts = new Map([[2, 7]]);

  it('keeps nothing that was read while a change happened', async () => {
    const store = new CardStore(storage, { ready: true });
    let release = () => {};
    const gate = new Promise<void>((done) => (release = done));
    const rendering = store.render([1, 2], new Set([2]), counts, async (ids) => {
      await gate;
      return ids.map(row);
    });
    store.apply({ kind: 'ads' });
    release();
    const { json, ownerIds } = await rendering;
    const page = JSON.parse(json.bytes.toString()) as ServiceCard[];
    expect(
      page.map((c) => [c.id, c.watchList, c.watchlist, c.subcat.service_providers_count]),
    ).toEqual([
      [1, 0, 0, 7],
      [2, 1, 1, 7],
    ]);
    expect(ownerIds).toEqual([9]);
    expect(store.size).toBe(0);
  });

  it('shares one read among requests for the same cards, but not across a change', async () => {
    const store = new CardStore(storage, { ready: true });
    const loaded: number[][] = [];
    let release = () => {};
    const gate = new Promise<void>((done) => (release = done));
    const load = async (ids: number[]) => {
      loaded.push(ids);
      await gate;
      return ids.map(row);
    };
    const first = store.render([1, 2], new Set(), counts, load);
    const second = store.render([2, 3], new Set(), counts, load);
    store.apply({ kind: 'reviews', service: { id: 2 } as never });
    const third = store.render([2], new Set(), counts, load);
    release();
    await Promise.all([first, second, third]);
    // 2 was read once for the first two; the third came after a change and read it again.
    expect(loaded).toEqual([[1, 2], [3], [2]]);
  });

  it('reads a card again after the last day of an insurance badge it shows (issue 27 §3)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-06-10T00:00:00Z'));
      const store = new CardStore(storage, { ready: true });
      const loaded: number[][] = [];
      const insured = (id: number): CardRow => ({
        ...row(id),
        badges: [
          { kind: 'lbp', label: 'LBP: Carpentry', checked_at: '2026-01-05', expires_on: null },
          {
            kind: 'insurance',
            label: 'Insured to $1,000,000',
            checked_at: '2026-01-05',
            expires_on: '2026-06-11',
          },
        ],
      });
      const load = async (ids: number[]) => {
        loaded.push(ids);
        return ids.map(insured);
      };
      const kinds = async () => {
        const { json } = await store.render([1], new Set(), counts, load);
        return (JSON.parse(json.bytes.toString()) as ServiceCard[])[0]!.badges.map((b) => b.kind);
      };
      expect(await kinds()).toEqual(['lbp', 'insurance']);
      vi.setSystemTime(new Date('2026-06-11T10:00:00Z'));
      expect(await kinds()).toEqual(['lbp', 'insurance']);
      expect(loaded).toEqual([[1]]);
      // The day after its last day (NZ time): read again, without the insurance.
      vi.setSystemTime(new Date('2026-06-12T10:00:00Z'));
      expect(await kinds()).toEqual(['lbp']);
      expect(loaded).toEqual([[1], [1]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds at most its limit, the least recently used going first', async () => {
    const store = new CardStore(storage, { ready: true }, 3);
    const loaded: number[][] = [];
    const load = async (ids: number[]) => {
      loaded.push(ids);
      return ids.map(row);
    };
    await store.render([1, 2, 3], new Set(), counts, load);
    await store.render([1], new Set(), counts, load);
    await store.render([4], new Set(), counts, load);
    expect(store.size).toBe(3);
    await store.render([1, 2, 3, 4], new Set(), counts, load);
    // 2 was the least recently used when 4 came in.
    expect(loaded).toEqual([[1, 2, 3], [4], [2]]);
  });

  it('leaves out a service that is gone, in the order asked', async () => {
    const store = new CardStore(storage, { ready: true });
    const { json } = await store.render([5, 4, 3], new Set(), counts, async (ids) =>
      ids.filter((id) => id !== 4).map(row),
    );
    expect((JSON.parse(json.bytes.toString()) as ServiceCard[]).map((c) => c.id)).toEqual([5, 3]);
  });
});
