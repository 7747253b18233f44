import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { CARD_DESCRIPTION_MAX } from '#shared/api/browse.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { seedBrowseFixture, type BrowseFixture } from '#tests/factories/browse-fixture.ts';
import { insertMember, insertWatch } from '#tests/factories/index.ts';
import { buildService } from '#server/db/seed/rows.ts';
import { queryRows } from '../../db/query.ts';
import { services } from '../../db/schema/index.ts';
import { materialize, RawJson } from '../../platform/cache/raw-json.ts';
import { listCards, toCards } from './read-model/list-cards.ts';
import {
  createReadState as createBrowseContext,
  type ReadState as BrowseContext,
} from './read-model/read-state.ts';
import { buildCardPageQuery, type CardFilters, type CardRow } from './card-queries.ts';
import { shortenDescription } from './cards.ts';

/** Descriptions at the edges of shortenDescription: lengths, spaces, whitespace, non-ASCII. */
const long = (word: string, n: number) => Array.from({ length: n }, () => word).join(' ');
const DESCRIPTIONS = [
  'Short and sweet.',
  `  padded with spaces and a tab\t  `,
  'x'.repeat(CARD_DESCRIPTION_MAX),
  'x'.repeat(CARD_DESCRIPTION_MAX + 1),
  'y'.repeat(CARD_DESCRIPTION_MAX * 2),
  long('kiwi', 80),
  long('pōhutukawa', 40),
  `${'a'.repeat(150)} ${'b'.repeat(200)}`,
  `${'a'.repeat(100)} ${'b'.repeat(200)}`,
  `${'c'.repeat(144)} ${'d'.repeat(120)}`,
  `${'c'.repeat(145)} ${'d'.repeat(120)}`,
  `${long('word', 47)}      ${long('tail', 30)}`,
  `\u00a0nbsp${'z'.repeat(300)}`,
  `Quotes "and" back\\slashes, emoji 🥝 and a newline\nhere ${long('more', 60)}`,
];
/** Rating counts and sums whose averages round at .x5 (where float and decimal disagree). */
const RATINGS: [number, number][] = [
  [0, 0],
  [1, 5],
  [3, 13],
  [20, 87],
  [8, 29],
  [10, 43],
  [11, 47],
];

describe.each(testDbKinds)('public cards from the card store on %s', (kind) => {
  let f: BrowseFixture;
  let ctx: BrowseContext;
  let memberId: number;

  const t = useTestApp(kind);
  beforeAll(async () => {
    f = await seedBrowseFixture(t.handle.db);
    const refs = {
      addedById: f.users.tui.id,
      categoryId: f.categories.plumbing.id,
      subCategoryId: f.subs.drains.id,
    };
    const rows = DESCRIPTIONS.map((description, i) => {
      const [count, sum] = RATINGS[i % RATINGS.length]!;
      return buildService(refs, {
        description,
        title: `Edge "case" ${i} <b>`,
        city: 'Wellington',
        suburb: 'Karori',
        ratingCount: count,
        ratingSum: sum,
        mainImage: i % 3 === 0 ? null : i % 3 === 1 ? '' : `services/edge-${i}`,
        serviceTypes: i % 2 === 0 ? ['residential', 'trade'] : ['commercial'],
      });
    });
    const inserted = await t.handle.db.insert(services).values(rows).returning();
    const member = await insertMember(t.handle.db);
    memberId = member.id;
    for (const s of inserted.filter((_, i) => i % 2 === 0)) {
      await insertWatch(t.handle.db, { userId: memberId, serviceId: s.id });
    }
    ctx = createBrowseContext(
      t.handle,
      t.app.deps.storage,
      t.app.deps.changes,
      t.app.deps.renditions,
    );
  }, 60_000);

  /** The same page through toCard (the reference) and through the card store. */
  const bothWays = async (filters: CardFilters, viewerId: number | null, perPage = 50) => {
    const options = { page: 1, perPage };
    const rows = await ctx.query<CardRow>(buildCardPageQuery(filters, options, true, viewerId));
    const reference = await toCards(ctx, rows, viewerId);
    const page = await listCards(ctx, filters, options, viewerId);
    expect(page.cards).toBeInstanceOf(RawJson);
    return { reference, built: materialize({ c: page.cards }).c as unknown, page };
  };

  it('writes every public card exactly as toCard maps it, from the database and from memory', async () => {
    const filters: CardFilters = { visibility: 'approved', city: 'Wellington' };
    const first = await bothWays(filters, null);
    expect(first.reference.length).toBeGreaterThanOrEqual(DESCRIPTIONS.length);
    expect(first.built).toEqual(first.reference);
    expect(first.page.total).toBe(first.reference.length);
    expect(new Set(first.page.ownerIds)).toEqual(
      new Set(first.reference.map((c) => c.added_by_id)),
    );
    expect(ctx.cards.size).toBeGreaterThanOrEqual(first.reference.length);
    // The second time every card comes from the store.
    const again = await bothWays(filters, null);
    expect(again.built).toEqual(first.reference);
  });

  it('carries the viewer watch flags and the provider counts', async () => {
    const filters: CardFilters = { visibility: 'approved', subCategoryId: f.subs.drains.id };
    for (let round = 0; round < 2; round++) {
      const { reference, built } = await bothWays(filters, memberId);
      expect(built).toEqual(reference);
      expect(reference.some((c) => c.watchList === 1)).toBe(true);
      expect(reference.some((c) => c.watchList === 0)).toBe(true);
      expect(reference[0]!.subcat.service_providers_count).toBeGreaterThan(0);
      // The anonymous page: the same cards in the same order, none watched.
      const anonymous = await bothWays(filters, null);
      expect(anonymous.built).toEqual(reference.map((c) => ({ ...c, watchList: 0, watchlist: 0 })));
    }
  });

  it('agrees on every fixture list, ordered by rating, by newest and by relevance', async () => {
    const lists: [CardFilters, 'newest' | undefined][] = [
      [{ visibility: 'approved' }, undefined],
      [{ visibility: 'approved' }, 'newest'],
      [{ visibility: 'approved', q: 'edge case' }, undefined],
      [{ visibility: 'approved', categoryId: f.categories.cleaning.id }, undefined],
    ];
    for (const [rest, sort] of lists) {
      const options = { page: 1, perPage: 40, sort };
      const rows = await ctx.query<CardRow>(buildCardPageQuery(rest, options, true, null));
      const page = await listCards(ctx, rest, options, null);
      expect(materialize({ c: page.cards }).c).toEqual(await toCards(ctx, rows, null));
    }
  });

  it('shortens descriptions in the database exactly as shortenDescription does', async () => {
    const texts = [...DESCRIPTIONS, '', ' ', `${'é'.repeat(300)}`, `🥝 ${'🥝'.repeat(260)}`];
    for (const text of texts) {
      const [row] = await queryRows<{ short: string }>(
        t.handle.db,
        sql`select card_description(${text}) as short`,
      );
      expect(row!.short, JSON.stringify(text)).toBe(shortenDescription(text));
    }
  });

  it('answers an empty page as an empty array with a total of 0', async () => {
    const filters: CardFilters = { visibility: 'approved', city: 'Hamilton', suburb: 'Nowhere' };
    const { built, page } = await bothWays(filters, null);
    expect(built).toEqual([]);
    expect(page.total).toBe(0);
  });
});
