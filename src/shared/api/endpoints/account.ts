/**
 * The account calls (spec section 7): change the email, the password or the logo of the session
 * user (forms). The logo is a file part: the server route adds it to the body schema.
 */
import {
  AccountUpdateResponseSchema,
  AvailabilityBodySchema,
  AvailabilityResponseSchema,
  ChangePasswordBodySchema,
  UpdateEmailBodySchema,
  UpdateLogoFieldsSchema,
} from '../account.ts';
import { defineEndpoint } from '../endpoint.ts';

export const updateEmail = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/update-email',
  body: UpdateEmailBodySchema,
  response: AccountUpdateResponseSchema,
});

export const changePassword = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/change-password',
  body: ChangePasswordBodySchema,
  response: AccountUpdateResponseSchema,
});

/** Multipart: user_id plus the `logo` file part. */
export const updateLogo = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/update-logo',
  body: UpdateLogoFieldsSchema,
  response: AccountUpdateResponseSchema,
});

/** A provider's availability (issue 24 §1b): json `taking_new_work` and `back_on`. */
export const setAvailability = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/account/availability',
  body: AvailabilityBodySchema,
  response: AvailabilityResponseSchema,
});
