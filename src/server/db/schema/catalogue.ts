import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, idColumn, updatedAt } from './columns.ts';

export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    name: text().notNull(),
    /** Unique and stable: renaming a category never changes it. */
    slug: text().notNull(),
    isActive: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_unique').on(t.slug),
    uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`),
  ],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: idColumn(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    /** Unique and stable: renaming a sub category never changes it. */
    slug: text().notNull(),
    isActive: boolean().notNull().default(true),
    /** Display order within the category (admin-managed). */
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sub_categories_slug_unique').on(t.slug),
    uniqueIndex('sub_categories_name_unique').on(sql`lower(${t.name})`),
    index('sub_categories_category_idx').on(t.categoryId),
  ],
);
