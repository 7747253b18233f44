import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
