import closeWithGrace from 'close-with-grace';
import pino from 'pino';

import { buildApp } from './app.ts';
import { ConfigError, loadConfig, loadDotEnv } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { runMigrations } from './db/migrate.ts';
import { openDbFromConfig } from './db/open-from-config.ts';
import { seedDemoIfEmpty } from './db/seed/seed-demo.ts';
import { startOutboxWorker } from './lib/outbox-worker.ts';
import { deleteExpiredSessions } from './lib/sessions.ts';
import { createLocalStorage } from './lib/storage.ts';

/** Process entry: config → database (migrated, seeded when empty) → app → listen. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  loadDotEnv();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = pino({
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  });

  let dbHandle;
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
  const storage = createLocalStorage(config.uploadsDir, config.publicUrl);
  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(dbHandle.db, storage);
    if (seeded) logger.info(seeded, 'seeded the demo data into the empty database');
  }

  const app = await buildApp(
    { config, dbHandle, db: dbHandle.db, storage },
    {
      logger: {
        level: config.logLevel,
        redact: ['req.headers.cookie', 'req.headers.authorization'],
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
  const stopOutbox = startOutboxWorker({ db: dbHandle.db, config, log: app.log });
  // Housekeeping: expired sessions are useless rows; drop them hourly.
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

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing: finishing in-flight requests');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      database: dbHandle.kind,
      startupMs: Math.round(performance.now() - startedAt),
    },
    `${config.siteName} is ready`,
  );
}

await main();
