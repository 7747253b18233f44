import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (µs) of this process and of every process named postgres on this machine. A backend
 * that ends (a pool closing idle connections) leaves the living processes' sum, but its time is
 * then counted in the postmaster's reaped-children times (cutime, cstime), so the sum of both
 * only grows.
 */
export function cpuNow(): { node: number; pg: number } {
  const usage = process.cpuUsage();
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      // utime, stime, cutime and cstime (fields 14 to 17 of proc(5)), in clock ticks of 10 ms.
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // The process has ended.
    }
  }
  return { node: usage.user + usage.system, pg: ticks * 10_000 };
}
