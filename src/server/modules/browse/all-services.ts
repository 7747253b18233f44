import { sql } from 'drizzle-orm';

import type { AllServicesResponse } from '#shared/api/browse.ts';
import type { ServiceType } from '#shared/constants.ts';
import { materialize } from '../../platform/cache/raw-json.ts';
import type { BrowseContext, Scoped } from './browse-context.ts';
import type { Viewer } from './viewer.ts';
import { editTexts, GALLERY_IMAGES, toAttachments, type DetailPartsRow } from './detail-parts.ts';
import { listServices, type ListInput } from './browse.service.ts';

/**
 * GET /api/all-services (issue 22 §6b): the original client opens its edit form from this list,
 * so each card also carries the edit fields, the whole description and the gallery. One extra
 * query per page (by the page's ids); the answer is cached like the other lists, and any edit of
 * a listed service already drops it (the list's scope names its owners).
 */

type EditRow = DetailPartsRow & { description: string };

async function findEditRows(ctx: BrowseContext, ids: number[]): Promise<Map<number, EditRow>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.query<EditRow>(sql`
    select s.id, s.description, s.about_service, s.about_service1, s.about_service2, s.about,
           s.contact_name, s.phone_number,
           ${GALLERY_IMAGES} as images
    from services s
    where s.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Every approved service (paginated as decided), each with its edit fields and gallery. */
export async function listAllServices(
  ctx: BrowseContext,
  input: ListInput & { type?: ServiceType | undefined },
  viewer: Viewer,
): Promise<Scoped<AllServicesResponse>> {
  const list = await listServices(ctx, { type: input.type }, input, viewer);
  const answer = materialize(list.answer) as Omit<AllServicesResponse, 'services'> & {
    services: Omit<AllServicesResponse['services'][number], keyof EditFields>[];
  };
  const rows = await findEditRows(
    ctx,
    answer.services.map((card) => card.id),
  );
  const services = answer.services.flatMap((card) => {
    const row = rows.get(card.id);
    return row ? [{ ...card, ...editFields(ctx, row) }] : [];
  });
  return { answer: { ...answer, services }, scope: list.scope };
}

type EditFields = ReturnType<typeof editFields>;

function editFields(ctx: BrowseContext, row: EditRow) {
  return {
    description: row.description,
    ...editTexts(row),
    has_attachment: toAttachments(ctx, row.id, row.images),
  };
}
