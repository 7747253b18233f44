import type { ServiceStatus, ServiceType } from '#shared/constants.ts';
import type { services } from '../db/schema/index.ts';

/**
 * What a write changed, declared by the service function that made it (after its commit), so
 * that caches drop exactly what the change affects (docs/decisions/022-change-events.md).
 * Changes are plain JSON: a later transport can carry them to other instances.
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
  | { kind: 'ads' };

export type ChangeListener = (change: Change) => void;

/** The app's change events: service functions publish, caches listen. */
export class ChangeBus {
  private readonly listeners = new Set<ChangeListener>();

  /** Tells every listener; call after the transaction that made the change has committed. */
  publish(...changes: Change[]): void {
    for (const change of changes) {
      for (const listener of this.listeners) listener(change);
    }
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
