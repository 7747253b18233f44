/**
 * The provider's own services (spec section 7, issue 9): the owner's edit view, add-service and
 * update-service (multipart), and delete-image.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/endpoints.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const editableServiceQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['listings', 'editable', slug] as const,
    queryFn: ({ signal }) =>
      apiRequest(endpoints.providerServices, undefined, { params: { slug }, signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
/** GET /api/provider-services/{slug}: every field of one's own service (the edit form). */
export function useEditableService(slug: string) {
  return useQuery(editableServiceQueryOptions(slug));
}

/** The service lists and pages show the change at once. */
function useRefreshServices() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] === 'browse' || queryKey[0] === 'listings',
    });
}

/** POST /api/add-service, or POST /api/update-service/{slug} when `slug` is given. */
export function useSaveService(slug?: string) {
  const refresh = useRefreshServices();
  return useMutation({
    mutationFn: (body: FormData) =>
      slug
        ? apiRequest(endpoints.updateService, body, { params: { slug } })
        : apiRequest(endpoints.addService, body),
    onSuccess: refresh,
  });
}

/** POST /api/delete-image: removes one gallery picture of one's own service at once. */
export function useDeleteImage() {
  const refresh = useRefreshServices();
  return useMutation({
    mutationFn: (url: string) => apiRequest(endpoints.deleteImage, { url }),
    onSuccess: refresh,
  });
}
