import type { Change, ServiceFacts } from '../../platform/changes/changes.ts';
import type { CardFilters } from './card-queries.ts';

/**
 * What each cached browse answer was built from, and which changes affect it. Conservative
 * where exactness would cost a query: a free-text list counts as matching every service its
 * other filters match.
 */
export type BrowseScope =
  /** A list of service cards: its filters and the owners of the cards its page showed. */
  | { kind: 'list'; filters: CardFilters; ownerIds: number[] }
  /** One service (detail page) and its owner (the provider block). */
  | { kind: 'service'; serviceId: number; ownerId: number }
  /** The reviews of a service. */
  | { kind: 'reviews'; serviceId: number }
  /** One provider's page. */
  | { kind: 'provider'; providerId: number }
  /** The provider directory. */
  | { kind: 'providers' }
  /** An empty search with its suggestions: counts of other places and sub categories. */
  | { kind: 'fallback' }
  /** Popular services, top sub categories and top providers. */
  | { kind: 'popular' }
  /** An answer that only the catalogue can change (an unknown sub category slug). */
  | { kind: 'catalogue' };

/** Whether the public sees a service: approved and listed. */
const isPublic = (s: ServiceFacts | null) => s?.status === 'approved' && s.listed;

/**
 * Whether a service serves the list's place (decision 116): covers the city, serves the suburb.
 * Facts without coverage keys count as serving anywhere.
 */
function servesPlace(filters: CardFilters, s: ServiceFacts): boolean {
  const { city, suburb } = filters;
  if (city === undefined && suburb === undefined) return true;
  if (s.coverage === undefined) return true;
  if (city === undefined) return suburb === s.suburb;
  const keys = suburb === undefined ? [`${city}/*`] : [`${city}/${suburb}`, city];
  return keys.some((k) => s.coverage!.includes(k));
}

/**
 * Whether a service (as it was or is) belongs to a list with these filters. The rating, price
 * and availability filters are not checked (conservative: as if it matched).
 */
export function serviceMatches(filters: CardFilters, s: ServiceFacts | null): boolean {
  if (!s) return false;
  if (filters.visibility === 'approved' && !isPublic(s)) return false;
  return (
    (filters.subCategoryId === undefined || filters.subCategoryId === s.subCategoryId) &&
    (filters.categoryId === undefined || filters.categoryId === s.categoryId) &&
    servesPlace(filters, s) &&
    (filters.postalCode === undefined || filters.postalCode === s.postalCode) &&
    (filters.type === undefined || s.types.includes(filters.type)) &&
    (filters.ownerId === undefined || filters.ownerId === s.ownerId)
  );
}

function affectedByService(scope: BrowseScope, facts: (ServiceFacts | null)[]): boolean {
  const ids = facts.flatMap((s) => (s ? [s.id] : []));
  const owners = facts.flatMap((s) => (s ? [s.ownerId] : []));
  switch (scope.kind) {
    case 'list':
      return facts.some((s) => serviceMatches(scope.filters, s));
    case 'service':
    case 'reviews':
      return ids.includes(scope.serviceId);
    case 'provider':
      return owners.includes(scope.providerId);
    case 'providers':
    case 'popular':
    case 'fallback':
      return facts.some(isPublic);
    case 'catalogue':
      return false;
  }
}

function affectedByProvider(scope: BrowseScope, providerId: number): boolean {
  switch (scope.kind) {
    case 'list':
      // Availability: a provider taking new work again enters every "taking new work" list.
      // (Its moving to the end of other lists shows within the cache's lifetime.)
      return (
        scope.filters.takingNewWork === true ||
        // Badges: a provider whose licence was checked (or dropped) enters (or leaves) them.
        scope.filters.verifiedOnly === true ||
        scope.filters.ownerId === providerId ||
        scope.ownerIds.includes(providerId)
      );
    case 'service':
      return scope.ownerId === providerId;
    case 'provider':
      return scope.providerId === providerId;
    case 'providers':
    case 'popular':
    case 'fallback':
      return true;
    case 'reviews':
    case 'catalogue':
      return false;
  }
}

/** The ScopeTest of the browse answers (platform/cache/response-cache.ts). */
export function browseScopeAffected(scope: BrowseScope, change: Change): boolean {
  switch (change.kind) {
    case 'catalogue':
      return true;
    case 'ads':
    case 'sessions':
    case 'conversation':
      return false;
    case 'provider':
      return affectedByProvider(scope, change.providerId);
    case 'service':
      return affectedByService(scope, [change.before, change.after]);
    case 'reviews':
      return affectedByService(scope, [change.service]);
  }
}

/** The scope of a page of cards. */
export function listScope(filters: CardFilters, ownerIds: number[]): BrowseScope {
  return { kind: 'list', filters, ownerIds };
}
