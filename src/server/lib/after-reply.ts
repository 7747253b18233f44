/**
 * Work a request starts but does not wait for: it runs after the answer is on its way, so the
 * answer takes the same time whatever the work finds (forgot-password: a known or an unknown
 * address; docs/decisions/093-password-notices-and-forgot-timing.md). The work lives in this
 * process only: a crash before it ran loses it, and the user simply asks again. Closing the
 * app waits for it (`afterReplyIdle`).
 */
const pending = new Set<Promise<void>>();

export function runAfterReply(work: () => Promise<unknown>, onError: (err: unknown) => void): void {
  const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .then(
      () => undefined,
      (err: unknown) => onError(err),
    )
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** Resolves when every started piece of work has finished (also work started meanwhile). */
export async function afterReplyIdle(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
