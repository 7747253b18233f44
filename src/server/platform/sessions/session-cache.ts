import type { Change } from '../changes/changes.ts';
import type { SessionLookup } from './sessions.ts';

/**
 * Live sessions held in memory by the hash of their id, so that a member's request does not
 * wait for a session query before its own (decision 087). An entry is used only until its
 * session's expiry and for at most SESSION_CACHE_TTL_MS; every write that ends sessions or
 * changes what a session carries publishes a `sessions` change (this instance drops the user's
 * entries at once, the others when the change reaches them: decision 094), and a gap in the
 * change transport drops everything. Unknown cookies are never held: each one asks the database.
 */

/** How long an entry is used at most (the net under a lost change message). */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Entries held at most; the oldest go first. */
const MAX_ENTRIES = 10_000;

type Entry = { lookup: SessionLookup; heldUntil: number };

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Counts changes: a lookup that began before one is not kept. */
  private epoch = 0;

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {}

  /** The live session of this id hash, when held and not expired. */
  get(idHash: string, now = Date.now()): SessionLookup | null {
    const entry = this.entries.get(idHash);
    if (!entry) return null;
    if (now >= entry.heldUntil || now >= entry.lookup.expiresAt.getTime()) {
      this.entries.delete(idHash);
      return null;
    }
    return entry.lookup;
  }

  /** Where a lookup starts: pass the result to `keep` with it. */
  mark(): number {
    return this.epoch;
  }

  /** Holds a session found by a lookup that began at `mark` (unless a change came since). */
  keep(lookup: SessionLookup, mark: number, now = Date.now()): void {
    if (mark !== this.epoch) return;
    this.entries.delete(lookup.idHash);
    this.entries.set(lookup.idHash, { lookup, heldUntil: now + this.ttlMs });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Drops the sessions a change touches. */
  apply(change: Change): void {
    if (change.kind !== 'sessions' && change.kind !== 'provider') return;
    this.epoch++;
    const userId = change.kind === 'sessions' ? change.userId : change.providerId;
    if (userId === null) {
      this.entries.clear();
      return;
    }
    for (const [idHash, entry] of this.entries) {
      if (entry.lookup.user.id === userId) this.entries.delete(idHash);
    }
  }
}
