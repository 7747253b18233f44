/** The member's private note on a service (issue 22 §4): GET and POST /api/private-note. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/endpoints.ts';
import type { PrivateNoteResponse } from '#shared/api/private-notes.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { WATCHLIST_KEY } from '../../../lib/watchlist.ts';

const NOTE_KEY = 'private-note';

export const privateNoteQueryOptions = (serviceId: number) =>
  queryOptions({
    queryKey: [NOTE_KEY, serviceId] as const,
    queryFn: ({ signal }) =>
      apiRequest(endpoints.privateNote, { service_id: serviceId }, { signal }),
  });

/**
 * The session user's note on the service. `known` (the watchlist answer's note, or null) fills
 * the query without a request; `enabled` false (a visitor) asks nothing.
 */
export function usePrivateNote(
  serviceId: number,
  known: string | null | undefined,
  enabled = true,
) {
  return useQuery({
    ...privateNoteQueryOptions(serviceId),
    enabled,
    ...(known === undefined
      ? {}
      : {
          initialData: { success: true as const, note: known, note_id: null, updated_at: null },
          // Just read with the watchlist: no second request for it.
          staleTime: 60_000,
        }),
  });
}

/** POST /api/private-note (json service_id, note; an empty note deletes it). */
export function useSavePrivateNote(serviceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      apiRequest(endpoints.savePrivateNote, { service_id: serviceId, note }),
    onSuccess: (answer: PrivateNoteResponse) => {
      client.setQueryData(privateNoteQueryOptions(serviceId).queryKey, answer);
      // The watchlist answer carries the notes of its cards.
      return client.invalidateQueries({ queryKey: [WATCHLIST_KEY] });
    },
  });
}
