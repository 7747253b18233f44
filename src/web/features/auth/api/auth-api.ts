/**
 * The account calls of the auth screens (spec section 7 and issue 4): login, the two
 * registration forms, and the password links. Registration posts forms (multipart), as the
 * spec's client does.
 */
import { useMutation } from '@tanstack/react-query';

import type {
  ForgotPasswordBody,
  LoginBody,
  ProviderRegisterBody,
  RegisterBody,
  RegisterResponse,
  SetPasswordBody,
} from '#shared/api/auth.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { ROLE } from '#shared/constants.ts';
import { apiRequest, toFormData } from '../../../lib/api-client.ts';

/** POST /api/login (json: name, password; remember is our addition). */
export function login(body: LoginBody) {
  return apiRequest(endpoints.login, body);
}
export function useLogin() {
  return useMutation({ mutationFn: login });
}

export type PersonalRegistration = Pick<
  RegisterBody,
  'f_name' | 'l_name' | 'email' | 'phone_number'
>;

/** POST /api/register (form): personal accounts are role 3, sent unverified. */
export function registerPersonal(values: PersonalRegistration) {
  const body = toFormData({ ...values, is_verified: 0, role_id: ROLE.customer });
  return apiRequest(endpoints.register, body);
}
export function useRegisterPersonal() {
  return useMutation({ mutationFn: registerPersonal });
}

export type ProviderRegistration = Pick<
  ProviderRegisterBody,
  'business_name' | 'contact_person' | 'email' | 'message' | 'phone_number'
> & { logo: File };

/** POST /api/serviceProviderRegister (multipart with the logo file): providers are role 2. */
export function registerProvider(values: ProviderRegistration) {
  const body = toFormData({ ...values, is_verified: 1, role_id: ROLE.provider });
  return apiRequest(endpoints.serviceProviderRegister, body);
}
export function useRegisterProvider() {
  return useMutation({ mutationFn: registerProvider });
}

/** POST /api/password/forgot: the same neutral answer whether or not the address exists. */
export function forgotPassword(body: ForgotPasswordBody) {
  return apiRequest(endpoints.forgotPassword, body);
}
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

/** POST /api/password/set: a set-up or reset link's token and the new password. */
export function setPassword(body: SetPasswordBody) {
  return apiRequest(endpoints.setPassword, body);
}
export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}

/** The first message of a registration failure: message.email[0], else null. */
export function firstRegistrationError(response: RegisterResponse): string | null {
  const { message } = response;
  return typeof message === 'object' ? (message.email?.[0] ?? null) : null;
}
