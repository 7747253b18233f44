import type { Db } from '../client.ts';
import { ads } from '../schema/index.ts';
import { DEMO_ADS } from './seed-images.ts';

/**
 * The demo ads' rows (their pictures are stored by demo-pictures.ts). Ads that exist already
 * are kept.
 */
export async function insertDemoAds(db: Db): Promise<void> {
  await db
    .insert(ads)
    .values(
      DEMO_ADS.map((a) => ({
        title: a.title,
        slot: a.slot,
        position: a.position,
        image: a.key,
        linkUrl: a.linkUrl,
      })),
    )
    .onConflictDoNothing();
}
