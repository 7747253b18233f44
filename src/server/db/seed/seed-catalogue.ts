import { sql } from 'drizzle-orm';

import { slugify } from '../../lib/slug.ts';
import type { Db } from '../client.ts';
import { categories, subCategories } from '../schema/index.ts';
import { CATALOGUE } from './catalogue-data.ts';

export type CatalogueIds = {
  /** Category ids in CATALOGUE order. */
  categoryIds: number[];
  /** Sub category ids by slug. */
  subCategoryIds: Map<string, number>;
};

/**
 * Inserts the reference catalogue, keeping rows that exist already (matched by slug), and returns
 * the ids of every catalogue entry.
 */
export async function ensureCatalogue(db: Db): Promise<CatalogueIds> {
  await db
    .insert(categories)
    .values(CATALOGUE.map((c, i) => ({ name: c.name, slug: slugify(c.name), position: i + 1 })))
    .onConflictDoNothing();
  const categoryRows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories);
  const categoryIdBySlug = new Map(categoryRows.map((r) => [r.slug, r.id]));
  const categoryIds = CATALOGUE.map((c) => {
    const id = categoryIdBySlug.get(slugify(c.name));
    if (id === undefined) throw new Error(`Category ${c.name} is missing (a name clash?)`);
    return id;
  });

  await db
    .insert(subCategories)
    .values(
      CATALOGUE.flatMap((c, i) =>
        c.subCategories.map((s) => ({
          categoryId: categoryIds[i]!,
          name: s.name,
          slug: slugify(s.name),
        })),
      ),
    )
    .onConflictDoNothing();
  const subRows = await db
    .select({ id: subCategories.id, slug: subCategories.slug })
    .from(subCategories)
    .where(
      sql`${subCategories.slug} in ${CATALOGUE.flatMap((c) => c.subCategories.map((s) => slugify(s.name)))}`,
    );
  const subCategoryIds = new Map(subRows.map((r) => [r.slug, r.id]));
  for (const c of CATALOGUE) {
    for (const s of c.subCategories) {
      if (!subCategoryIds.has(slugify(s.name))) {
        throw new Error(`Sub category ${s.name} is missing (a name clash?)`);
      }
    }
  }
  return { categoryIds, subCategoryIds };
}
