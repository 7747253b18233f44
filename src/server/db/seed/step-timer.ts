/** Progress of a seed: a stopwatch that reports each step's time (the seed CLI prints them). */

export type StepLog = ((line: string) => void) | undefined;

/** Returns `step(name)`, which logs the name and the time since the previous step. */
export function stepTimer(log: StepLog) {
  let last = performance.now();
  return (step: string) => {
    const now = performance.now();
    log?.(`${step} (${Math.round(now - last)} ms)`);
    last = now;
  };
}
