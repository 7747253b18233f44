import { z } from 'zod';

import { requiredText } from './common.ts';

/*
 * The everyday words of the catalogue (issue 24 §3): the admin lists, adds and removes the words
 * that name each sub category ("sparky" → Electricians). Role 1 only, audited.
 */

/** A word's length limit: a few words people type. */
export const SEARCH_TERM_MAX = 60;

export const SearchTermSchema = z.object({
  id: z.number().int(),
  term: z.string(),
  sub_category_id: z.number().int(),
});
export type SearchTerm = z.infer<typeof SearchTermSchema>;

/** GET /api/admin/sub-categories/:id/search-terms: its words, A to Z. */
export const AdminSearchTermsResponseSchema = z.object({
  success: z.literal(true),
  terms: z.array(SearchTermSchema),
});
export type AdminSearchTermsResponse = z.infer<typeof AdminSearchTermsResponseSchema>;

/** POST /api/admin/sub-categories/:id/search-terms: one more word. */
export const SearchTermBodySchema = z.object({
  term: requiredText(SEARCH_TERM_MAX).refine(
    (v) => /[\p{L}\p{N}]/u.test(v),
    'must contain a letter or a number',
  ),
});
export type SearchTermBody = z.input<typeof SearchTermBodySchema>;
