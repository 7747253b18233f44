import { and, eq, inArray, or, sql } from 'drizzle-orm';

import { ROLE, type RoleId } from '#shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { privateNotes, services } from '../../db/schema/index.ts';
import { publicService } from '../../db/visibility.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * The private note (issue 22 §4, product decisions §6): one per member and service, read and
 * written only by its author. Every query is keyed by the session user's id, so no call can
 * reach another member's note. Notes are never part of a cached answer, so a write publishes no
 * change (like the watchlist).
 */

export type NoteAuthor = { id: number; roleId: RoleId };
export type PrivateNote = { id: number; note: string; updatedAt: Date };

const noteColumns = {
  id: privateNotes.id,
  note: privateNotes.note,
  updatedAt: privateNotes.updatedAt,
};

export const NOTE_SAVED = 'Note saved';
export const NOTE_DELETED = 'Note deleted';

/** The service exists and the author may see it (public, their own, or they are an admin): else 404. */
async function assertVisibleService(db: Db, author: NoteAuthor, serviceId: number): Promise<void> {
  const visible =
    author.roleId === ROLE.admin
      ? sql`true`
      : or(publicService('services'), eq(services.addedById, author.id));
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, serviceId), visible))
    .limit(1);
  if (!service) throw notFound('Service not found');
}

/** GET /api/private-note: the author's note on the service, or null. */
export async function findPrivateNote(
  db: Db,
  author: NoteAuthor,
  serviceId: number,
): Promise<PrivateNote | null> {
  await assertVisibleService(db, author, serviceId);
  const [row] = await db
    .select(noteColumns)
    .from(privateNotes)
    .where(and(eq(privateNotes.userId, author.id), eq(privateNotes.serviceId, serviceId)))
    .limit(1);
  return row ?? null;
}

/**
 * GET /api/private-notes/{id}: the note by its id, for its author only. Anyone else gets the
 * same 404 as for an id that does not exist, so a note's existence is not revealed either.
 */
export async function getPrivateNoteById(
  db: Db,
  author: NoteAuthor,
  noteId: number,
): Promise<PrivateNote> {
  const [row] = await db
    .select(noteColumns)
    .from(privateNotes)
    .where(and(eq(privateNotes.id, noteId), eq(privateNotes.userId, author.id)))
    .limit(1);
  if (!row) throw notFound('Note not found');
  return row;
}

/**
 * POST /api/private-note: keeps the (already trimmed) note, or deletes it when empty. One row per
 * member and service (an upsert on the unique pair), so concurrent saves leave one note.
 */
export async function savePrivateNote(
  db: Db,
  author: NoteAuthor,
  serviceId: number,
  note: string,
): Promise<PrivateNote | null> {
  await assertVisibleService(db, author, serviceId);
  const mine = and(eq(privateNotes.userId, author.id), eq(privateNotes.serviceId, serviceId));
  if (note === '') {
    await db.delete(privateNotes).where(mine);
    return null;
  }
  const [row] = await db
    .insert(privateNotes)
    .values({ userId: author.id, serviceId, note })
    .onConflictDoUpdate({
      target: [privateNotes.userId, privateNotes.serviceId],
      set: { note, updatedAt: sql`now()` },
    })
    .returning(noteColumns);
  return row!;
}

/** The author's notes on some services (the watchlist's cards), by service id. */
export async function listPrivateNotes(
  db: Db,
  authorId: number,
  serviceIds: number[],
): Promise<Map<number, string>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .select({ serviceId: privateNotes.serviceId, note: privateNotes.note })
    .from(privateNotes)
    .where(and(eq(privateNotes.userId, authorId), inArray(privateNotes.serviceId, serviceIds)));
  return new Map(rows.map((r) => [r.serviceId, r.note]));
}
