import { sql } from 'drizzle-orm';

import type { Attachment } from '#shared/api/browse.ts';
import type { ImageVariants } from '../../db/schema/index.ts';
import { gallerySrcset } from '../../platform/storage/images.ts';
import type { BrowseContext } from './browse-context.ts';

/*
 * What the detail and all-services answers both carry of a service: its gallery (its images but
 * the main one: the SQL that reads it next to the service row `s`, and its legacy attachment
 * shape) and the edit form's texts under their legacy keys.
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

/** The edit form's text columns of a service row. */
type EditTextRow = {
  about_service: string;
  about_service1: string;
  about_service2: string | null;
  about: string;
  contact_name: string;
  phone_number: string;
};

/** The edit form's texts under their legacy answer keys. */
export function editTexts(row: EditTextRow) {
  return {
    aboutService: row.about_service,
    aboutService1: row.about_service1,
    aboutService2: row.about_service2,
    about: row.about,
    contact_name: row.contact_name,
    phone_number: row.phone_number,
  };
}

/** The columns of a service row that both answers read for these parts. */
export type DetailPartsRow = EditTextRow & { id: number; images: GalleryImage[] };
