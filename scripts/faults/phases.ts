import type { Cluster } from '../cluster/cluster.ts';
import { killProcess, sleep } from '../cluster/processes.ts';
import type { PhaseWindow } from './measure.ts';

/**
 * The faults of `npm run faults`, each done to the cluster while the write load runs: the fault,
 * `FAULT_MS` later its end (a restart), then `AFTER_MS` of normal load to see recovery.
 */
export const FAULT_MS = 4000;
export const AFTER_MS = 4000;

export type SmtpControl = { stop: () => Promise<void>; start: () => Promise<void> };

export type FaultContext = { cluster: Cluster; smtp: SmtpControl };

type Fault = {
  name: string;
  note?: string;
  /** Does the fault; returns how to undo it. */
  begin: (ctx: FaultContext) => Promise<() => Promise<void>>;
};

export const FAULTS: Fault[] = [
  {
    name: 'App instance 1 killed with SIGKILL during writes, restarted 4 s later',
    begin: async ({ cluster }) => {
      const instance = cluster.instances[0]!;
      await killProcess(instance.current()!);
      return () => instance.start();
    },
  },
  {
    name: 'PostgreSQL stopped (fast shutdown: connections cut) and started again',
    begin: async ({ cluster }) => {
      await cluster.postgres.stop();
      return () => cluster.postgres.start();
    },
  },
  {
    name: 'SMTP server away and back',
    note: 'Writes do not wait for email: the outbox keeps the messages and retries them.',
    begin: async ({ smtp }) => {
      await smtp.stop();
      return () => smtp.start();
    },
  },
  {
    name: 'Redis stopped and started again (empty: counters and subscriptions start over)',
    begin: async ({ cluster }) => {
      await cluster.redis.stop();
      return () => cluster.redis.start();
    },
  },
];

/** Runs one fault and returns its time window (for measurePhase). */
export async function runFault(fault: Fault, ctx: FaultContext): Promise<PhaseWindow> {
  const faultAt = Date.now();
  const undo = await fault.begin(ctx);
  await sleep(Math.max(0, FAULT_MS - (Date.now() - faultAt)));
  await undo();
  const restoredAt = Date.now();
  await sleep(AFTER_MS);
  const endAt = Date.now();
  // Requests started in this phase end before the next fault begins.
  await sleep(1000);
  return {
    name: fault.name,
    faultAt,
    restoredAt,
    endAt,
    ...(fault.note ? { note: fault.note } : {}),
  };
}
