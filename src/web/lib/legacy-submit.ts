import { MESSAGES } from '#shared/messages.ts';
import { errorMessage, isUnauthorized } from './api-client.ts';
import { notifyError } from './notify.ts';

/** A legacy answer (spec section 7): status 1 is success, status 0 a refusal with a message. */
export type LegacyAnswer = { status: 0 | 1; message: unknown };

export type LegacySubmitOptions<V, R extends LegacyAnswer> = {
  /** The mutation (useMutation's result) that sends the form. */
  mutation: { mutateAsync: (values: V) => Promise<R>; isPending: boolean };
  /** Status 1. */
  onSuccess: (answer: R) => void | Promise<void>;
  /** Status 0. Default: a red toast of the server's message, titled `failureTitle`. */
  onFailure?: (answer: R) => void;
  failureTitle?: string;
  /**
   * A failed call (4xx, 5xx, network). Default: 'Something went wrong' with the error. A 401 is
   * never passed here: the route guard of member pages forgets the stale user and asks to log in.
   */
  onError?: (error: unknown) => void;
};

/** The default of onError: 'Something went wrong' with the error's message. */
export function notifySomethingWentWrong(error: unknown): void {
  notifyError(errorMessage(error), { title: MESSAGES.somethingWentWrong });
}

/**
 * The submit logic of the legacy forms (login, registration, account changes): send, then
 * success, refusal (status 0) or failure. Returns the submit function and whether it is sending.
 */
export function useLegacySubmit<V, R extends LegacyAnswer>({
  mutation,
  onSuccess,
  failureTitle,
  onFailure = (answer) =>
    notifyError(String(answer.message), failureTitle ? { title: failureTitle } : {}),
  onError = notifySomethingWentWrong,
}: LegacySubmitOptions<V, R>) {
  const submit = async (values: V): Promise<void> => {
    let answer: R;
    try {
      answer = await mutation.mutateAsync(values);
    } catch (error) {
      if (!isUnauthorized(error)) onError(error);
      return;
    }
    if (answer.status === 1) await onSuccess(answer);
    else onFailure(answer);
  };
  return { submit, pending: mutation.isPending };
}
