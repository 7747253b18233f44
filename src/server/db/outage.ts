import { safeError } from '../lib/logging.ts';

/** How long clients are told to wait while the database is unreachable (Retry-After). */
export const DATABASE_RETRY_AFTER_MS = 5000;

type OutageLog = {
  error: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
};

/**
 * Tracks one database outage at a time (docs/decisions/091-database-outage.md). The first
 * connection failure logs one line and starts a probe (`select 1` every second); failures
 * meanwhile are only counted; the first successful probe logs one recovery line. Requests
 * keep trying the database on their own, so recovery needs nothing from an operator.
 */
export class DatabaseOutage {
  private since: number | null = null;
  private failures = 0;
  private timer: NodeJS.Timeout | null = null;
  private probing = false;

  constructor(
    private readonly ping: () => Promise<void>,
    private readonly log: OutageLog,
    private readonly probeEveryMs = 1000,
  ) {}

  /** An outage is under way (a failure was seen and no probe has succeeded since). */
  get isDown(): boolean {
    return this.since !== null;
  }

  /** Notes a connection failure; only the first of an outage is logged. */
  report(err: unknown): void {
    this.failures += 1;
    if (this.since !== null) return;
    this.since = Date.now();
    this.failures = 1;
    this.log.error(
      { err: safeError(err), retryAfterMs: DATABASE_RETRY_AFTER_MS },
      'database unreachable: answering 503 until it is back',
    );
    this.timer = setInterval(() => void this.probe(), this.probeEveryMs);
    this.timer.unref();
  }

  private async probe(): Promise<void> {
    if (this.probing || this.since === null) return;
    this.probing = true;
    let reachable = false;
    try {
      await this.ping();
      reachable = true;
    } catch {
      // Still down: the outage was logged when it began.
    } finally {
      this.probing = false;
    }
    if (!reachable || this.since === null) return;
    const downMs = Date.now() - this.since;
    const failures = this.failures;
    this.stopProbe();
    this.since = null;
    this.failures = 0;
    this.log.info({ downMs, failures }, 'database reachable again');
  }

  private stopProbe(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Stops probing (the app is closing). */
  stop(): void {
    this.stopProbe();
  }
}
