import { errorMessage } from './api-client.ts';
import { notifyError, notifySuccess } from './notify.ts';

type Answer = { message: string };

/**
 * A mutation's callbacks for an action confirmed in a modal: the server's message (or
 * `fallback`) as a green toast, a failure as a red one; either way `settle` (closes the modal).
 */
export function toastOutcome(fallback: string, settle: () => void) {
  return {
    onSuccess: (answer: Answer) => notifySuccess(answer.message || fallback),
    onError: (error: unknown) => notifyError(errorMessage(error)),
    onSettled: settle,
  };
}

/**
 * A mutation's callbacks for a modal that asks for something: once sent, the server's message
 * (or `fallback`) as a green toast and `close`; a failure's message goes to `setError`, and the
 * modal stays open.
 */
export function closeWhenSent(
  close: () => void,
  setError: (message: string) => void,
  fallback = '',
) {
  return {
    onSuccess: (answer: Answer) => {
      notifySuccess(answer.message || fallback);
      close();
    },
    onError: (error: unknown) => setError(errorMessage(error)),
  };
}
