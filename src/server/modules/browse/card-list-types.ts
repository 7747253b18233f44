import type { ServiceType, Sort } from '#shared/constants.ts';

/**
 * The shapes of a card list request: which services (filters) and which page of them. Types
 * only, so that the query builders (card-queries.ts, text-search.ts) share them without
 * importing each other both ways.
 */

/** Which services a list shows. Every given filter applies (AND). */
export type CardFilters = {
  /** 'approved': public services only; 'any' only for the owner's own list or an admin. */
  visibility: 'approved' | 'any';
  subCategoryId?: number | undefined;
  categoryId?: number | undefined;
  /** Services covering some part of this city (decision 116). */
  city?: string | undefined;
  /**
   * Services serving this suburb of `city` (based there, or covering it or the whole city);
   * those based there first (decision 116). Given with its city (the service layer resolves it).
   */
  suburb?: string | undefined;
  postalCode?: string | undefined;
  type?: ServiceType | undefined;
  ownerId?: number | undefined;
  /** Only services whose average rating is at least this. */
  minRating?: number | undefined;
  /** true: only services stating a price (from, hourly or fixed). */
  hasPrice?: boolean | undefined;
  /** true: only services whose provider is taking new work. */
  takingNewWork?: boolean | undefined;
  /**
   * true: only services whose provider holds a checked licence or registration (LBP, EWRB or
   * PGDB; `services.provider_licensed`, issue 27 §3).
   */
  verifiedOnly?: boolean | undefined;
  /**
   * Free text with at least one lexeme. The read model's listPage takes the text as typed and
   * drops one without lexemes ("the"), which filters nothing (read-model/read-state.ts).
   */
  q?: string | undefined;
};

/** One page of a list: its number, size and order, and where to start it. */
export type CardListOptions = {
  page: number;
  perPage: number;
  sort?: Sort | undefined;
  /**
   * Keyset pagination (read-model/page-seek.ts): start after the row with this sort key (a
   * `seek_key` of an earlier page) and skip `skip` more rows, instead of skipping every row
   * before the page.
   */
  seek?: { after: string; skip: number } | undefined;
};
