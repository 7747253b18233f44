import { repliesWithin, replyTime } from './reply-time.ts';

describe('replyTime', () => {
  it('says whole minutes, hours or days, rounded up so that "within" stays true', () => {
    expect([0, 1, 45, 59, 60, 61, 90, 120, 121, 1439, 1440, 1441, 4320].map(replyTime)).toEqual([
      '1 minute',
      '1 minute',
      '45 minutes',
      '59 minutes',
      '1 hour',
      '2 hours',
      '2 hours',
      '2 hours',
      '3 hours',
      '24 hours',
      '24 hours',
      '2 days',
      '3 days',
    ]);
  });

  it('writes the sentence of issue 25 §4', () => {
    expect(repliesWithin(120)).toBe('Usually replies within 2 hours');
  });
});
