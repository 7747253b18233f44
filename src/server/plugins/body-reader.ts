import type { FastifyInstance } from 'fastify';

import { readMultipart, withListNames, type FileFields } from '../lib/form-input.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The file fields a route takes from a multipart body (others are drained). */
    files?: FileFields;
    /** Names of the route's fields in validation messages (lib/field-labels.ts). */
    fieldLabels?: Record<string, string>;
  }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every call reads the three encodings the original client sends: JSON and urlencoded are parsed
 * by Fastify, multipart is read here into the same plain body object (files of the route's
 * `config.files` included) before validation, so a multipart search is filtered like a JSON
 * one. Other content types get 415 (Fastify's content-type parsers).
 */
export function registerBodyReader(app: FastifyInstance): void {
  // Plain text is no form: without this a text body reached validation as a string (400).
  app.removeContentTypeParser('text/plain');
  app.addHook('preValidation', async (request) => {
    if (!BODY_METHODS.has(request.method)) return;
    if (request.isMultipart()) {
      request.body = await readMultipart(request, request.routeOptions.config.files ?? {});
    } else if (isPlainObject(request.body)) {
      request.body = withListNames(request.body);
    }
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
