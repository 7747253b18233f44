import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change: once `call` worked, every cached query under each of `keys` (key prefixes) refreshes,
 * and the change settles after that refresh.
 */
export function useRefreshingMutation<V, A>(
  call: (variables: V) => Promise<A>,
  keys: readonly QueryKey[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
