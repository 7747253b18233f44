import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { ProviderCard, SearchSuggestResponse } from '#shared/api/browse.ts';
import {
  insertProvider,
  insertService,
  insertSubCategory,
  insertUser,
  sessionCookie,
} from '#tests/factories/index.ts';
import { useTestApp, type Session } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { queryRows } from '../../db/query.ts';
import { adminActions, subCategories } from '../../db/schema/index.ts';
import { ensureCatalogue } from '../../db/seed/seed-catalogue.ts';
import { fillSearchTerms } from '../../db/seed/seed-search-terms.ts';
import { rebuildVocabulary, rebuildVocabularyIfEmpty } from './vocabulary.service.ts';

describe.each(testDbKinds)('everyday words, suggestions and the directory on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.handle.db;
  let sub: Map<string, number>;
  let admin: Session;
  const ids = { tui: 0, kapiti: 0, kauri: 0 };

  beforeAll(async () => {
    const catalogue = await ensureCatalogue(db());
    sub = catalogue.subCategoryIds;
    // The start-up fill: once, for the sub categories there are.
    expect(await fillSearchTerms(db(), { onlyIfEmpty: true })).toBeGreaterThan(150);
    expect(await fillSearchTerms(db(), { onlyIfEmpty: true })).toBe(0);
    const [building] = await queryRows<{ id: number }>(
      db(),
      sql`select category_id as id from sub_categories where slug = 'builders'`,
    );
    await insertSubCategory(db(), building!.id, {
      name: 'Whāriki Weaving',
      slug: 'whariki-weaving',
    });
    await db()
      .update(subCategories)
      .set({ isActive: false })
      .where(eq(subCategories.slug, 'gasfitting'));

    const refsOf = (ownerId: number, slug: string) => ({
      addedById: ownerId,
      subCategoryId: sub.get(slug)!,
      categoryId: building!.id,
    });
    const kauri = await insertProvider(db(), {
      businessName: 'Kauri Cleaning',
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    const tui = await insertProvider(db(), {
      businessName: 'Tūī Plumbing & Gas',
      createdAt: new Date('2024-02-01T00:00:00Z'),
    });
    const kapiti = await insertProvider(db(), {
      businessName: 'Kāpiti Sparks',
      createdAt: new Date('2024-03-01T00:00:00Z'),
    });
    Object.assign(ids, { tui: tui.id, kapiti: kapiti.id, kauri: kauri.id });
    await insertService(db(), refsOf(tui.id, 'plumbers'), {
      title: 'Emergency plumbing',
      businessName: 'Tūī Plumbing & Gas',
      description: 'We fix burst pipes and dripping taps, day or night.',
      city: 'Christchurch',
      suburb: 'Riccarton',
      serviceAreas: ['Christchurch'],
      ratingSum: 48,
      ratingCount: 10,
    });
    await insertService(db(), refsOf(kapiti.id, 'electricians'), {
      title: 'Wiring and switchboards',
      businessName: 'Kāpiti Sparks',
      description: 'Registered electricians on the coast.',
      city: 'Wellington',
      suburb: 'Karori',
      serviceAreas: ['Wellington'],
      ratingSum: 6,
      ratingCount: 2,
    });
    await insertService(db(), refsOf(kauri.id, 'house-cleaning'), {
      title: 'Home cleaning',
      businessName: 'Kauri Cleaning',
      description: 'Weekly cleans.',
      city: 'Auckland',
      suburb: 'Ponsonby',
      serviceAreas: ['Auckland', 'Wellington/Karori'],
    });
    // Not public: its words are in no vocabulary and it finds nothing.
    await insertService(db(), refsOf(kauri.id, 'house-cleaning'), {
      title: 'Zygomorphic window art',
      status: 'pending',
    });
    const admin1 = await insertUser(db(), { roleId: 1, email: 'words-admin@example.test' });
    admin = await sessionCookie(db(), admin1.id);
    await rebuildVocabulary(db());
  });

  const { call } = t;
  const suggest = async (q: string): Promise<SearchSuggestResponse> => {
    const res = await call('GET', `/api/search-suggest?q=${encodeURIComponent(q)}`, null);
    expect(res.statusCode, q).toBe(200);
    return res.json();
  };
  const names = (r: SearchSuggestResponse) => r.subcategories.map((s) => s.name);

  describe('GET /api/search-suggest', () => {
    it('maps everyday words to their sub category, best match first', async () => {
      const sparky = await suggest('sparky');
      expect(sparky.subcategories[0]).toEqual({
        id: sub.get('electricians'),
        name: 'Electricians',
        slug: 'electricians',
      });
      expect(sparky.did_you_mean).toBeNull();
      expect(names(await suggest('leaky tap'))[0]).toBe('Plumbers');
      expect(names(await suggest('Bond clean'))[0]).toBe('End of Tenancy Cleaning');
      expect(names(await suggest('gib stopping'))[0]).toBe('Plastering & Gib Stopping');
      // A prefix of a name or word comes before a near spelling.
      expect(names(await suggest('plumb'))[0]).toBe('Plumbers');
    });

    it('ignores case and macrons both ways', async () => {
      for (const q of ['whariki', 'WHĀRIKI weaving', 'Whāriki']) {
        expect(names(await suggest(q)), q).toEqual(['Whāriki Weaving']);
      }
      expect(names(await suggest('SPARKŶ'))[0]).toBe('Electricians');
    });

    it('offers active sub categories only, at most 8', async () => {
      expect(names(await suggest('gasfitter'))).not.toContain('Gasfitting');
      const many = await suggest('c');
      expect(many.subcategories).toHaveLength(8);
    });

    it('answers nothing for empty text and refuses a long one', async () => {
      expect(await suggest('')).toEqual({ subcategories: [], did_you_mean: null });
      expect(await suggest('   ')).toEqual({ subcategories: [], did_you_mean: null });
      const long = await call('GET', `/api/search-suggest?q=${'a'.repeat(101)}`, null);
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toMatch(/at most 100 characters/);
    });

    it('"Did you mean" a near spelling that finds services, only when the text finds none', async () => {
      expect((await suggest('burts pipes')).did_you_mean).toBe('burst pipes');
      expect((await suggest('BURTS  Pipes')).did_you_mean).toBe('burst pipes');
      // The right spelling finds the Tūī service: nothing to correct.
      expect((await suggest('burst pipes')).did_you_mean).toBeNull();
      expect((await suggest('kapiti')).did_you_mean).toBeNull();
      // Nothing near, or near only a word of a service the public does not see.
      expect((await suggest('qwxzv')).did_you_mean).toBeNull();
      expect((await suggest('zygomorfic')).did_you_mean).toBeNull();
    });
  });

  describe('the vocabulary', () => {
    it('holds the public words with their service counts, and the catalogue words', async () => {
      const words = await queryRows<{ word: string; services: number }>(
        db(),
        sql`select word, services from search_words
             where word in ('burst', 'tui', 'sparky', 'zygomorphic', 'whariki', 'the')`,
      );
      const byWord = Object.fromEntries(words.map((w) => [w.word, w.services]));
      expect(byWord).toMatchObject({ burst: 1, tui: 1, sparky: 0, whariki: 0 });
      expect(byWord.zygomorphic).toBeUndefined();
      expect(await rebuildVocabularyIfEmpty(db())).toBeNull();
    });
  });

  describe('admin everyday words', () => {
    const plumbers = () => sub.get('plumbers')!;
    const termsOf = async (id: number) =>
      (await call('GET', `/api/admin/sub-categories/${id}/search-terms`, admin)).json().terms as {
        id: number;
        term: string;
      }[];

    it('lists, adds and removes a word, audited, and the suggestions follow at once', async () => {
      expect((await termsOf(plumbers())).map((w) => w.term)).toContain('leaky tap');
      expect(names(await suggest('dunny'))).not.toContain('Plumbers');

      const added = await call(
        'POST',
        `/api/admin/sub-categories/${plumbers()}/search-terms`,
        admin,
        {
          term: '  Dunny repair ',
        },
      );
      expect(added.statusCode).toBe(200);
      expect(added.json()).toEqual({ success: true, message: 'The word was added' });
      expect(names(await suggest('dunny'))[0]).toBe('Plumbers');
      const word = (await termsOf(plumbers())).find((w) => w.term === 'Dunny repair')!;
      expect(word).toBeDefined();
      const [create] = await db()
        .select()
        .from(adminActions)
        .where(eq(adminActions.action, 'search_term.create'));
      expect(create).toMatchObject({ targetType: 'sub_category', targetId: plumbers() });

      const removed = await call('DELETE', `/api/admin/search-terms/${word.id}`, admin);
      expect(removed.statusCode).toBe(200);
      expect(names(await suggest('dunny'))).not.toContain('Plumbers');
      expect((await call('DELETE', `/api/admin/search-terms/${word.id}`, admin)).statusCode).toBe(
        404,
      );
      // A later start never brings back what an admin removed.
      const leaky = (await termsOf(plumbers())).find((w) => w.term === 'leaky tap')!;
      await call('DELETE', `/api/admin/search-terms/${leaky.id}`, admin);
      expect(await fillSearchTerms(db(), { onlyIfEmpty: true })).toBe(0);
      expect((await termsOf(plumbers())).map((w) => w.term)).not.toContain('leaky tap');
      const deletes = await db()
        .select()
        .from(adminActions)
        .where(eq(adminActions.action, 'search_term.delete'));
      expect(deletes).toHaveLength(2);
    });

    it('refuses a word another sub category has (any case or macrons), and bad input', async () => {
      const add = (id: number, term: string) =>
        call('POST', `/api/admin/sub-categories/${id}/search-terms`, admin, { term });
      const taken = await add(plumbers(), 'SPARKY');
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(
        '"SPARKY" already leads to Electricians: remove it there first',
      );
      const own = await add(plumbers(), 'Dripping Tāp');
      expect(own.statusCode).toBe(409);
      expect(own.json().message).toMatch(/already one of this sub category's words/);
      expect((await add(plumbers(), '   ')).statusCode).toBe(400);
      expect((await add(plumbers(), 'x'.repeat(61))).statusCode).toBe(400);
      expect((await add(999_999, 'anything')).statusCode).toBe(404);
      expect(
        (await call('GET', '/api/admin/sub-categories/999999/search-terms', admin)).statusCode,
      ).toBe(404);
      const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from search_terms where term_folded = 'sparky'`,
      );
      expect(n).toBe(1);
    });

    it('is for admins only: 401 without a session, 403 for a provider', async () => {
      const provider = await sessionCookie(db(), ids.tui);
      for (const [session, status] of [
        [null, 401],
        [provider, 403],
      ] as const) {
        expect(
          (await call('GET', `/api/admin/sub-categories/${plumbers()}/search-terms`, session))
            .statusCode,
        ).toBe(status);
        expect(
          (
            await call('POST', `/api/admin/sub-categories/${plumbers()}/search-terms`, session, {
              term: 'loo',
            })
          ).statusCode,
        ).toBe(status);
        expect((await call('DELETE', '/api/admin/search-terms/1', session)).statusCode).toBe(
          status,
        );
      }
      expect(names(await suggest('loo'))).not.toContain('Plumbers');
    });
  });

  describe('GET /api/AllServiceProviders', () => {
    const directory = async (query: string) => {
      const res = await call('GET', `/api/AllServiceProviders?${query}`, null);
      expect(res.statusCode, query).toBe(200);
      const body = res.json<{ seller: ProviderCard[]; total: number }>();
      return { names: body.seller.map((s) => s.business_name), total: body.total };
    };

    it('searches business names ignoring case and macrons', async () => {
      expect(await directory('q=tui')).toEqual({ names: ['Tūī Plumbing & Gas'], total: 1 });
      expect((await directory('q=KAPITI')).names).toEqual(['Kāpiti Sparks']);
      expect((await directory('q=Tūī%20plumb')).names).toEqual(['Tūī Plumbing & Gas']);
      expect((await directory('q=%25')).total).toBe(0);
    });

    it('matches a single letter anywhere in the name, ignoring case and macrons', async () => {
      // One letter takes its own SQL (strpos, no trigram): the same matches as the LIKE.
      expect(await directory('q=%C5%AB')).toEqual({
        names: ['Tūī Plumbing & Gas', 'Kauri Cleaning'],
        total: 2,
      });
      expect(await directory('q=U')).toEqual({
        names: ['Tūī Plumbing & Gas', 'Kauri Cleaning'],
        total: 2,
      });
      expect((await directory('q=%25')).total).toBe(0);
      expect((await directory('q=x')).total).toBe(0);
    });

    it('filters by sub category and by a city its services cover', async () => {
      expect((await directory(`subCategory_id=${sub.get('electricians')}`)).names).toEqual([
        'Kāpiti Sparks',
      ]);
      expect((await directory('city=Christchurch')).names).toEqual(['Tūī Plumbing & Gas']);
      // Kauri is based in Auckland and covers Karori.
      expect(await directory('city=Wellington')).toEqual({
        names: ['Kāpiti Sparks', 'Kauri Cleaning'],
        total: 2,
      });
      expect((await directory(`city=Wellington&subCategory_id=${sub.get('plumbers')}`)).total).toBe(
        0,
      );
    });

    it('sorts newest first by default, or best rated first', async () => {
      expect((await directory('')).names).toEqual([
        'Kāpiti Sparks',
        'Tūī Plumbing & Gas',
        'Kauri Cleaning',
      ]);
      expect((await directory('sort=rating')).names).toEqual([
        'Tūī Plumbing & Gas',
        'Kāpiti Sparks',
        'Kauri Cleaning',
      ]);
      expect(await directory('sort=rating&per_page=1&page=2')).toEqual({
        names: ['Kāpiti Sparks'],
        total: 3,
      });
      const bad = await call('GET', '/api/AllServiceProviders?sort=cheapest', null);
      expect(bad.statusCode).toBe(400);
    });
  });
});
