import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { subCategories } from './catalogue.ts';
import { foreignId } from './column-builders.ts';
import { createdAt, idColumn } from './columns.ts';

/**
 * The free-text index kept by the database itself (decision 085): one row per lexeme of each
 * public service's `search` vector, with the service's city and its relevance score for that
 * lexeme. The primary key puts one lexeme of one city in score order, so a search reads its best
 * matches as an index range (backwards) and counts them index-only, whatever the data size.
 *
 * Written only by the triggers of migration 0012 (`search_postings_sync()` on services: every
 * insert, update, delete and truncate of services, whoever makes it); never by the app.
 * `score` is `search_rank_score(...)`: where the lexeme appears (title, business name,
 * description), then the service's rating (text-search.ts explains the order).
 * No foreign key: the trigger removes a service's rows with the service.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    score: integer().notNull(),
    serviceId: integer().notNull(),
    lexeme: text().notNull(),
    city: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.lexeme, t.city, t.score, t.serviceId] })],
);

/**
 * Everyday words for sub categories (issue 24 §3): "sparky" → Electricians. Seeded from
 * `src/shared/search-terms.ts`, edited by admins in the catalogue. `term_folded` (lower case,
 * no macrons) is unique: one word names one sub category.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: idColumn(),
    term: text().notNull(),
    termFolded: text()
      .notNull()
      .generatedAlwaysAs(sql`kiwi_fold(term)`),
    subCategoryId: foreignId(() => subCategories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('search_terms_folded_unique').on(t.termFolded),
    index('search_terms_sub_category_idx').on(t.subCategoryId),
    index('search_terms_folded_trgm_idx').using('gin', sql`${t.termFolded} gin_trgm_ops`),
  ],
);

/**
 * The words of the public services (folded), with how many services use each: the vocabulary
 * "Did you mean …?" picks a near spelling from (pg_trgm similarity). Rebuilt by a job, not by
 * the writes; a missing word only means no suggestion.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text().primaryKey(),
    services: integer().notNull(),
  },
  // GiST, not GIN: the nearest spelling is an ordered index walk (`word <-> $1`), decision 123.
  (t) => [index('search_words_trgm_gist_idx').using('gist', sql`${t.word} gist_trgm_ops`)],
);
