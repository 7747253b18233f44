import { sql } from 'drizzle-orm';

import type { Attachment } from '#shared/api/browse.ts';
import type { ImageVariants } from '../../db/schema/index.ts';
import { gallerySrcset } from '../../lib/images.ts';
import type { BrowseContext } from './browse-context.ts';

/*
 * A service's gallery (its images but the main one) as the detail and all-services answers
 * carry it: the SQL that reads it next to the service row (`s`), and its legacy attachment shape.
 */

/** One gallery image as GALLERY_IMAGES reads it. */
export type GalleryImage = { id: number; variants: ImageVariants };

/** Select column: the gallery of service `s` as a JSON array, in position order ('[]' if none). */
export const GALLERY_IMAGES = sql`coalesce((
  select json_agg(json_build_object('id', i.id, 'variants', i.variants)
                  order by i.position, i.id)
  from service_images i
  where i.service_id = s.id and not i.is_main
), '[]'::json)`;

/** The gallery of service `serviceId` as the legacy `has_attachment` list. */
export function toAttachments(
  ctx: BrowseContext,
  serviceId: number,
  images: GalleryImage[],
): Attachment[] {
  return images.map((image) => ({
    id: image.id,
    service_id: serviceId,
    attachment_name: ctx.storage.url(image.variants.detail.key),
    card_url: ctx.storage.url(image.variants.card.key),
    width: image.variants.detail.width,
    height: image.variants.detail.height,
    srcset: gallerySrcset(ctx.storage, image.variants),
  }));
}
