/**
 * Work is never lost (issue 22 §3): the server-side draft of the add and edit forms, and photos
 * staged when picked. A staged photo is the `image` file part: the server route adds it to the
 * body schema; the web sends FormData.
 */
import {
  DeleteStagedImageResponseSchema,
  DraftChangeResponseSchema,
  DraftQuerySchema,
  DraftResponseSchema,
  SaveDraftBodySchema,
  StagedImageParamsSchema,
  StageImageFieldsSchema,
  StageImageResponseSchema,
} from '../drafts.ts';
import { defineEndpoint } from '../endpoint.ts';

export const getServiceDraft = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/service-draft',
  query: DraftQuerySchema,
  response: DraftResponseSchema,
});

export const saveServiceDraft = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/api/service-draft',
  body: SaveDraftBodySchema,
  response: DraftChangeResponseSchema,
});

export const discardServiceDraft = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/api/service-draft',
  query: DraftQuerySchema,
  response: DraftChangeResponseSchema,
});

/** Multipart: `count` plus the `image` file part. */
export const stageImage = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/staged-images',
  body: StageImageFieldsSchema,
  response: StageImageResponseSchema,
});

export const deleteStagedImage = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/api/staged-images/:id',
  params: StagedImageParamsSchema,
  response: DeleteStagedImageResponseSchema,
});
