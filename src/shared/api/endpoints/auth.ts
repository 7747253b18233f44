/**
 * The auth calls (spec section 7, issue 4): the two registration forms, login, logout, the
 * session user and the password links. The provider form's logo is a file part: the server
 * route adds it to the body schema (a file is a server-side value), the web sends FormData.
 */
import {
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  MeResponseSchema,
  MessageResponseSchema,
  ProviderRegisterBodySchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  SetPasswordBodySchema,
} from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';

export const register = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/register',
  body: RegisterBodySchema,
  response: RegisterResponseSchema,
});

/** Multipart: these fields plus the `logo` file part. */
export const serviceProviderRegister = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/serviceProviderRegister',
  body: ProviderRegisterBodySchema,
  response: RegisterResponseSchema,
});

export const login = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/login',
  body: LoginBodySchema,
  response: LoginResponseSchema,
});

export const logout = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/logout',
  response: MessageResponseSchema,
});

export const me = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/me',
  response: MeResponseSchema,
});

export const forgotPassword = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/password/forgot',
  body: ForgotPasswordBodySchema,
  response: MessageResponseSchema,
});

export const setPassword = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/password/set',
  body: SetPasswordBodySchema,
  response: MessageResponseSchema,
});
