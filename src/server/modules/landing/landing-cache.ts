import { AGGREGATE_TTL_MS, TtlValue } from '../../platform/cache/ttl-value.ts';
import type { ChangeBus } from '../../platform/changes/changes.ts';

/**
 * The landing module's grouped counts, kept per app (decision 122): what "Browse by city" and a
 * landing page show besides their services are GROUP BYs over every public service of a city
 * (or of all cities), 30 ms to 0.5 s at 100k services. Like the home page's aggregates
 * (browse/read-model), each may lag by AGGREGATE_TTL_MS, or COST_FACTOR times its cost, and is
 * served stale while one refresh runs. A change to services or providers expires them; a
 * change to the catalogue (names, slugs, active flags) drops them.
 */
export class LandingCache {
  private readonly values = new Map<string, TtlValue<unknown>>();

  constructor(changes: ChangeBus) {
    changes.subscribe((change) => {
      if (change.kind === 'catalogue') this.values.forEach((v) => v.invalidate());
      else if (change.kind === 'service' || change.kind === 'provider') {
        this.values.forEach((v) => v.expire());
      }
    });
  }

  /** The value under this key, computed by `load` when missing or stale. */
  get<V>(key: string, load: () => Promise<V>): Promise<V> {
    let value = this.values.get(key) as TtlValue<V> | undefined;
    if (!value) {
      // Keys are sub categories and categories × cities: a few hundred at most.
      if (this.values.size >= MAX_KEYS) this.values.clear();
      value = new TtlValue(AGGREGATE_TTL_MS, load);
      this.values.set(key, value);
    }
    return value.get();
  }
}

const MAX_KEYS = 2000;
