import { useNavigate } from 'react-router';

import type { RegisterResponse } from '#shared/api/auth.ts';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useLegacySubmit, type LegacySubmitOptions } from '../../../lib/legacy-submit.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { firstRegistrationError } from '../api/auth-api.ts';

/** The email problem of a failed call (e.g. 'has already been taken'), if any. */
const emailProblem = (error: unknown) =>
  error instanceof ApiError ? (error.errors?.email?.[0] ?? null) : null;

/**
 * The submit of both registration forms (spec section 8): success shows the server's message and
 * goes to /Login; a failure shows the first server email message (also under the Email field),
 * else 'Something went wrong!'; a failed call shows its message.
 */
export function useRegistrationSubmit<V>(
  mutation: LegacySubmitOptions<V, RegisterResponse>['mutation'],
  showEmailProblem: (message: string) => void,
) {
  const navigate = useNavigate();
  return useLegacySubmit({
    mutation,
    onSuccess: async ({ message }) => {
      notifySuccess(typeof message === 'string' ? message : 'Registered', { autoClose: 8000 });
      await navigate(paths.login);
    },
    onFailure: (answer) => {
      const problem = firstRegistrationError(answer);
      if (problem) showEmailProblem(problem);
      notifyError(problem ?? MESSAGES.registrationFailed);
    },
    onError: (error) => {
      const problem = emailProblem(error);
      if (problem) showEmailProblem(problem);
      notifyError(
        problem ?? (error instanceof Error ? error.message : MESSAGES.registrationFailed),
      );
    },
  });
}
