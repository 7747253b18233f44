import { describe, expect, it } from 'vitest';

import type { ServiceFacts } from '../../platform/changes/changes.ts';
import { browseScopeAffected, serviceMatches, type BrowseScope } from './cache-scopes.ts';

const service: ServiceFacts = {
  id: 7,
  ownerId: 3,
  status: 'approved',
  listed: true,
  categoryId: 1,
  subCategoryId: 10,
  city: 'Wellington',
  suburb: 'Karori',
  postalCode: null,
  types: ['residential', 'trade'],
  coverage: ['Wellington/*', 'Wellington/Karori'],
};

describe('browse cache scopes', () => {
  it('matches a service to the lists whose every filter it meets', () => {
    const approved = { visibility: 'approved' } as const;
    expect(serviceMatches({ ...approved, subCategoryId: 10, city: 'Wellington' }, service)).toBe(
      true,
    );
    expect(serviceMatches({ ...approved, subCategoryId: 10, city: 'Auckland' }, service)).toBe(
      false,
    );
    // Its place is its coverage (decision 116): a suburb it serves, not another one…
    const at = (suburb: string) => ({ ...approved, city: 'Wellington', suburb });
    expect(serviceMatches(at('Karori'), service)).toBe(true);
    expect(serviceMatches(at('Kelburn'), service)).toBe(false);
    // …and, covering all of Wellington, every suburb of it; facts without keys: any place.
    const wide = { ...service, coverage: ['Wellington', 'Wellington/*', 'Wellington/Karori'] };
    expect(serviceMatches(at('Kelburn'), wide)).toBe(true);
    expect(serviceMatches({ ...approved, city: 'Auckland' }, wide)).toBe(false);
    expect(serviceMatches(at('Kelburn'), { ...service, coverage: undefined })).toBe(true);
    expect(serviceMatches({ ...approved, type: 'trade' }, service)).toBe(true);
    expect(serviceMatches({ ...approved, type: 'commercial' }, service)).toBe(false);
    // Free text is not evaluated: a query list counts as matching.
    expect(serviceMatches({ ...approved, q: 'anything' }, service)).toBe(true);
    // A pending service is in no public list, but in its owner's own list.
    const pending = { ...service, status: 'pending' as const };
    expect(serviceMatches({ ...approved, subCategoryId: 10 }, pending)).toBe(false);
    expect(serviceMatches({ visibility: 'any', ownerId: 3 }, pending)).toBe(true);
  });

  it('drops what a service change touches, before and after, and nothing else', () => {
    const moved = {
      kind: 'service' as const,
      before: service,
      after: {
        ...service,
        city: 'Auckland',
        suburb: 'Ponsonby',
        coverage: ['Auckland/*', 'Auckland/Ponsonby'],
      },
    };
    const list = (city: string): BrowseScope => ({
      kind: 'list',
      filters: { visibility: 'approved', subCategoryId: 10, city },
      ownerIds: [],
    });
    expect(browseScopeAffected(list('Wellington'), moved)).toBe(true);
    expect(browseScopeAffected(list('Auckland'), moved)).toBe(true);
    expect(browseScopeAffected(list('Hamilton'), moved)).toBe(false);
    expect(browseScopeAffected({ kind: 'service', serviceId: 7, ownerId: 3 }, moved)).toBe(true);
    expect(browseScopeAffected({ kind: 'service', serviceId: 8, ownerId: 3 }, moved)).toBe(false);
    expect(browseScopeAffected({ kind: 'provider', providerId: 3 }, moved)).toBe(true);
    expect(browseScopeAffected({ kind: 'provider', providerId: 4 }, moved)).toBe(false);
    expect(browseScopeAffected({ kind: 'popular' }, moved)).toBe(true);
    expect(browseScopeAffected({ kind: 'catalogue' }, moved)).toBe(false);
  });

  it('leaves public answers alone when a service changes out of sight', () => {
    const hidden = { ...service, status: 'pending' as const };
    const edit = { kind: 'service' as const, before: hidden, after: { ...hidden, title: 'x' } };
    expect(browseScopeAffected({ kind: 'popular' }, edit)).toBe(false);
    expect(browseScopeAffected({ kind: 'providers' }, edit)).toBe(false);
    const publicList: BrowseScope = {
      kind: 'list',
      filters: { visibility: 'approved', subCategoryId: 10 },
      ownerIds: [3],
    };
    expect(browseScopeAffected(publicList, edit)).toBe(false);
  });

  it("drops a provider's cards, page and the directory when the provider changes", () => {
    const change = { kind: 'provider' as const, providerId: 3 };
    const listWith = (ownerIds: number[]): BrowseScope => ({
      kind: 'list',
      filters: { visibility: 'approved' },
      ownerIds,
    });
    expect(browseScopeAffected(listWith([3, 5]), change)).toBe(true);
    expect(browseScopeAffected(listWith([5]), change)).toBe(false);
    expect(browseScopeAffected({ kind: 'providers' }, change)).toBe(true);
    expect(browseScopeAffected({ kind: 'reviews', serviceId: 7 }, change)).toBe(false);
  });

  it('treats a catalogue change as affecting everything and an ads change as nothing here', () => {
    expect(browseScopeAffected({ kind: 'reviews', serviceId: 1 }, { kind: 'catalogue' })).toBe(
      true,
    );
    expect(browseScopeAffected({ kind: 'popular' }, { kind: 'ads' })).toBe(false);
  });
});

describe('a lapsed subscription', () => {
  it('takes an unlisted service out of public lists like a pending one', () => {
    const unlisted = { ...service, listed: false };
    const list: BrowseScope = {
      kind: 'list',
      filters: { visibility: 'approved', subCategoryId: 10 },
      ownerIds: [],
    };
    expect(serviceMatches(list.filters, unlisted)).toBe(false);
    const change = { kind: 'service' as const, before: service, after: unlisted };
    expect(browseScopeAffected(list, change)).toBe(true);
    expect(browseScopeAffected({ kind: 'popular' }, change)).toBe(true);
  });
});
