import closeWithGrace from 'close-with-grace';
import pino, { type Logger } from 'pino';

import { buildApp, type App } from './app.ts';
import { ConfigError, loadConfig, loadDotEnv, type Config } from './config.ts';
import type { DbHandle } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { runMigrations } from './db/migrate.ts';
import { openDbFromConfig } from './db/open-from-config.ts';
import { seedDemoIfEmpty } from './db/seed/seed-demo.ts';
import { startOutboxWorker } from './lib/outbox-worker.ts';
import { deleteExpiredSessions } from './lib/sessions.ts';
import { createLocalStorage, type Storage } from './lib/storage.ts';

const LOG_REDACT = ['req.headers.cookie', 'req.headers.authorization'];

/** The configuration, or the process stops naming the bad variable. */
function configOrExit(): Config {
  loadDotEnv();
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** The database, migrated and (when empty and SEED_DEMO is on) seeded with the demo data. */
async function openDatabase(config: Config, logger: Logger, storage: Storage): Promise<DbHandle> {
  let dbHandle: DbHandle;
  try {
    dbHandle = await openDbFromConfig(config, (err) =>
      logger.error({ err }, 'database pool error'),
    );
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      logger.fatal(err.message);
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await runMigrations(dbHandle);
  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(dbHandle.db, storage);
    if (seeded) logger.info(seeded, 'seeded the demo data into the empty database');
  }
  return dbHandle;
}

/** The outbox worker and the hourly sweep of expired sessions, stopped when the app closes. */
function startBackgroundJobs(app: App, config: Config, dbHandle: DbHandle): void {
  const stopOutbox = startOutboxWorker({ db: dbHandle.db, config, log: app.log });
  const sweepSessions = setInterval(
    () => {
      deleteExpiredSessions(dbHandle.db).catch((err: unknown) =>
        app.log.warn({ err }, 'could not delete expired sessions'),
      );
    },
    60 * 60 * 1000,
  );
  sweepSessions.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweepSessions);
    await stopOutbox();
    await dbHandle.close();
  });
}

/** Process entry: config → database (migrated, seeded when empty) → app → listen. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = configOrExit();
  const logger = pino({
    level: config.logLevel,
    redact: [...LOG_REDACT, 'res.headers["set-cookie"]'],
  });
  const storage = createLocalStorage(config.uploadsDir, config.publicUrl);
  const dbHandle = await openDatabase(config, logger, storage);
  const app = await buildApp(
    { config, dbHandle, storage },
    {
      logger: {
        level: config.logLevel,
        redact: LOG_REDACT,
        serializers: {
          // Never log password-link tokens that arrive in query strings (/set-password?token=…).
          req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
            method: req.method,
            url: req.url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]'),
            ip: req.ip,
            id: req.id,
          }),
        },
      },
    },
  );
  startBackgroundJobs(app, config, dbHandle);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing: finishing in-flight requests');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  const startupMs = Math.round(performance.now() - startedAt);
  app.log.info(
    { url: config.publicUrl, database: dbHandle.kind, startupMs },
    `${config.siteName} is ready`,
  );
}

await main();
