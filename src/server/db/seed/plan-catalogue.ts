import { slugify } from '../../lib/slug.ts';
import { CATALOGUE, type SubCategorySeed } from './catalogue-data.ts';

/**
 * The catalogue's sub categories as one flat list, in catalogue order. Planned services point
 * into it by index (`PlannedService.subIndex`), so its order is part of the demo data.
 */

export type FlatSubCategory = { categoryIndex: number; sub: SubCategorySeed; slug: string };

/** Every sub category with its category index, in catalogue order. */
export function flatSubCategories(): FlatSubCategory[] {
  return CATALOGUE.flatMap((category, categoryIndex) =>
    category.subCategories.map((sub) => ({ categoryIndex, sub, slug: slugify(sub.name) })),
  );
}
