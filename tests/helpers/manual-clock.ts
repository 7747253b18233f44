/**
 * A clock that moves only when a test moves it: pass `clock.now` where code takes a `now()`
 * option, then `clock.advance(ms)`. Time-window assertions then hold on any machine, however
 * loaded (no real waits; decision 114).
 */
export type ManualClock = {
  /** The current time in epoch ms (a bound function: pass it as is). */
  now: () => number;
  /** Moves the clock forward. */
  advance: (ms: number) => void;
};

export function manualClock(start = Date.UTC(2026, 0, 1)): ManualClock {
  let time = start;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  };
}
