import { sampleCard, sampleServiceDetail, serviceList } from '../app/testing/fixtures.ts';
import { withWatchFlag } from './watchlist.ts';

const other = { ...sampleCard, id: 6, Service_id: 6, slug: 'window-washing' };

describe('withWatchFlag (the optimistic change of cached answers)', () => {
  it('flags the service on every card of a list under both keys, and only that service', () => {
    const next = withWatchFlag(serviceList([sampleCard, other]), {
      serviceId: sampleCard.id,
      watch: true,
    }) as ReturnType<typeof serviceList>;
    expect(next.services.map((s) => [s.id, s.watchList, s.watchlist])).toEqual([
      [5, 1, 1],
      [6, 0, 0],
    ]);
  });

  it('sets added_to_watchlist and the detail copies of the service page', () => {
    const next = withWatchFlag(sampleServiceDetail, {
      serviceId: sampleCard.id,
      watch: true,
    }) as typeof sampleServiceDetail;
    expect(next.added_to_watchlist).toBe(1);
    expect(next.services.watchList).toBe(1);
    expect(next.images[0]!.watchlist).toBe(1);
    expect(sampleServiceDetail.added_to_watchlist).toBe(0); // the cache's copy is left alone
  });

  it('drops a removed service from the watchlist answer only', () => {
    const watched = [sampleCard, other].map((s) => ({
      ...s,
      watchList: 1 as const,
      watchlist: 1 as const,
    }));
    const answer = { status: 1, message: '', result: [5, 6], services: watched, total: 2 };
    const next = withWatchFlag(answer, { serviceId: 5, watch: false }) as typeof answer;
    expect(next.result).toEqual([6]);
    expect(next.services.map((s) => s.id)).toEqual([6]);
    const list = withWatchFlag(serviceList(watched), { serviceId: 5, watch: false });
    expect((list as ReturnType<typeof serviceList>).services).toHaveLength(2);
  });
});
