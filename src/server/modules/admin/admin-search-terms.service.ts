import { asc, eq, sql } from 'drizzle-orm';

import type { SearchTerm } from '#shared/api/search.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { queryRows } from '../../db/query.ts';
import { searchTerms, subCategories } from '../../db/schema/index.ts';
import type { ChangeBus } from '../../platform/changes/changes.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAction, type Admin } from './audit.service.ts';

/**
 * The admin's everyday words of each sub category (issue 24 §3). A word names one sub category:
 * the same word in another spelling of case or macrons is the same word (`term_folded` is
 * unique). Each change is audited and publishes a `catalogue` change, so cached suggestions drop.
 */
export type SearchTermDeps = { db: Db; changes: ChangeBus };

async function subCategoryName(tx: Db | Tx, id: number): Promise<string> {
  const [row] = await tx
    .select({ name: subCategories.name })
    .from(subCategories)
    .where(eq(subCategories.id, id));
  if (!row) throw notFound('Sub category not found');
  return row.name;
}

/** The words of a sub category, A to Z (404 when the sub category does not exist). */
export async function listSearchTerms(db: Db, subCategoryId: number): Promise<SearchTerm[]> {
  await subCategoryName(db, subCategoryId);
  const rows = await db
    .select({ id: searchTerms.id, term: searchTerms.term })
    .from(searchTerms)
    .where(eq(searchTerms.subCategoryId, subCategoryId))
    .orderBy(asc(searchTerms.termFolded));
  return rows.map((r) => ({ ...r, sub_category_id: subCategoryId }));
}

/** Why a word cannot be added: it already names this or another sub category. */
function wordTaken(term: string, owner: { id: number; name: string }, subCategoryId: number) {
  return new AppError(
    'CONFLICT',
    owner.id === subCategoryId
      ? `"${term}" is already one of this sub category's words`
      : `"${term}" already leads to ${owner.name}: remove it there first`,
  );
}

/** Adds an everyday word to a sub category (409 when the word already names one). */
export async function addSearchTerm(
  deps: SearchTermDeps,
  admin: Admin,
  subCategoryId: number,
  term: string,
): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      await subCategoryName(tx, subCategoryId);
      const [owner] = await queryRows<{ id: number; name: string }>(
        tx,
        sql`select s.id, s.name from search_terms t join sub_categories s on s.id = t.sub_category_id
             where t.term_folded = kiwi_fold(${term})`,
      );
      if (owner) throw wordTaken(term, owner, subCategoryId);
      const [row] = await tx
        .insert(searchTerms)
        .values({ term, subCategoryId })
        .returning({ id: searchTerms.id });
      await recordAction(tx, admin, {
        action: 'search_term.create',
        targetType: 'sub_category',
        targetId: subCategoryId,
        details: { term, search_term_id: row!.id },
      });
    });
  } catch (err) {
    // Another admin added the same word at the same moment.
    if (isUniqueViolation(err)) {
      throw new AppError('CONFLICT', `"${term}" already leads to a sub category`);
    }
    throw err;
  }
  deps.changes.publish({ kind: 'catalogue' });
}

/** Removes an everyday word (404 when it is not there). */
export async function deleteSearchTerm(
  deps: SearchTermDeps,
  admin: Admin,
  termId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(searchTerms)
      .where(eq(searchTerms.id, termId))
      .returning({ term: searchTerms.term, subCategoryId: searchTerms.subCategoryId });
    if (!row) throw notFound('That word is not there (already removed?)');
    await recordAction(tx, admin, {
      action: 'search_term.delete',
      targetType: 'sub_category',
      targetId: row.subCategoryId,
      details: { term: row.term, search_term_id: termId },
    });
  });
  deps.changes.publish({ kind: 'catalogue' });
}
