/**
 * Work is never lost (issue 22 §3): the server-side draft of the add and edit forms, and photos
 * staged the moment they are picked.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SaveDraftBody } from '#shared/api/drafts.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The draft's path (the page-hide save posts to it with a keepalive fetch). */
export const DRAFT_PATH = endpoints.saveServiceDraft.path;

export const draftQueryOptions = (serviceId: number | undefined) =>
  queryOptions({
    queryKey: ['listings', 'draft', serviceId ?? 'new'] as const,
    queryFn: ({ signal }) =>
      apiRequest(endpoints.getServiceDraft, serviceId ? { service_id: serviceId } : {}, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** GET /api/service-draft: the draft of the add form, or of the service being edited. */
export function useServiceDraft(serviceId: number | undefined, enabled = true) {
  return useQuery({ ...draftQueryOptions(serviceId), enabled });
}

/** PUT /api/service-draft, in the background (typing never waits for it). */
export const saveServiceDraft = (body: SaveDraftBody) =>
  apiRequest(endpoints.saveServiceDraft, body, { background: true });

/** DELETE /api/service-draft: start over. */
export const discardServiceDraft = (serviceId: number | undefined) =>
  apiRequest(endpoints.discardServiceDraft, serviceId ? { service_id: serviceId } : {});

/** POST /api/staged-images: one picked photo; `count` is how many the form already has. */
export function stageImage(file: File, count: number) {
  const body = new FormData();
  body.set('count', String(count));
  body.set('image', file);
  return apiRequest(endpoints.stageImage, body);
}

/** DELETE /api/staged-images/{id}: a staged photo removed from the form. */
export const deleteStagedImage = (id: number) =>
  apiRequest(endpoints.deleteStagedImage, undefined, { params: { id } });
