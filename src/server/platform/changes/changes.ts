import { randomUUID } from 'node:crypto';

import type { ServiceStatus, ServiceType } from '#shared/constants.ts';
import type { services } from '../../db/schema/index.ts';

/**
 * What a write changed, declared by the service function that made it (after its commit), so
 * that caches drop exactly what the change affects (docs/decisions/022-change-events.md).
 * Changes are plain JSON: a transport carries them to the other instances (decision 094).
 */

/** What a cached list or page needs to know of a service to tell whether a change touches it. */
export type ServiceFacts = {
  id: number;
  ownerId: number;
  status: ServiceStatus;
  /** False while the owner's paid period has lapsed (hidden, not deleted). */
  listed: boolean;
  categoryId: number;
  subCategoryId: number;
  city: string;
  suburb: string;
  postalCode: string | null;
  types: ServiceType[];
  /** Coverage keys (decision 116: `City/Suburb`, `City`, `City/*`); absent: unknown. */
  coverage?: string[];
};

/** The facts of a service row. */
export function serviceFacts(row: typeof services.$inferSelect): ServiceFacts {
  return {
    id: row.id,
    ownerId: row.addedById,
    status: row.status,
    listed: row.isListed,
    categoryId: row.categoryId,
    subCategoryId: row.subCategoryId,
    city: row.city,
    suburb: row.suburb,
    postalCode: row.postalCode,
    types: row.serviceTypes,
    coverage: row.coverage,
  };
}

export type Change =
  /** A service was created, edited, moderated or deleted (`before`/`after` null when absent). */
  | { kind: 'service'; before: ServiceFacts | null; after: ServiceFacts | null }
  /** A service's rating aggregate or its visible reviews changed. */
  | { kind: 'reviews'; service: ServiceFacts }
  /** What the public sees of a user changed: name, logo, visibility, verification. */
  | { kind: 'provider'; providerId: number }
  /** Categories or sub categories changed (names appear on every card). */
  | { kind: 'catalogue' }
  /** The ads changed. */
  | { kind: 'ads' }
  /**
   * Sessions of a user ended, or what a session carries (email, role, suspension) changed; null:
   * every user (session-cache.ts).
   */
  | { kind: 'sessions'; userId: number | null }
  /**
   * A message was written in a conversation, or read (issue 25): the event streams of its two
   * sides tell their clients. Nothing cached depends on it.
   */
  | {
      kind: 'conversation';
      conversationId: number;
      userIds: number[];
      /**
       * A message was written (absent: the same), messages were read, or the conversation
       * itself changed for the other side (the member shared their contact details).
       */
      event?: 'message' | 'read' | 'update';
    };

/** The change of one service row from `before` to `after` (null when it did not or no longer exists). */
export function serviceChanged(
  before: typeof services.$inferSelect | null,
  after: typeof services.$inferSelect | null,
): Change {
  return {
    kind: 'service',
    before: before && serviceFacts(before),
    after: after && serviceFacts(after),
  };
}

export type ChangeListener = (change: Change) => void;

/**
 * Carries changes between instances (Redis publish/subscribe or PostgreSQL LISTEN/NOTIFY:
 * platform/changes/change-transports.ts). Messages are JSON strings.
 */
export type ChangeTransport = {
  send: (message: string) => Promise<void>;
  /**
   * Delivers every message sent by any instance (this one included) to `onMessage`;
   * `onGap` runs after a reconnect, when messages may have been missed.
   */
  start: (handlers: { onMessage: (message: string) => void; onGap: () => void }) => Promise<void>;
  close: () => Promise<void>;
};

/** What a transport message holds: the sending instance and its changes. */
type ChangeMessage = { from: string; changes: Change[] };

/** After a gap in the transport anything may have changed: what drops every cached answer. */
export const EVERYTHING_CHANGED: Change[] = [
  { kind: 'catalogue' },
  { kind: 'ads' },
  { kind: 'sessions', userId: null },
];

/** NOTIFY payloads must stay under 8000 bytes: changes are sent in batches below this. */
const MAX_MESSAGE_CHARS = 7000;

const KINDS = new Set<string>([
  'service',
  'reviews',
  'provider',
  'catalogue',
  'ads',
  'sessions',
  'conversation',
]);

function isChangeMessage(value: unknown): value is ChangeMessage {
  const v = value as Partial<ChangeMessage> | null;
  return (
    typeof v?.from === 'string' &&
    Array.isArray(v.changes) &&
    v.changes.every((c: unknown) => KINDS.has((c as { kind?: unknown } | null)?.kind as string))
  );
}

/**
 * The app's change events: service functions publish, caches listen. With a transport, a
 * change is applied here at once and sent to the other instances, which apply it when it
 * arrives (an instance skips its own messages by its id).
 */
export class ChangeBus {
  private readonly listeners = new Set<ChangeListener>();
  private transport: ChangeTransport | null = null;
  /**
   * Sends go one after another, so the other instances get them in publish order. Changes
   * published while a send is under way wait here and go together in the next one: under a
   * burst of writes an instance sends a few messages, not one per change.
   */
  private pending: string[] = [];
  private flushing = false;
  readonly instanceId = randomUUID();

  /** `onError`: a failed send, or a received message that could not be applied. */
  constructor(private readonly onError: (err: unknown) => void = () => {}) {}

  /** Tells every listener; call after the transaction that made the change has committed. */
  publish(...changes: Change[]): void {
    this.apply(changes);
    if (this.transport && changes.length > 0) this.send(this.transport, changes);
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts sharing changes with the other instances through `transport`. */
  async connect(transport: ChangeTransport): Promise<void> {
    await transport.start({
      onMessage: (message) => this.receive(message),
      onGap: () => this.apply(EVERYTHING_CHANGED),
    });
    this.transport = transport;
  }

  /** Stops sharing (the transport closes). */
  async disconnect(): Promise<void> {
    const transport = this.transport;
    this.transport = null;
    await transport?.close();
  }

  /**
   * A transport message: applied unless this instance sent it or it is not a change message.
   * Never throws (it runs in the transport's event handler).
   */
  receive(message: string): void {
    try {
      const parsed: unknown = JSON.parse(message);
      if (isChangeMessage(parsed) && parsed.from !== this.instanceId) this.apply(parsed.changes);
    } catch (err) {
      this.onError(err);
    }
  }

  private apply(changes: Change[]): void {
    for (const change of changes) {
      for (const listener of this.listeners) listener(change);
    }
  }

  private send(transport: ChangeTransport, changes: Change[]): void {
    for (const change of changes) this.pending.push(JSON.stringify(change));
    if (!this.flushing) void this.flush(transport);
  }

  /** Sends what is pending, then what was published meanwhile, until nothing is left. */
  private async flush(transport: ChangeTransport): Promise<void> {
    this.flushing = true;
    while (this.pending.length > 0) {
      const items = this.pending;
      this.pending = [];
      for (const batch of batches(items)) {
        const message = `{"from":${JSON.stringify(this.instanceId)},"changes":[${batch.join(',')}]}`;
        await transport.send(message).catch(this.onError);
      }
    }
    this.flushing = false;
  }
}

/** Serialized changes in batches whose joined length stays under MAX_MESSAGE_CHARS. */
function batches(items: string[]): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const item of items) {
    if (current.length > 0 && size + item.length > MAX_MESSAGE_CHARS) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += item.length + 1;
  }
  if (current.length > 0) out.push(current);
  return out;
}
