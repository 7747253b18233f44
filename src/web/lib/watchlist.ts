/**
 * The watchlist calls (spec section 7) and the in-place add/remove of the cards, the service page
 * and /Watchlist: an optimistic change of every cached answer that shows the service, rolled back
 * when the call fails, then a refresh of the lists (spec section 4).
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

import * as endpoints from '#shared/api/endpoints.ts';
import type { WatchlistChangeResponse } from '#shared/api/members.ts';
import { apiRequest } from './api-client.ts';

/** The browse answers (cards, service detail) all start with this key; see browse-api.ts. */
const BROWSE_KEY = 'browse';
export const WATCHLIST_KEY = 'watchlist';

export const watchlistQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [WATCHLIST_KEY, page] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.getWatchList, { page }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/get-watch-list: the member's watched services (ids and cards). */
export function useWatchlist(page = 1) {
  return useQuery(watchlistQueryOptions(page));
}

/** A status-0 answer of add-watch-list / remove-watch-list, thrown so the change rolls back. */
export class WatchRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WatchRefusedError';
  }
}

export type WatchChange = { serviceId: number; watch: boolean };

async function sendWatchChange({
  serviceId,
  watch,
}: WatchChange): Promise<WatchlistChangeResponse> {
  const answer = watch
    ? await apiRequest(endpoints.addWatchList, { service_id: serviceId })
    : await apiRequest(endpoints.removeWatchList, { service_id: serviceId });
  if (answer.status !== 1) throw new WatchRefusedError(answer.message);
  return answer;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A copy of a cached answer with the service's flags set: the card keys (`watchList`,
 * `watchlist`) on every object of that id, `added_to_watchlist` on its detail answer, and the
 * service left out of the watchlist answer when it is removed.
 */
export function withWatchFlag(data: unknown, { serviceId, watch }: WatchChange): unknown {
  const flag = watch ? 1 : 0;
  // Only the watchlist answer drops a removed card; the other lists keep it, unflagged.
  const inWatchlist = isRecord(data) && Array.isArray(data.result) && 'services' in data;
  const dropped = (item: unknown) =>
    inWatchlist && !watch && isRecord(item) && item.id === serviceId && 'watchList' in item;
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.filter((item) => !dropped(item)).map(visit);
    if (!isRecord(value)) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) copy[key] = visit(inner);
    if (copy.id === serviceId && 'watchList' in copy) Object.assign(copy, watchFlags(flag));
    if ('added_to_watchlist' in copy && isRecord(copy.services) && copy.services.id === serviceId) {
      copy.added_to_watchlist = flag;
    }
    return copy;
  };
  const result = visit(data);
  if (inWatchlist && !watch && isRecord(result) && Array.isArray(result.result)) {
    result.result = result.result.filter((id) => id !== serviceId);
  }
  return result;
}

const watchFlags = (flag: 0 | 1) => ({ watchList: flag, watchlist: flag });

type Snapshot = [QueryKey, unknown][];

/** Applies the change to every cached browse and watchlist answer; returns what was there. */
async function applyOptimistically(client: QueryClient, change: WatchChange): Promise<Snapshot> {
  const filters = [{ queryKey: [BROWSE_KEY] }, { queryKey: [WATCHLIST_KEY] }];
  await Promise.all(filters.map((filter) => client.cancelQueries(filter)));
  const snapshot = filters.flatMap((filter) => client.getQueriesData(filter));
  for (const filter of filters) {
    client.setQueriesData(filter, (old: unknown) =>
      old === undefined ? old : withWatchFlag(old, change),
    );
  }
  return snapshot;
}

/**
 * Adds or removes a service in place. The flag changes at once everywhere it shows; a failed
 * call (a refusal, 4xx/5xx, offline) puts every answer back; either way the lists refresh.
 * The screens give the messages (they differ between the cards and /Watchlist).
 */
export function useWatchToggle(notify: {
  onSuccess: (answer: WatchlistChangeResponse, change: WatchChange) => void;
  onError: (error: unknown, change: WatchChange) => void;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendWatchChange,
    onMutate: (change) => applyOptimistically(client, change),
    onSuccess: notify.onSuccess,
    onError: (error, change, snapshot) => {
      for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
      notify.onError(error, change);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: [BROWSE_KEY] });
      void client.invalidateQueries({ queryKey: [WATCHLIST_KEY] });
    },
  });
}
