/**
 * A provider's own services (spec section 7, issue 9): add and edit (multipart), the owner's
 * edit view, removing a picture. The form's files (main_service_image, service_image[]) are
 * file parts: the server routes add them to the body schema; the web sends FormData.
 */
import { z } from 'zod';

import { STAGED_FIELDS } from '../drafts.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  checkServicePlace,
  checkServicePrice,
  DeleteImageBodySchema,
  DeleteImageResponseSchema,
  EditableServiceResponseSchema,
  SERVICE_FIELDS,
  ServiceSaveResponseSchema,
  ServiceSlugParamsSchema,
} from '../listings.ts';

/** The service form's text fields: the spec's fields and the staged photos' ids. */
const ServiceFormFieldsSchema = /* @__PURE__ */ z
  .object({ ...SERVICE_FIELDS, ...STAGED_FIELDS })
  .superRefine(checkServicePlace)
  .superRefine(checkServicePrice);

export const addService = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/add-service',
  body: ServiceFormFieldsSchema,
  response: ServiceSaveResponseSchema,
});

export const updateService = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/update-service/:slug',
  params: ServiceSlugParamsSchema,
  body: ServiceFormFieldsSchema,
  response: ServiceSaveResponseSchema,
});

export const deleteImage = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/delete-image',
  body: DeleteImageBodySchema,
  response: DeleteImageResponseSchema,
});

export const providerServices = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/provider-services/:slug',
  params: ServiceSlugParamsSchema,
  response: EditableServiceResponseSchema,
});
