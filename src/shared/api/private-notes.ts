import { z } from 'zod';

import { id, text } from './common.ts';

/*
 * The private note (issue 22 §4, product decisions §6): one note per member and service, at most
 * 1000 characters, readable by its author only. Identity comes from the session; there is no way
 * to name another member's note.
 */

export const PRIVATE_NOTE_MAX = 1000;

/** GET /api/private-note?service_id= */
export const PrivateNoteQuerySchema = z.object({ service_id: id });

/** GET /api/private-notes/{id}: a note by its id, its author's only (404 for anyone else). */
export const PrivateNoteParamsSchema = z.object({ id });

/** POST /api/private-note (json): the note is trimmed; an empty note deletes it. */
export const PrivateNoteBodySchema = z.object({
  service_id: id,
  note: text(PRIVATE_NOTE_MAX),
});
export type PrivateNoteBody = z.input<typeof PrivateNoteBodySchema>;

/** The session user's note on the service, or null when they keep none. */
export const PrivateNoteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  note: z.string().nullable(),
  /** The note's own id (GET /api/private-notes/{id}), null when there is none. */
  note_id: z.number().int().nullable(),
  updated_at: z.string().nullable(),
});
export type PrivateNoteResponse = z.infer<typeof PrivateNoteResponseSchema>;
