import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressRemembered } from './compressed-memo.ts';
import { COMPRESS_MIN_BYTES, pickEncoding } from './content-encoding.ts';
import type { AnswerBody } from './raw-json.ts';
import type { ResponseCache, Scoped } from './response-cache.ts';

/**
 * Answers a read, from the anonymous micro-cache when it may (platform/cache/response-cache.ts): the key is
 * the route and its validated input (without user_id, which changes nothing for anonymous
 * visitors). The body goes out compressed when the client accepts it, compressed once per
 * entry. Session users, `Cache-Control: no-cache` and apps without a cache take the direct path:
 * the answer is serialized and compressed right here, at the fastest levels, unless the same text
 * was compressed a moment ago (compressed-memo.ts).
 */
export async function cachedRead<T, S>(
  cache: ResponseCache<S> | null,
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    serialize: (answer: T) => AnswerBody;
    input: object;
    read: () => Promise<Scoped<T, S>>;
  },
): Promise<T | FastifyReply> {
  const noCache = /no-cache/i.test(request.headers['cache-control'] ?? '');
  if (request.user || !cache || noCache) {
    const { answer } = await options.read();
    return sendJson(request, reply, options.serialize(answer));
  }
  const { user_id: _ignored, ...rest } = options.input as { user_id?: unknown };
  const key = `${request.routeOptions.url ?? request.url}:${JSON.stringify(rest)}`;
  const { body, state } = await cache.get(key, async () => {
    const { answer, scope } = await options.read();
    return { json: options.serialize(answer), scope };
  });
  reply
    .header('x-cache', state)
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding && body.json.length >= COMPRESS_MIN_BYTES) {
    const bytes = body.encode(encoding);
    return reply.header('content-encoding', encoding).send(bytes);
  }
  return reply.serializer((payload) => payload as string).send(body.json);
}

/** Sends JSON text, compressed on the spot when the client accepts it and it is worth it. */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  json: AnswerBody,
): FastifyReply {
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding && json.length >= COMPRESS_MIN_BYTES) {
    return reply.header('content-encoding', encoding).send(compressRemembered(json, encoding));
  }
  return reply.serializer((payload) => payload as string).send(json);
}
