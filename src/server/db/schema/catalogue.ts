import { sql } from 'drizzle-orm';
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { foreignId } from './column-builders.ts';
import { createdAt, idColumn, updatedAt } from './columns.ts';

/** The columns a category and a sub category share. */
const catalogueEntry = () => ({
  name: text().notNull(),
  /** Unique and stable: renaming the entry never changes it. */
  slug: text().notNull(),
  isActive: boolean().notNull().default(true),
  /** Display order (admin-managed; a sub category's within its category). */
  position: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Both are unique: the slug, and the name regardless of case. */
const catalogueEntryIndexes = (
  table: string,
  t: { slug: ExtraConfigColumn; name: ExtraConfigColumn },
) => [
  uniqueIndex(`${table}_slug_unique`).on(t.slug),
  uniqueIndex(`${table}_name_unique`).on(sql`lower(${t.name})`),
];

export const categories = pgTable('categories', { id: idColumn(), ...catalogueEntry() }, (t) =>
  catalogueEntryIndexes('categories', t),
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: idColumn(),
    categoryId: foreignId(() => categories.id, { onDelete: 'restrict' }),
    ...catalogueEntry(),
    /** The name folded (lower case, no macrons), kept by PostgreSQL: what the Service box and
     * the everyday-word search compare, without folding every name on every call (decision 123). */
    nameFolded: text()
      .notNull()
      .generatedAlwaysAs(sql`kiwi_fold(name)`),
  },
  (t) => [
    ...catalogueEntryIndexes('sub_categories', t),
    index('sub_categories_category_idx').on(t.categoryId),
  ],
);
