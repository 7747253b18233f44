import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ServiceCard } from '#shared/api/browse.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { seedBrowseFixture, type BrowseFixture } from '#tests/factories/browse-fixture.ts';
import { createQueryRunner } from '../../db/query.ts';
import { materialize } from '../../platform/cache/raw-json.ts';
import type { CardFilters } from './card-queries.ts';
import { createReadModel, type BrowseReadModel } from './read-model/read-model.ts';

/**
 * The read model's door (read-model/README.md): the calls answer what the list path answers,
 * free text without lexemes filters nothing, and cards by id keep the ids' order and show the
 * viewer only public services and their own.
 */
describe.each(testDbKinds)('the browse read model on %s', (kind) => {
  let t: TestApp;
  let f: BrowseFixture;
  let model: BrowseReadModel;
  const page = { page: 1, perPage: 50 };
  const approved: CardFilters = { visibility: 'approved' };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    f = await seedBrowseFixture(t.handle.db);
    model = createReadModel({
      dbHandle: t.handle,
      storage: t.app.deps.storage,
      changes: t.app.deps.changes,
      renditions: t.app.deps.renditions,
      query: createQueryRunner(t.handle),
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const listed = async (filters: CardFilters, viewerId: number | null = null) => {
    const viewer = viewerId === null ? null : { id: viewerId, isAdmin: false };
    const found = await model.listPage(filters, page, viewer);
    return { ...found, cards: materialize({ c: found.cards }).c as unknown as ServiceCard[] };
  };

  it('drops free text without lexemes and answers the filters it read with', async () => {
    const all = await listed(approved);
    const stopWords = await listed({ ...approved, q: 'the' });
    expect(stopWords.filters.q).toBeUndefined();
    expect(stopWords.total).toBe(all.total);
    expect(stopWords.cards.map((c) => c.id)).toEqual(all.cards.map((c) => c.id));
    const carpet = await listed({ ...approved, q: 'carpet' });
    expect(carpet.filters.q).toBe('carpet');
    expect(carpet.cards.map((c) => c.id)).toContain(f.services.steam.id);
    expect(carpet.cards.map((c) => c.id)).not.toContain(f.services.windowWash.id);
  });

  it('answers cards by id in the ids order, as the lists write them, with the watch flags', async () => {
    const customer = f.users.customer.id;
    const { rug, steam, pending } = f.services;
    const cards = await model.cardsByIds([rug.id, steam.id, pending.id], {
      id: customer,
      isAdmin: false,
    });
    expect(cards.map((c) => c.id)).toEqual([rug.id, steam.id]);
    expect(cards.map((c) => c.watchList)).toEqual([1, 0]);
    const inList = (await listed(approved, customer)).cards;
    for (const card of cards) expect(card).toEqual(inList.find((c) => c.id === card.id));
  });

  it("shows a viewer their own services that are not public, and nobody else's", async () => {
    const { pending, windowWash } = f.services;
    const ids = [pending.id, windowWash.id];
    const owner = await model.cardsByIds(ids, { id: f.users.kauri.id, isAdmin: false });
    expect(owner.map((c) => [c.id, c.status])).toEqual([
      [pending.id, 'pending'],
      [windowWash.id, 'approved'],
    ]);
    const anonymous = await model.cardsByIds(ids, null);
    expect(anonymous.map((c) => c.id)).toEqual([windowWash.id]);
    expect(await model.cardsByIds([], null)).toEqual([]);
  });

  it('answers the sub categories with their provider counts, and the popular cards', async () => {
    const { list, providerCounts } = await model.subCategories();
    expect(list.map((s) => s.slug)).not.toContain('paused-things');
    expect(providerCounts.get(f.subs.carpet.id)).toBe(2);
    const popular = await model.popular(2, null);
    const cards = materialize({ c: popular.cards }).c as unknown as ServiceCard[];
    expect(cards).toHaveLength(2);
    expect(cards[0]!.id).toBe(popular.snapshot.serviceRows[0]!.id);
    expect(cards[0]!.subcat.service_providers_count).toBe(
      providerCounts.get(cards[0]!.subCategory_id),
    );
  });
});
