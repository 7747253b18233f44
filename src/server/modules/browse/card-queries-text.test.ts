import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { sqlText } from '../../db/hot-reads/sql-text.ts';
import {
  buildCardCountQuery,
  buildCardIdsQuery,
  buildCardPageQuery,
  buildCardsByIdQuery,
  type CardFilters,
} from './card-queries.ts';

const dialect = new PgDialect({ casing: 'snake_case' });
/** Drizzle's text and parameters of a query. */
const drizzleText = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
};

const FILTERS: CardFilters[] = [
  { visibility: 'approved' },
  { visibility: 'approved', subCategoryId: 5, city: 'Auckland', suburb: 'Ōtāhuhu' },
  { visibility: 'approved', categoryId: 3, city: 'Nowhere', postalCode: '0622' },
  { visibility: 'approved', type: 'trade', q: 'leak\'s "hot water" -gas' },
  { visibility: 'any', ownerId: 7, q: 'roof' },
];

describe('the text of the list queries', () => {
  it('is written by the fast walk exactly as drizzle writes it', () => {
    for (const filters of FILTERS) {
      for (const sort of [undefined, 'newest', 'rating', 'relevance'] as const) {
        const options = { page: 3, perPage: 24, sort };
        const seek = { ...options, seek: { after: '4.5|10|99', skip: 24 } };
        for (const query of [
          buildCardIdsQuery(filters, options, true, null),
          buildCardIdsQuery(filters, seek, false, 42),
          buildCardPageQuery(filters, options, true, 42),
          buildCardCountQuery(filters),
        ]) {
          expect(sqlText(query)).toEqual(drizzleText(query));
        }
      }
    }
    const byId = buildCardsByIdQuery([3, 1, 2]);
    expect(sqlText(byId)).toEqual(drizzleText(byId));
  });
});
