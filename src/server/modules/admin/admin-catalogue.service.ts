import { asc, eq, sql } from 'drizzle-orm';

import type { AdminCategory } from '#shared/api/admin.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { categories, services, subCategories } from '../../db/schema/index.ts';
import type { ChangeBus } from '../../platform/changes/changes.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { pickUniqueSlug, slugify } from '../../lib/slug.ts';
import { recordAction, type Admin } from './audit.service.ts';

/**
 * Categories and sub categories (product-decisions §4): created with a unique slug that never
 * changes (renaming keeps it), ordered by the admin, deleted only when nothing uses them.
 * Every change is audited and refreshes the cached browse answers (names show on every card).
 */
export type CatalogueDeps = { db: Db; changes: ChangeBus };

type Kind = 'category' | 'sub_category';
const tableOf = (kind: Kind) => (kind === 'category' ? categories : subCategories);

/** GET /api/admin/catalogue: every category with its sub categories and service counts. */
export async function listCatalogue(db: Db): Promise<AdminCategory[]> {
  const counts = await db
    .select({ sub: services.subCategoryId, n: sql<number>`count(*)::int` })
    .from(services)
    .groupBy(services.subCategoryId);
  const used = new Map(counts.map((c) => [c.sub, c.n]));
  const [cats, subs] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
    db.select().from(subCategories).orderBy(asc(subCategories.position), asc(subCategories.name)),
  ]);
  return cats.map((c) => {
    const own = subs
      .filter((s) => s.categoryId === c.id)
      .map((s) => ({
        id: s.id,
        category_id: c.id,
        name: s.name,
        slug: s.slug,
        position: s.position,
        is_active: s.isActive,
        services: used.get(s.id) ?? 0,
      }));
    return {
      id: c.id,
      name: c.name,
      slug: c.slug,
      position: c.position,
      is_active: c.isActive,
      services: own.reduce((n, s) => n + s.services, 0),
      sub_categories: own,
    };
  });
}

const nameTaken = (kind: Kind) =>
  `A ${kind === 'category' ? 'category' : 'sub category'} with that name already exists`;

async function afterChange<T>(deps: CatalogueDeps, kind: Kind, work: () => Promise<T>): Promise<T> {
  try {
    const result = await work();
    deps.changes.publish({ kind: 'catalogue' });
    return result;
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(nameTaken(kind), { name: [nameTaken(kind)] });
    throw err;
  }
}

async function uniqueSlug(tx: Tx, kind: Kind, name: string): Promise<string> {
  const table = tableOf(kind);
  return pickUniqueSlug(slugify(name), async (candidate) => {
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.slug, candidate))
      .limit(1);
    return rows.length > 0;
  });
}

/** Creates a category, or a sub category of `categoryId`, last in its order. */
export async function createCatalogueEntry(
  deps: CatalogueDeps,
  admin: Admin,
  kind: Kind,
  input: { name: string; isActive?: boolean | undefined; categoryId?: number },
) {
  return afterChange(deps, kind, () =>
    deps.db.transaction(async (tx) => {
      const table = tableOf(kind);
      if (kind === 'sub_category') {
        const [parent] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.id, input.categoryId!));
        if (!parent) throw notFound('Category not found');
      }
      const scope =
        kind === 'sub_category' ? eq(subCategories.categoryId, input.categoryId!) : undefined;
      const [{ next } = { next: 0 }] = await tx
        .select({ next: sql<number>`coalesce(max(${table.position}), -1)::int + 1` })
        .from(table)
        .where(scope);
      const values = {
        name: input.name,
        slug: await uniqueSlug(tx, kind, input.name),
        isActive: input.isActive ?? true,
        position: next,
      };
      const [row] =
        kind === 'category'
          ? await tx.insert(categories).values(values).returning()
          : await tx
              .insert(subCategories)
              .values({ ...values, categoryId: input.categoryId! })
              .returning();
      await recordAction(tx, admin, {
        action: `${kind}.create`,
        targetType: kind,
        targetId: row!.id,
        details: { name: input.name },
      });
      return row!;
    }),
  );
}

/** Renames (the slug in use never changes) and activates or pauses an entry. */
export async function updateCatalogueEntry(
  deps: CatalogueDeps,
  admin: Admin,
  kind: Kind,
  id: number,
  input: { name: string; isActive?: boolean | undefined },
) {
  return afterChange(deps, kind, () =>
    deps.db.transaction(async (tx) => {
      const table = tableOf(kind);
      const [before] = await tx.select({ name: table.name }).from(table).where(eq(table.id, id));
      if (!before) throw notFound('Not found');
      const set = {
        name: input.name,
        ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
      };
      await (kind === 'category'
        ? tx.update(categories).set(set).where(eq(categories.id, id))
        : tx.update(subCategories).set(set).where(eq(subCategories.id, id)));
      await recordAction(tx, admin, {
        action: `${kind}.update`,
        targetType: kind,
        targetId: id,
        details: { from: before.name, to: input.name, is_active: input.isActive },
      });
    }),
  );
}

/** Puts entries in the given order (positions 0, 1, 2…). */
export async function reorderCatalogue(
  deps: CatalogueDeps,
  admin: Admin,
  kind: Kind,
  ids: number[],
) {
  return afterChange(deps, kind, () =>
    deps.db.transaction(async (tx) => {
      for (const [position, id] of ids.entries()) {
        await (kind === 'category'
          ? tx.update(categories).set({ position }).where(eq(categories.id, id))
          : tx.update(subCategories).set({ position }).where(eq(subCategories.id, id)));
      }
      await recordAction(tx, admin, {
        action: `${kind}.reorder`,
        targetType: kind,
        targetId: null,
        details: { ids },
      });
    }),
  );
}

/** Deletes an entry nothing uses; otherwise a 409 saying what uses it. */
export async function deleteCatalogueEntry(
  deps: CatalogueDeps,
  admin: Admin,
  kind: Kind,
  id: number,
) {
  return afterChange(deps, kind, () =>
    deps.db.transaction(async (tx) => {
      const table = tableOf(kind);
      const [row] = await tx
        .select({ name: table.name })
        .from(table)
        .where(eq(table.id, id))
        .for('update');
      if (!row) throw notFound('Not found');
      const useColumn = kind === 'category' ? services.categoryId : services.subCategoryId;
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(services)
        .where(eq(useColumn, id));
      if (n > 0)
        throw new AppError(
          'CONFLICT',
          `"${row.name}" is used by ${n} service${n === 1 ? '' : 's'}: move or remove them first, or pause it instead`,
        );
      if (kind === 'category') {
        const [{ subs } = { subs: 0 }] = await tx
          .select({ subs: sql<number>`count(*)::int` })
          .from(subCategories)
          .where(eq(subCategories.categoryId, id));
        if (subs > 0)
          throw new AppError(
            'CONFLICT',
            `"${row.name}" still has ${subs} sub categor${subs === 1 ? 'y' : 'ies'}: delete them first`,
          );
        await tx.delete(categories).where(eq(categories.id, id));
      } else {
        await tx.delete(subCategories).where(eq(subCategories.id, id));
      }
      await recordAction(tx, admin, {
        action: `${kind}.delete`,
        targetType: kind,
        targetId: id,
        details: { name: row.name },
      });
    }),
  );
}
