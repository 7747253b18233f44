import { useState } from 'react';

import { toastOutcome } from '../../lib/mutation-outcome.ts';

/** What the step reads of a TanStack mutation. */
type Mutation<V> = {
  mutate: (variables: V, callbacks: ReturnType<typeof toastOutcome>) => void;
  isPending: boolean;
};

/**
 * An action asked about first in a ConfirmModal: `ask(item)` opens the modal; Confirm sends
 * `variablesOf(item)` with its outcome in a toast (the server's message, or `fallback`), and the
 * modal closes once the call settles. Spread `modal` (opened, busy, onClose, onConfirm) into it.
 */
export function useConfirmStep<T, V>(
  mutation: Mutation<V>,
  fallback: string,
  variablesOf: (item: T) => V,
) {
  const [item, setItem] = useState<T | null>(null);
  const close = () => setItem(null);
  const confirm = () => {
    if (item !== null) mutation.mutate(variablesOf(item), toastOutcome(fallback, close));
  };
  return {
    item,
    ask: setItem,
    modal: { opened: item !== null, busy: mutation.isPending, onClose: close, onConfirm: confirm },
  };
}
