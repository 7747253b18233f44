import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';

import type {
  AdsResponse,
  CategoryListResponse,
  ServiceNamesOfTypeResponse,
} from '#shared/api/catalogue.ts';
import { SERVICE_TYPES } from '#shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { ads, categories, services, subCategories } from '../../db/schema/index.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/** Every active category and sub category, in display order. */
export async function listCategories(db: Db): Promise<CategoryListResponse> {
  const [cats, subs] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.position), asc(categories.name)),
    db
      .select({
        id: subCategories.id,
        name: subCategories.name,
        slug: subCategories.slug,
        category_id: subCategories.categoryId,
      })
      .from(subCategories)
      .where(eq(subCategories.isActive, true))
      .orderBy(asc(subCategories.position), asc(subCategories.name)),
  ]);
  return {
    categories: cats.map((c) => ({ ...c, status: 'active' as const })),
    subCategory: subs.map((s) => ({ ...s, status: 'active' as const })),
  };
}

/**
 * Active ads in their active period, grouped by slot, each with the absolute `attachment_link`
 * of its image and its alt text.
 */
export async function listAds(db: Db, storage: Storage, now = new Date()): Promise<AdsResponse> {
  const rows = await db
    .select()
    .from(ads)
    .where(
      and(
        eq(ads.isActive, true),
        or(isNull(ads.startsAt), lte(ads.startsAt, now)),
        or(isNull(ads.endsAt), gt(ads.endsAt, now)),
      ),
    )
    .orderBy(asc(ads.slot), asc(ads.position));
  const toAd = (row: (typeof rows)[number]) => ({
    id: row.id,
    title: row.title,
    page: row.slot,
    position: row.position,
    attachment_link: storage.url(row.image),
    link_url: row.linkUrl,
    alt_text: row.altText ?? row.title,
  });
  return {
    success: true,
    ads: {
      home: rows.filter((r) => r.slot === 'home').map(toAd),
      sidebar: rows.filter((r) => r.slot === 'sidebar').map(toAd),
    },
  };
}

const NAMES_PER_TYPE = 12;

/** Up to 12 approved services of each type: the footer's service links. */
export async function listServiceNamesOfType(db: Db): Promise<ServiceNamesOfTypeResponse> {
  const lists = await Promise.all(
    SERVICE_TYPES.map((type) =>
      db
        .select({ title: services.title, slug: services.slug })
        .from(services)
        .where(
          and(
            eq(services.status, 'approved'),
            eq(services.isListed, true),
            sql`${services.serviceTypes} @> array[${type}]::text[]`,
          ),
        )
        .orderBy(asc(services.id))
        .limit(NAMES_PER_TYPE),
    ),
  );
  return { residential: lists[0] ?? [], commercial: lists[1] ?? [], trade: lists[2] ?? [] };
}
