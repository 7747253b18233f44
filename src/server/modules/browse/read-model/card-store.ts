import type { Change } from '../../../platform/changes/changes.ts';
import type { RenditionStatus } from '../../../platform/storage/images.ts';
import { RawJson } from '../../../platform/cache/raw-json.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import type { CardRow } from '../card-queries.ts';
import { nzToday } from '../../account/availability.service.ts';
import { badgesShownUntil } from '../../credentials/credential-badges.service.ts';
import { toCard } from '../cards.ts';

/**
 * Public service cards kept in memory as JSON text, by service id (decision 087). A page of a
 * public list asks the database for its ids in order (an index range), then writes each card
 * from here; only the cards not held yet are read, in one query, and mapped by `toCard` (the one
 * card mapper). What differs per request is spliced in: the provider count of the card's sub
 * category (a cached aggregate) and the viewer's watch flag.
 *
 * It stays right because every write that changes what a card shows publishes a change (its
 * service, its reviews, its provider, the catalogue), across instances too (decision 094), and
 * the change drops the cards it touches. A read that began before a change never stores what it
 * read (the epoch check), so a card read before a write cannot come back after it.
 */

/** The cards held at most (about 1.3 KB each): least recently used ones go first. */
export const CARD_STORE_MAX = 25_000;

/** A card's JSON as UTF-8 bytes, around the two values spliced in per request. */
type StoredCard = {
  ownerId: number;
  subCategoryId: number;
  /** Up to `"service_providers_count":`. */
  head: Buffer;
  /** From after the count up to `"watchList":`. */
  middle: Buffer;
  /**
   * The last NZ day its badges are right (the earliest insurance expiry it shows, issue 27 §3):
   * after it the card is read again, so an expired badge goes at midnight without a change.
   */
  until?: string;
};

/** Today's NZ date, computed at most once a minute (the cards' `until` check). */
let todayMemo = { at: 0, day: '' };
function nzDay(): string {
  const now = Date.now();
  if (now - todayMemo.at > 60_000) todayMemo = { at: now, day: nzToday(new Date(now)) };
  return todayMemo.day;
}

/** The bytes between and around the cards of a page. */
const BYTES = {
  open: Buffer.from('['),
  comma: Buffer.from(','),
  close: Buffer.from(']'),
  watched: Buffer.from('1,"watchlist":1}'),
  unwatched: Buffer.from('0,"watchlist":0}'),
};
/** Provider counts as bytes (a few hundred distinct values at most). */
const countBytes = new Map<number, Buffer>();
function bytesOfCount(n: number): Buffer {
  let bytes = countBytes.get(n);
  if (bytes === undefined) {
    bytes = Buffer.from(String(n));
    if (countBytes.size < 10_000) countBytes.set(n, bytes);
  }
  return bytes;
}

const COUNT_KEY = '"service_providers_count":';
const WATCH_KEY = '"watchList":';
/** A public card's JSON ends with its two watch flags (toCard's key order). */
const WATCH_TAIL = /"watchList":0,"watchlist":0}$/;
const NO_COUNTS: ReadonlyMap<number, number> = new Map();
const NOT_WATCHED: ReadonlySet<number> = new Set();

/** Splits a public card's JSON around its provider count and watch flags. */
export function storedCardOf(
  row: CardRow,
  storage: Storage,
  renditions: RenditionStatus,
): StoredCard {
  const json = JSON.stringify(
    toCard(row, { storage, renditions, providerCounts: NO_COUNTS, watched: NOT_WATCHED }),
  );
  const count = json.indexOf(`${COUNT_KEY}0`);
  if (count < 0 || !WATCH_TAIL.test(json)) {
    throw new Error('a public card no longer ends with its count and watch flags: see card-store');
  }
  const afterCount = count + COUNT_KEY.length + 1;
  const watch = json.length - '"watchList":0,"watchlist":0}'.length;
  const until = badgesShownUntil(row.badges);
  return {
    ...(until === undefined ? {} : { until }),
    ownerId: row.added_by_id,
    subCategoryId: row.sub_category_id,
    head: Buffer.from(json.slice(0, afterCount - 1)),
    middle: Buffer.from(json.slice(afterCount, watch + WATCH_KEY.length)),
  };
}

/** A page of cards as one JSON array, and the owners it shows. */
export type CardsJson = { json: RawJson; ownerIds: number[] };

export class CardStore {
  private readonly cards = new Map<number, StoredCard>();
  /** Cards being read now: a request that needs one of them waits for that read. */
  private readonly loading = new Map<number, Promise<StoredCard | undefined>>();
  /** Counts changes: a read that saw another epoch at its start keeps nothing. */
  private epoch = 0;

  constructor(
    private readonly storage: Storage,
    private readonly renditions: RenditionStatus,
    private readonly max = CARD_STORE_MAX,
  ) {}

  get size(): number {
    return this.cards.size;
  }

  /**
   * The cards of `ids`, in that order, as a JSON array: held ones from memory, the rest loaded
   * by `load` (rows of CARD_COLUMNS in any order; a service gone meanwhile is left out).
   */
  async render(
    ids: readonly number[],
    watched: ReadonlySet<number>,
    providerCounts: ReadonlyMap<number, number>,
    load: (ids: number[]) => Promise<CardRow[]>,
  ): Promise<CardsJson> {
    const found = new Map<number, StoredCard>();
    const missing: number[] = [];
    for (const id of ids) {
      let card = this.cards.get(id);
      if (card?.until !== undefined && card.until < nzDay()) {
        this.cards.delete(id);
        card = undefined;
      }
      if (card === undefined) {
        missing.push(id);
      } else {
        // Least recently used first out: a card read again moves to the end.
        this.cards.delete(id);
        this.cards.set(id, card);
        found.set(id, card);
      }
    }
    if (missing.length > 0) await this.fill(missing, found, load);
    const parts: Buffer[] = [BYTES.open];
    const owners = new Set<number>();
    for (const id of ids) {
      const card = found.get(id);
      if (card === undefined) continue;
      if (parts.length > 1) parts.push(BYTES.comma);
      parts.push(card.head, bytesOfCount(providerCounts.get(card.subCategoryId) ?? 0));
      parts.push(card.middle, watched.has(id) ? BYTES.watched : BYTES.unwatched);
      owners.add(card.ownerId);
    }
    parts.push(BYTES.close);
    return { json: new RawJson(Buffer.concat(parts)), ownerIds: [...owners] };
  }

  /** Reads the missing cards, joining reads already under way (no stampede on a cold list). */
  private async fill(
    missing: number[],
    found: Map<number, StoredCard>,
    load: (ids: number[]) => Promise<CardRow[]>,
  ): Promise<void> {
    const waits = new Map<number, Promise<StoredCard | undefined>>();
    const fresh = missing.filter((id) => {
      const pending = this.loading.get(id);
      if (pending) waits.set(id, pending);
      return !pending;
    });
    if (fresh.length > 0) {
      const batch = this.loadBatch(fresh, load);
      for (const id of fresh) {
        const one = batch.then((cards) => cards.get(id));
        this.loading.set(id, one);
        waits.set(id, one);
        const forget = () => {
          if (this.loading.get(id) === one) this.loading.delete(id);
        };
        one.then(forget, forget);
      }
    }
    for (const [id, wait] of waits) {
      const card = await wait;
      if (card !== undefined) found.set(id, card);
    }
  }

  /** One read of these cards; kept unless a change happened meanwhile. */
  private async loadBatch(
    ids: number[],
    load: (ids: number[]) => Promise<CardRow[]>,
  ): Promise<Map<number, StoredCard>> {
    const epoch = this.epoch;
    const rows = await load(ids);
    const keep = epoch === this.epoch;
    const cards = new Map<number, StoredCard>();
    for (const row of rows) {
      const card = storedCardOf(row, this.storage, this.renditions);
      cards.set(row.id, card);
      if (keep) this.remember(row.id, card);
    }
    return cards;
  }

  private remember(id: number, card: StoredCard): void {
    this.cards.delete(id);
    this.cards.set(id, card);
    while (this.cards.size > this.max) {
      this.cards.delete(this.cards.keys().next().value!);
    }
  }

  /** Drops the cards a change touches (and keeps reads in flight from storing theirs). */
  apply(change: Change): void {
    if (change.kind === 'sessions' || change.kind === 'conversation') return;
    this.epoch++;
    // A read under way may have read what this change replaced: later requests read again.
    this.loading.clear();
    switch (change.kind) {
      case 'ads':
        return;
      case 'catalogue':
        this.cards.clear();
        return;
      case 'reviews':
        this.cards.delete(change.service.id);
        return;
      case 'service':
        if (change.before) this.cards.delete(change.before.id);
        if (change.after) this.cards.delete(change.after.id);
        return;
      case 'provider':
        for (const [id, card] of this.cards) {
          if (card.ownerId === change.providerId) this.cards.delete(id);
        }
        return;
      default:
        // A new change kind does not compile until it is handled here.
        change satisfies never;
    }
  }
}
