import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';

import { IMAGE_MAX_BYTES, IMAGES_PER_SERVICE_MAX } from '#shared/constants.ts';
import type { Config } from './config.ts';
import type { Db, DbHandle } from './db/client.ts';
import { isDatabaseUnavailable } from './db/errors.ts';
import { ChangeBus } from './platform/changes/changes.ts';
import { COMPRESS_MIN_BYTES } from './platform/cache/content-encoding.ts';
import type { RenditionStatus } from './platform/storage/images.ts';
import type { CacheStats } from './platform/cache/response-cache.ts';
import { createPaymentGateway, type PaymentGateway } from './platform/payments/index.ts';
import type { LimitStore } from './platform/changes/limit-store.ts';
import { openSharedState, type SharedState } from './platform/changes/shared-state.ts';
import { UPLOADS_PREFIX, type Storage } from './platform/storage/storage.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { browseRoutes } from './modules/browse/browse.routes.ts';
import { createBrowseReads } from './modules/browse/browse-context.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { conversationsRoutes } from './modules/conversations/conversations.routes.ts';
import { credentialsRoutes } from './modules/credentials/credentials.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { landingRoutes } from './modules/landing/landing.routes.ts';
import { hasMissingRenditions } from './modules/listings/image-renditions.service.ts';
import { draftsRoutes } from './modules/drafts/drafts.routes.ts';
import { listingsRoutes } from './modules/listings/listings.routes.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { createPageRenderer } from './modules/pages/pages.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { registerBodyReader } from './plugins/body-reader.ts';
import { registerErrorHandlers } from './plugins/error-handler.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSession } from './plugins/session.ts';
import { registerStoredFiles } from './plugins/stored-files.ts';

/** What every module gets: configuration, database, storage and the change events. */
export type AppDeps = {
  config: Config;
  dbHandle: DbHandle;
  db: Db;
  storage: Storage;
  /** Writes publish what they changed; caches listen (platform/changes/changes.ts). */
  changes: ChangeBus;
  /** Card payments: local test cards, or Stripe (lib/payments). */
  payments: PaymentGateway;
  /** Rate-limit and lock-out counters: memory, or Redis shared by the instances (platform/changes/rate-limit.ts). */
  limits: LimitStore;
  /** Whether every stored image has its renditions, so pages offer a `srcset` (decision 103). */
  renditions: RenditionStatus;
  /**
   * The clock of time-based rules kept in code (issue 26: job expiry, the 48 h invite answer,
   * the 7-day confirmation), in epoch ms: `Date.now`, or a test's manual clock (decision 114).
   * Read at call time (`app.deps.now()`), so a test may replace it after the build.
   */
  now: () => number;
};

/** What a caller gives buildApp (the database instance and change bus are derived). */
export type AppInput = Pick<AppDeps, 'config' | 'dbHandle' | 'storage'> &
  Partial<Pick<AppDeps, 'changes' | 'payments' | 'now'>>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Counters of the anonymous micro-cache (null when RESPONSE_CACHE is off): for the bench. */
    responseCacheStats: () => CacheStats | null;
  }
}

export type BuildAppOptions = {
  logger?: FastifyServerOptions['logger'];
};

export type App = FastifyInstance;

/** A hop count becomes a function: trust that many proxies in front of us. */
function toFastifyTrustProxy(value: Config['trustProxy']): boolean | string | TrustHops {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}
type TrustHops = (address: string, hop: number) => boolean;

function securityHeaders(app: FastifyInstance, config: Config): void {
  const isHttps = config.publicUrl.startsWith('https://');
  const stripe = config.paymentMode === 'stripe' ? ['https://js.stripe.com'] : [];
  // Uploads served by a public bucket or CDN (S3_PUBLIC_URL) are images from its origin.
  const s3Origin = config.s3?.publicUrl ? new URL(config.s3.publicUrl).origin : null;
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        // Over plain http, upgrading would break every asset (stack-notes gotcha 9).
        upgradeInsecureRequests: isHttps ? [] : null,
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(s3Origin ? [s3Origin] : [])],
        // Stripe.js only in stripe mode (the card field is its frame); local mode needs none.
        frameSrc: ["'self'", ...stripe],
        scriptSrc: ["'self'", ...stripe],
        connectSrc: [
          "'self'",
          ...(config.paymentMode === 'stripe' ? ['https://api.stripe.com'] : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
      },
    },
    hsts: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}

/** Compression, cookies, bodies, rate limits and the OpenAPI page. */
async function registerPlugins(
  app: FastifyInstance,
  config: Config,
  shared: SharedState,
): Promise<void> {
  // Answers built per request are compressed on the event loop: the fastest levels keep that
  // cheap (a 25 KB list: 0.23 ms at brotli 1 vs 0.56 ms at 4) for ~10 % more bytes. Cached
  // answers are compressed once, harder (platform/cache/response-cache.ts).
  await app.register(compress, {
    threshold: COMPRESS_MIN_BYTES,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
  });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 1024 * 1024 });
  await app.register(multipart, {
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: IMAGES_PER_SERVICE_MAX + 1,
      // The service form: its fields, up to 20 image_order[], 10 staged ids and 40 areas.
      fields: 100,
      fieldSize: 64 * 1024,
      parts: 120,
    },
  });
  await app.register(rateLimit, {
    global: false,
    // Shared by the instances when REDIS_URL is set; Redis down never refuses a request.
    ...(shared.redis
      ? { redis: shared.redis, nameSpace: `${config.redisPrefix}rl:`, skipOnError: true }
      : {}),
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      status: 0,
      success: false,
      message: `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.siteName} API`,
        description:
          'The marketplace API. Legacy calls keep their original paths and keys; failures carry status 0, success false and a message.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'ks_session' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/** Every module's routes. */
async function registerModules(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const browse = createBrowseReads({ ...app.deps, responseCache: config.responseCache }, (err) =>
    isDatabaseUnavailable(err)
      ? app.databaseOutage.report(err)
      : app.log.warn({ err }, 'could not refresh a cached browse answer'),
  );
  app.decorate('responseCacheStats', () => browse.cache?.stats() ?? null);
  await app.register(systemRoutes, { prefix: '/api' });
  await app.register(catalogueRoutes, { prefix: '/api' });
  await app.register(browseRoutes, { prefix: '/api', ...browse });
  await app.register(landingRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(billingRoutes, { prefix: '/api', gateway: app.deps.payments });
  await app.register(listingsRoutes, { prefix: '/api' });
  await app.register(draftsRoutes, { prefix: '/api' });
  await app.register(membersRoutes, { prefix: '/api', browse: browse.ctx });
  await app.register(conversationsRoutes, { prefix: '/api' });
  await app.register(jobsRoutes, { prefix: '/api' });
  await app.register(credentialsRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api' });
  // Development tools (the mailbox) exist only in development and tests: elsewhere, 404.
  if (config.nodeEnv === 'development' || config.nodeEnv === 'test') {
    await app.register(devRoutes);
  }
  await app.register(seoRoutes);
}

/** Uploads, the built web app, server-rendered pages and the app shell for the other paths. */
async function registerStatic(app: FastifyInstance): Promise<void> {
  const { config, storage } = app.deps;
  if (storage.localDir) {
    await app.register(fastifyStatic, {
      root: storage.localDir,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      wildcard: true,
      maxAge: '7d',
      immutable: true,
    });
  } else {
    registerStoredFiles(app, storage);
  }
  const hasWeb = existsSync(join(config.webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of the assets (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (reply, path) => {
        if (path.includes(join('dist', 'web', 'assets'))) {
          void reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  const renderPage = hasWeb ? await createPageRenderer(app) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith(UPLOADS_PREFIX) &&
      !/\.[a-z0-9]+$/i.test(path);
    if (isPage && renderPage) {
      try {
        const rendered = await renderPage(request, reply);
        if (rendered !== null) return rendered;
      } catch (err) {
        // The app shell still works: the browser renders the page itself.
        request.log.error({ err }, 'server rendering failed; answering with the app shell');
      }
    }
    if (isPage && hasWeb) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({
      status: 0,
      success: false,
      message: `${request.method} ${path} not found`,
      request_id: String(request.id),
    });
  });
}

/**
 * Every schema is zod: given as the compilers' factories, Fastify never loads its default
 * JSON-schema compilers (ajv, fast-json-stringify), a second of a loaded machine's start-up
 * (decision 113).
 */
const ZOD_COMPILERS = {
  // Typed for ajv's compilers; at run time Fastify hands any compiler the same route definition.
  compilersFactory: {
    buildValidator: () => validatorCompiler,
    buildSerializer: () => serializerCompiler,
  } as unknown as CompilersFactory,
};
type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/** Builds the Fastify app with every module registered. Never listens (main.ts does). */
export async function buildApp(input: AppInput, options: BuildAppOptions = {}): Promise<App> {
  const { config } = input;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    requestIdHeader: false,
    routerOptions: { maxParamLength: 200 },
    schemaController: ZOD_COMPILERS,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const shared = await openSharedState(config, input.dbHandle, app.log);
  app.addHook('onClose', () => shared.close());
  const deps: AppDeps = {
    ...input,
    db: input.dbHandle.db,
    changes:
      input.changes ?? new ChangeBus((err) => app.log.warn({ err }, 'a change event failed')),
    payments: input.payments ?? createPaymentGateway(config, input.dbHandle.db),
    limits: shared.limits,
    renditions: { ready: !(await hasMissingRenditions(input.dbHandle.db)) },
    now: input.now ?? Date.now,
  };
  await shared.connectChanges(deps.changes);
  app.decorate('deps', deps);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  securityHeaders(app, config);
  await registerPlugins(app, config, shared);
  registerErrorHandlers(app);
  registerOriginCheck(app);
  registerSession(app);
  registerBodyReader(app);
  await registerModules(app);
  await registerStatic(app);
  return app;
}
