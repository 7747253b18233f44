import type { Attempt } from '../cluster/write-load.ts';

/** What one fault did to the write load. */
export type PhaseResult = {
  name: string;
  /** How long the fault lasted (ms); 0 for a kill that is not undone. */
  faultMs: number;
  attempted: number;
  acknowledged: number;
  /** Failed attempts by HTTP status ('0': no answer). */
  failed: Record<string, number>;
  /** Failed attempts whose answer said when to try again (Retry-After). */
  withRetryAfter: number;
  /** Longest time without an acknowledged write, from the fault on (ms). */
  longestGapMs: number;
  /** From the fault's end to the first acknowledged write started after it (ms); null: none. */
  recoveryMs: number | null;
  note?: string;
};

export type PhaseWindow = {
  name: string;
  faultAt: number;
  restoredAt: number;
  endAt: number;
  note?: string;
};

export function measurePhase(attempts: Attempt[], w: PhaseWindow): PhaseResult {
  const inPhase = attempts.filter((a) => a.startedAt >= w.faultAt && a.startedAt < w.endAt);
  const failed: Record<string, number> = {};
  for (const a of inPhase) {
    if (!a.acknowledged) failed[String(a.status)] = (failed[String(a.status)] ?? 0) + 1;
  }
  const ackTimes = attempts
    .filter((a) => a.acknowledged && a.endedAt >= w.faultAt && a.endedAt <= w.endAt)
    .map((a) => a.endedAt)
    .sort((x, y) => x - y);
  let previous = w.faultAt;
  let longestGapMs = 0;
  for (const t of ackTimes) {
    longestGapMs = Math.max(longestGapMs, t - previous);
    previous = t;
  }
  longestGapMs = Math.max(longestGapMs, w.endAt - previous);
  const firstAfter = attempts
    .filter((a) => a.acknowledged && a.startedAt >= w.restoredAt)
    .reduce((min, a) => Math.min(min, a.endedAt), Number.POSITIVE_INFINITY);
  return {
    name: w.name,
    faultMs: w.restoredAt - w.faultAt,
    attempted: inPhase.length,
    acknowledged: inPhase.filter((a) => a.acknowledged).length,
    failed,
    withRetryAfter: inPhase.filter((a) => !a.acknowledged && a.retryAfter !== undefined).length,
    longestGapMs,
    recoveryMs: Number.isFinite(firstAfter) ? firstAfter - w.restoredAt : null,
    ...(w.note ? { note: w.note } : {}),
  };
}

const fmt = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(2)} s`);

export function printPhase(r: PhaseResult): void {
  const failed = Object.entries(r.failed)
    .map(([status, n]) => `${n}×${status === '0' ? 'no answer' : status}`)
    .join(', ');
  console.log(
    `\n== ${r.name}${r.faultMs ? ` (${fmt(r.faultMs)})` : ''}\n` +
      `   writes: ${r.attempted} attempted, ${r.acknowledged} acknowledged, ` +
      `failed: ${failed || 'none'}${r.withRetryAfter ? ` (${r.withRetryAfter} with Retry-After)` : ''}\n` +
      `   longest time without an acknowledged write: ${fmt(r.longestGapMs)}; ` +
      `recovery after the fault ended: ${fmt(r.recoveryMs)}` +
      (r.note ? `\n   ${r.note}` : ''),
  );
}
