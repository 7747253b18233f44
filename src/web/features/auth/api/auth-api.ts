/**
 * The account calls of the auth screens (spec section 7 and issue 4): login, the two
 * registration forms, and the password links. Registration posts forms (multipart), as the
 * spec's client does.
 */
import { useMutation } from '@tanstack/react-query';

import type {
  LoginBody,
  LoginResponse,
  MessageResponse,
  RegisterResponse,
} from '#shared/api/auth.ts';
import { apiPost, apiRequest } from '../../../lib/api-client.ts';

/** POST /api/login (json: name, password; remember is our addition). */
export function login(body: LoginBody): Promise<LoginResponse> {
  return apiPost<LoginResponse>('/api/login', body);
}
export function useLogin() {
  return useMutation({ mutationFn: login });
}

export type PersonalRegistration = {
  f_name: string;
  l_name: string;
  email: string;
  phone_number: string;
};

/** POST /api/register (form): personal accounts are role 3, sent unverified. */
export function registerPersonal(values: PersonalRegistration): Promise<RegisterResponse> {
  const form = new FormData();
  form.set('f_name', values.f_name);
  form.set('l_name', values.l_name);
  form.set('email', values.email);
  form.set('phone_number', values.phone_number);
  form.set('is_verified', '0');
  form.set('role_id', '3');
  return apiRequest<RegisterResponse>('/api/register', { method: 'POST', body: form });
}
export function useRegisterPersonal() {
  return useMutation({ mutationFn: registerPersonal });
}

export type ProviderRegistration = {
  business_name: string;
  contact_person: string;
  email: string;
  message: string;
  phone_number: string;
  logo: File;
};

/** POST /api/serviceProviderRegister (multipart with the logo file): providers are role 2. */
export function registerProvider(values: ProviderRegistration): Promise<RegisterResponse> {
  const form = new FormData();
  form.set('business_name', values.business_name);
  form.set('contact_person', values.contact_person);
  form.set('email', values.email);
  form.set('message', values.message);
  form.set('phone_number', values.phone_number);
  form.set('logo', values.logo);
  form.set('is_verified', '1');
  form.set('role_id', '2');
  return apiRequest<RegisterResponse>('/api/serviceProviderRegister', {
    method: 'POST',
    body: form,
  });
}
export function useRegisterProvider() {
  return useMutation({ mutationFn: registerProvider });
}

/** POST /api/password/forgot: the same neutral answer whether or not the address exists. */
export function forgotPassword(email: string): Promise<MessageResponse> {
  return apiPost<MessageResponse>('/api/password/forgot', { email });
}
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

/** POST /api/password/set: a set-up or reset link's token and the new password. */
export function setPassword(body: { token: string; password: string }): Promise<MessageResponse> {
  return apiPost<MessageResponse>('/api/password/set', body);
}
export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}

/** The first message of a registration failure: message.email[0], else the string message. */
export function firstRegistrationError(response: RegisterResponse): string | null {
  const { message } = response;
  if (typeof message === 'object' && message !== null) {
    return message.email?.[0] ?? null;
  }
  return null;
}
