/**
 * The provider's reply time as people read it (issue 25 §4): "Usually replies within 2 hours".
 * One formatter for every screen that shows it (service page, provider page, provider and
 * service cards, the thread). The server's `reply_time_minutes` is a median, so the text rounds
 * up: "within" stays true (61 minutes is "within 2 hours", never "within 1 hour").
 */

/** "45 minutes", "2 hours", "1 day": whole units, rounded up. */
export function replyTime(minutes: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (minutes < 60) return unit(Math.max(1, Math.ceil(minutes)), 'minute');
  if (minutes <= 24 * 60) return unit(Math.ceil(minutes / 60), 'hour');
  return unit(Math.ceil(minutes / (24 * 60)), 'day');
}

/** "Usually replies within 2 hours". */
export function repliesWithin(minutes: number): string {
  return `Usually replies within ${replyTime(minutes)}`;
}
