/**
 * `npm run faults`: a cluster of its own (scripts/cluster: own PostgreSQL and redis-server, never
 * the machine's), a write load through nginx, and one fault after another: an instance killed
 * with SIGKILL, PostgreSQL stopped, the SMTP server and Redis away and back. Prints what was
 * acknowledged, what was lost (must be nothing) and how long recovery took; exits 1 on a loss.
 */
import { startCluster, type Cluster } from '../cluster/cluster.ts';
import { freePort } from '../cluster/processes.ts';
import { lostWrites, startWriteLoad, tally, type Attempt } from '../cluster/write-load.ts';
import { startSmtp } from '../../tests/helpers/smtp.ts';
import { measurePhase, printPhase } from './measure.ts';
import { checkEmails } from './emails.ts';
import { FAULTS, runFault, type SmtpControl } from './phases.ts';

type Sink = Awaited<ReturnType<typeof startSmtp>>;

/** An SMTP sink that can go away and come back on the same port; `received` spans all runs. */
async function restartableSmtp() {
  const port = await freePort();
  const runs: Sink[] = [await startSmtp({ port })];
  let current: Sink | null = runs[0]!;
  const control: SmtpControl = {
    stop: async () => {
      await current?.close();
      current = null;
    },
    start: async () => {
      current = await startSmtp({ port });
      runs.push(current);
    },
  };
  return { port, control, received: () => runs.flatMap((r) => r.received) };
}

async function runFaults(cluster: Cluster, smtp: Awaited<ReturnType<typeof restartableSmtp>>) {
  // About 15 writes a second: enough to catch every fault, few enough for the outbox to drain.
  const load = startWriteLoad(cluster.url, { concurrency: 6, pauseMs: 400, tag: 'faults' });
  await new Promise((r) => setTimeout(r, 3000));
  const windows = [];
  for (const fault of FAULTS) {
    console.log(`… ${fault.name}`);
    windows.push(await runFault(fault, { cluster, smtp: smtp.control }));
  }
  const attempts: Attempt[] = await load.stop();
  for (const w of windows) printPhase(measurePhase(attempts, w));
  return attempts;
}

async function main(): Promise<number> {
  const smtp = await restartableSmtp();
  const cluster = await startCluster({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    seedDemo: false,
    keep: process.env.FAULTS_KEEP === '1',
    log: (line) => console.log(line),
  });
  try {
    const attempts = await runFaults(cluster, smtp);
    const lost = await lostWrites(cluster.postgres.url, attempts);
    const totals = tally(attempts);
    console.log(
      `\n== Whole run: ${totals.attempted} writes attempted, ${totals.acknowledged} acknowledged, ` +
        `by status ${JSON.stringify(totals.byStatus)}`,
    );
    console.log(
      `   acknowledged writes lost: ${lost.length}${lost.length ? ` (${lost.join(', ')})` : ''}`,
    );
    const emailsOk = await checkEmails(cluster.postgres.url, attempts, smtp.received);
    return lost.length === 0 && emailsOk ? 0 : 1;
  } finally {
    await cluster.stop();
    await smtp.control.stop();
  }
}

try {
  process.exitCode = await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
