/** Badges that were checked (issue 27 §3): the provider's credentials and the admin's checks. */
import { z } from 'zod';

import { defineEndpoint } from '../endpoint.ts';
import {
  AdminCredentialsQuerySchema,
  AdminCredentialsResponseSchema,
  ApproveCredentialBodySchema,
  CredentialActionResponseSchema,
  CredentialFieldsSchema,
  CredentialListResponseSchema,
  CredentialParamsSchema,
  CredentialResponseSchema,
  RejectCredentialBodySchema,
} from '../credentials.ts';

export const listCredentials = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/credentials',
  response: CredentialListResponseSchema,
});

export const addCredential = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/credentials',
  body: CredentialFieldsSchema,
  response: CredentialResponseSchema,
});

/** The provider withdraws a credential (its badge goes at once). */
export const removeCredential = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/api/credentials/:id',
  params: CredentialParamsSchema,
  response: CredentialActionResponseSchema,
});

export const adminCredentials = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/admin/credentials',
  query: AdminCredentialsQuerySchema,
  response: AdminCredentialsResponseSchema,
});

export const approveCredential = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/credentials/:id/approve',
  params: CredentialParamsSchema,
  body: ApproveCredentialBodySchema,
  response: CredentialActionResponseSchema,
});

export const rejectCredential = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/credentials/:id/reject',
  params: CredentialParamsSchema,
  body: RejectCredentialBodySchema,
  response: CredentialActionResponseSchema,
});

/**
 * The certificate of a credential, as it was uploaded (a PDF or an image): for its owner and
 * admins only (403 for anyone else). Not JSON: the answer is the file's bytes.
 */
export const credentialCertificate = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/credentials/:id/certificate',
  params: CredentialParamsSchema,
  response: z.unknown().meta({ type: 'string', format: 'binary' }),
});
