import type { EnquiryResponse } from '#shared/api/members.ts';
import { STORAGE_KEYS, type EnquiryType } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMemberAction } from '../../../lib/member-action.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { writeString } from '../../../lib/storage.ts';
import { useSendEnquiry } from '../api/members-api.ts';

/** The service an enquiry is about: its id and its provider. */
export type EnquiryTarget = { serviceId: number; providerId: number };

/**
 * Sends an email or call enquiry with the answers of spec section 8: success 'Enquiry send to
 * service provider', a repeat 'Already set enquiry to the provider' (warning), anything else
 * 'Something went wrong!'. After an enquiry (new or repeated) the spec's enquireProvider flag of
 * the service is stored. Resolves to the answer, or null when the call failed.
 */
export function useEnquiry({ serviceId, providerId }: EnquiryTarget) {
  const send = useSendEnquiry();
  const { handleError } = useMemberAction();
  const submit = async (type: EnquiryType, message?: string): Promise<EnquiryResponse | null> => {
    let answer: EnquiryResponse;
    try {
      answer = await send.mutateAsync({ serviceId, providerId, type, message });
    } catch (error) {
      if (!handleError(error)) {
        notifyError(errorMessage(error), { title: MESSAGES.enquiryFailed });
      }
      return null;
    }
    if (answer.success || answer.message === MESSAGES.enquiryRepeat) {
      writeString(STORAGE_KEYS.enquireProvider(serviceId), 'true');
    }
    if (answer.success) notifySuccess(MESSAGES.enquirySent);
    else if (answer.message === MESSAGES.enquiryRepeat) notifyWarning(MESSAGES.enquiryRepeat);
    else notifyError(answer.message, { title: MESSAGES.enquiryFailed });
    return answer;
  };
  return { submit, pending: send.isPending };
}
