import closeWithGrace from 'close-with-grace';
import pino, { type Logger } from 'pino';

import { buildApp, type App } from './app.ts';
import { ConfigError, loadConfig, loadDotEnv, type Config } from './config.ts';
import type { DbHandle } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { isDatabaseUnavailable } from './db/errors.ts';
import { JOB_LOCKS, runExclusive } from './db/job-lock.ts';
import { runMigrations } from './db/migrate.ts';
import { openDbFromConfig } from './db/open-from-config.ts';
import { users } from './db/schema/index.ts';
import { startOutboxWorker } from './platform/mail/outbox-worker.ts';
import { runSubscriptionJobs } from './modules/billing/billing-jobs.service.ts';
import { runRenditionJob } from './modules/listings/image-renditions.service.ts';
import { deleteOldStagedImages } from './modules/drafts/staged-images.service.ts';
import {
  rebuildVocabulary,
  rebuildVocabularyIfEmpty,
} from './modules/search/vocabulary.service.ts';
import { fillSearchTerms } from './db/seed/seed-search-terms.ts';
import { resumeAvailability } from './modules/account/availability.service.ts';
import { refreshReplyTimes } from './modules/conversations/conversations.service.ts';
import { settleDueJobs } from './modules/jobs/jobs.service.ts';
import { runCredentialExpiry } from './modules/credentials/credential-expiry.service.ts';
import { STAGED_IMAGE_TTL_DAYS } from '#shared/api/drafts.ts';
import { deleteExpiredSessions } from './platform/sessions/sessions.ts';
import { afterReplyIdle } from './lib/after-reply.ts';
import { loggerOptions, safeError } from './lib/logging.ts';
import { openStorage } from './platform/storage/open-storage.ts';
import type { Storage } from './platform/storage/storage.ts';
import {
  checkDataDir,
  listenErrorMessage,
  pgliteOpenError,
  StartupError,
  waitForDatabase,
} from './startup-checks.ts';

/** Prints one clear line (no stack) and stops: a bad setting the operator must fix. */
function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The configuration, checked (variables, DATA_DIR) before anything else runs. */
function configOrExit(): Config {
  loadDotEnv();
  try {
    const config = loadConfig();
    checkDataDir(config);
    return config;
  } catch (err) {
    if (err instanceof ConfigError || err instanceof StartupError) stop(err.message);
    throw err;
  }
}

/**
 * Where pool errors (idle connections dropped by a restarting server) go: the app's outage
 * tracker once the app exists, so an outage logs one line however many connections drop.
 */
let onPoolError = (err: Error, logger: Logger) => {
  if (!isDatabaseUnavailable(err)) logger.error({ err: safeError(err) }, 'database pool error');
};

/**
 * Whether the demo seed may have work to do. Only then is it loaded (the demo plan, its names
 * and pictures are not part of a restart); it checks again under its lock.
 */
async function hasNoUsers(dbHandle: DbHandle): Promise<boolean> {
  const rows = await dbHandle.db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

/** The database, reachable, migrated and (when empty and SEED_DEMO is on) seeded. */
async function openDatabase(
  config: Config,
  logger: Logger,
  storage: Storage,
  lap: (step: string) => void,
): Promise<DbHandle> {
  let dbHandle: DbHandle;
  try {
    dbHandle = await openDbFromConfig(config, (err) => onPoolError(err, logger));
    await waitForDatabase(dbHandle, config, (message) => logger.warn(message));
  } catch (err) {
    if (err instanceof DataDirLockedError || err instanceof StartupError) stop(err.message);
    if (!config.databaseUrl) stop(pgliteOpenError(err, config).message);
    throw err;
  }
  lap('database');
  await runMigrations(dbHandle);
  lap('migrations');
  if (config.seedDemo && (await hasNoUsers(dbHandle))) {
    const { seedDemoIfEmpty } = await import('./db/seed/seed-demo.ts');
    const seeded = await seedDemoIfEmpty(dbHandle.db, storage);
    if (seeded) logger.info(seeded, 'seeded the demo data into the empty database');
    lap('seed');
  }
  // The everyday words, once, for the sub categories there are (issue 24 §3, decision 117).
  const terms = await fillSearchTerms(dbHandle.db, { onlyIfEmpty: true });
  if (terms) logger.info({ terms }, 'loaded the everyday search words');
  return dbHandle;
}

/** Runs `job` every `everyMs` (first after `firstMs`), logging failures; returns a stop. */
function every(everyMs: number, firstMs: number, job: () => Promise<unknown>): () => void {
  const run = () => void job();
  const first = setTimeout(run, firstMs);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

/**
 * The outbox worker, the subscription jobs (renewals, notices, lapsed periods: every 5 minutes)
 * and the hourly sweep of expired sessions, each run by one instance at a time; stopped when
 * the app closes.
 */
function startBackgroundJobs(app: App, config: Config, dbHandle: DbHandle): void {
  const { db, changes, payments } = app.deps;
  const stopOutbox = startOutboxWorker({
    db,
    config,
    log: app.log,
    storage: app.deps.storage,
    onDatabaseDown: (err) => app.databaseOutage.report(err),
  });
  const stopSubscriptions = every(5 * 60_000, 10_000, () =>
    runExclusive(dbHandle, JOB_LOCKS.subscriptions, () =>
      runSubscriptionJobs({ db, config, gateway: payments, changes }),
    )
      .then((done) => done && app.log.info(done, 'subscription jobs'))
      .catch((err: unknown) => app.log.error({ err }, 'subscription jobs failed')),
  );
  // Images stored before the small rendition existed get it (decision 103); rows an older
  // instance writes during a rolling deploy are found by a later round.
  const closing = new AbortController();
  const stopRenditions = every(10 * 60_000, app.deps.renditions.ready ? 10 * 60_000 : 5_000, () =>
    runExclusive(dbHandle, JOB_LOCKS.renditions, () => runRenditionJob(app.deps, closing.signal))
      .then((done) => done && app.log.info(done, 'image renditions made'))
      .catch((err: unknown) => app.log.warn({ err }, 'could not make image renditions')),
  );
  // Photos picked into a form never submitted are deleted after 30 days (issue 22 §3).
  const stopStaged = every(60 * 60_000, 90_000, () =>
    runExclusive(dbHandle, JOB_LOCKS.stagedImages, () =>
      deleteOldStagedImages(app.deps, STAGED_IMAGE_TTL_DAYS),
    )
      .then((done) => done && app.log.info(done, 'old staged images deleted'))
      .catch((err: unknown) => app.log.warn({ err }, 'could not delete old staged images')),
  );
  // The "Did you mean" vocabulary: built at start when empty, then hourly (decision 117).
  const vocabulary = (build: typeof rebuildVocabularyIfEmpty) => () =>
    runExclusive(dbHandle, JOB_LOCKS.vocabulary, () => build(db))
      .then((done) => done && app.log.info(done, 'search vocabulary rebuilt'))
      .catch((err: unknown) => app.log.warn({ err }, 'could not rebuild the search vocabulary'));
  const stopVocabulary = every(60 * 60_000, 60 * 60_000, vocabulary(rebuildVocabulary));
  void vocabulary(rebuildVocabularyIfEmpty)();
  // Providers whose back-on date has come take new work again (issue 24 §1b, decision 118).
  const stopAvailability = every(60 * 60_000, 120_000, () =>
    runExclusive(dbHandle, JOB_LOCKS.availability, () => resumeAvailability({ db, changes }))
      .then((done) => done && app.log.info(done, 'providers back on new work'))
      .catch((err: unknown) => app.log.warn({ err }, 'could not switch providers back on')),
  );
  // Reply times leave conversations older than 90 days behind (issue 25 §4, decision 124).
  const stopReplyTimes = every(60 * 60_000, 150_000, () =>
    runExclusive(dbHandle, JOB_LOCKS.replyTimes, () => refreshReplyTimes({ db, changes }))
      .then((done) => done && app.log.info(done, 'reply times refreshed'))
      .catch((err: unknown) => app.log.warn({ err }, 'could not refresh reply times')),
  );
  // Jobs past their 30 days expire; jobs done 7 days ago are confirmed (issue 26, decision 131).
  // Every jobs call also settles them first, so this only catches the jobs nobody reads.
  const stopJobs = every(15 * 60_000, 180_000, () =>
    runExclusive(dbHandle, JOB_LOCKS.jobs, () =>
      settleDueJobs({ db, config: app.deps.config, now: () => app.deps.now() }),
    )
      .then((done) => done && app.log.info({ done }, 'jobs expired or confirmed'))
      .catch((err: unknown) => app.log.warn({ err }, 'could not settle due jobs')),
  );
  // Insurance past its last day loses its badge; one notice 30 days before (issue 27 §3,
  // decision 136). A daily rule, checked hourly so that a new day is seen within the hour (the
  // read path already hides insurance past its expiry).
  const stopCredentials = every(60 * 60_000, 210_000, () =>
    runExclusive(dbHandle, JOB_LOCKS.credentials, () =>
      runCredentialExpiry({ db, changes, config: app.deps.config }, new Date(app.deps.now())),
    )
      .then((done) => done && app.log.info(done, 'insurance expiry checked'))
      .catch((err: unknown) => app.log.warn({ err }, 'could not check insurance expiry')),
  );
  const stopSweep = every(60 * 60_000, 60_000, () =>
    runExclusive(dbHandle, JOB_LOCKS.sessions, () => deleteExpiredSessions(db)).catch(
      (err: unknown) => app.log.warn({ err }, 'could not delete expired sessions'),
    ),
  );
  app.addHook('onClose', async () => {
    stopSubscriptions();
    stopSweep();
    stopRenditions();
    stopStaged();
    stopVocabulary();
    stopAvailability();
    stopReplyTimes();
    stopJobs();
    stopCredentials();
    closing.abort();
    await afterReplyIdle();
    await stopOutbox();
    await dbHandle.close();
  });
}

/**
 * The milliseconds each start-up step took, logged with the ready line: `load` is the process
 * start to here (Node and the code's imports), then each step since the one before.
 */
function startupClock(): { lap: (step: string) => void; phases: Record<string, number> } {
  const phases: Record<string, number> = { load: Math.round(performance.now()) };
  let last = performance.now();
  return {
    phases,
    lap: (step) => {
      const now = performance.now();
      phases[step] = Math.round(now - last);
      last = now;
    },
  };
}

/** Process entry: config → database (migrated, seeded when empty) → app → listen. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const clock = startupClock();
  const config = configOrExit();
  const logger = pino(loggerOptions(config.logLevel));
  const storage = await openStorage(config);
  const dbHandle = await openDatabase(config, logger, storage, clock.lap);
  const app = await buildApp(
    { config, dbHandle, storage },
    { logger: loggerOptions(config.logLevel) },
  );
  clock.lap('app');
  onPoolError = (err) => {
    if (isDatabaseUnavailable(err)) app.databaseOutage.report(err);
    else app.log.error({ err: safeError(err) }, 'database pool error');
  };
  startBackgroundJobs(app, config, dbHandle);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err: safeError(err) }, 'closing after an error');
    else app.log.info({ signal }, 'closing: finishing in-flight requests');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host }).catch(async (err: unknown) => {
    const message = listenErrorMessage(err, config);
    if (!message) throw err;
    await app.close();
    stop(message);
  });
  clock.lap('listen');
  const startupMs = Math.round(performance.now() - startedAt);
  app.log.info(
    { url: config.publicUrl, database: dbHandle.kind, startupMs, phases: clock.phases },
    `${config.siteName} is ready`,
  );
}

// Anything else that stops the start: one fatal line (safe error, with its stack frames), exit 1.
await main().catch((err: unknown) => {
  pino(loggerOptions('fatal')).fatal({ err: safeError(err) }, 'could not start');
  process.exit(1);
});
