import { z } from 'zod';

import {
  DESCRIPTION_MAX,
  PRICE_CENTS_MAX,
  PRICE_TYPES,
  SERVICE_STATUSES,
  SERVICE_TYPES,
  type ServiceType,
} from '../constants.ts';
import { CITY_NAMES, findCity, findSuburb } from '../locations.ts';
import { areaKey, parseServiceArea } from '../service-areas.ts';
import { phoneField } from './auth.ts';
import { id, optionalId, requiredText, text } from './common.ts';

/*
 * Providers' own services (issue 9): add-service and update-service/{slug} (multipart, spec
 * section 7), delete-image, and the owner's edit view. Text fields are the spec's; the files
 * (main_service_image, service_image[]) are multipart parts the server adds to these schemas.
 */

/** service_type[] arrives as a list, one value, or a JSON list in one field. */
const serviceTypes = z.preprocess(
  (v) => {
    if (typeof v === 'string' && v.trim().startsWith('[')) {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    }
    return v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v];
  },
  z
    .array(z.enum(SERVICE_TYPES, { message: `must be one of ${SERVICE_TYPES.join(', ')}` }))
    .min(1, 'is required')
    .max(SERVICE_TYPES.length)
    .transform((types) => SERVICE_TYPES.filter((t): t is ServiceType => types.includes(t))),
);

/** A list field that arrives as a list, one value, or a JSON list in one field ('' is none). */
const listOf = (v: unknown): unknown => {
  if (typeof v === 'string' && v.trim().startsWith('[')) {
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }
  return v === undefined || v === null || v === '' ? undefined : Array.isArray(v) ? v : [v];
};

/** Areas a service may list (issue 24 §1). */
export const SERVICE_AREAS_MAX = 40;

/**
 * service_areas[] (issue 24 §7): each `City` or `City/Suburb`, any case, macrons optional;
 * stored in the canonical spelling, duplicates dropped. None given: the server's default.
 */
const serviceAreas = z.preprocess(
  listOf,
  z
    .array(z.string().max(200, 'must be at most 200 characters'))
    .max(SERVICE_AREAS_MAX, `must be at most ${SERVICE_AREAS_MAX} areas`)
    .superRefine((values, ctx) => {
      for (const value of values) {
        if (!parseServiceArea(value))
          ctx.addIssue({
            code: 'custom',
            message: `"${value.slice(0, 60)}" is not a city, or a suburb of one (City/Suburb)`,
          });
      }
    })
    .transform((values) => [...new Set(values.map((v) => areaKey(parseServiceArea(v)!)))])
    .optional(),
);

/** Optional form values where '' and null mean "not given". */
const blankIsNone = (v: unknown) => (v === '' || v === null || v === 'null' ? undefined : v);

/** The fields of a stated price (issue 24 §1b): NZD cents, GST included. */
export const PRICE_FIELDS = {
  price_type: z.preprocess(
    blankIsNone,
    z.enum(PRICE_TYPES, { message: `must be one of ${PRICE_TYPES.join(', ')}` }).optional(),
  ),
  price_cents: z.preprocess(
    blankIsNone,
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be whole cents')
      .min(1, 'must be at least 1 cent')
      .max(PRICE_CENTS_MAX, `must be at most ${PRICE_CENTS_MAX} cents ($1,000,000)`)
      .optional(),
  ),
};

/**
 * A stated price's rules: `from`, `hourly` and `fixed` need an amount; `quote` and no price take
 * none.
 */
export function checkServicePrice(
  v: { price_type?: string | undefined; price_cents?: number | undefined },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
): void {
  const needsAmount = v.price_type !== undefined && v.price_type !== 'quote';
  if (needsAmount && v.price_cents === undefined) {
    ctx.addIssue({ code: 'custom', path: ['price_cents'], message: 'is required for this price' });
  } else if (!needsAmount && v.price_cents !== undefined) {
    const message =
      v.price_type === 'quote'
        ? 'must be empty for "Quote on request"'
        : 'needs a price type (from, hourly or fixed)';
    ctx.addIssue({ code: 'custom', path: ['price_cents'], message });
  }
}

/** The text fields of add-service and update-service (a shape: the server adds the files). */
export const SERVICE_FIELDS = {
  added_by_id: optionalId,
  category_id: id,
  subCategory_id: id,
  service_type: serviceTypes,
  title: requiredText(150),
  description: requiredText(DESCRIPTION_MAX),
  business_name: requiredText(150),
  aboutService: requiredText(300),
  aboutService1: requiredText(300),
  aboutService2: text(300).optional(),
  city: requiredText(100),
  suburb: requiredText(100),
  /** Hidden in the UI; kept when it is one of the city's postcodes. */
  postal_code: text(10).optional(),
  about: requiredText(DESCRIPTION_MAX),
  contact_name: requiredText(100),
  phone_number: phoneField,
  /** Where the service is offered besides its suburb: `City` or `City/Suburb` values. */
  service_areas: serviceAreas,
  ...PRICE_FIELDS,
  /** update-service: the ids of the kept gallery images, in their new order. */
  image_order: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v]),
    z.array(id).max(20).optional(),
  ),
};

/** The city must be one of the four, the suburb one of the city's (product-decisions §4). */
export function checkServicePlace(
  v: { city: string; suburb: string },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
): void {
  const city = findCity(v.city);
  if (!city) {
    ctx.addIssue({
      code: 'custom',
      path: ['city'],
      message: `must be one of ${CITY_NAMES.join(', ')}`,
    });
  } else if (!findSuburb(city.name, v.suburb)) {
    ctx.addIssue({ code: 'custom', path: ['suburb'], message: `is not a suburb of ${city.name}` });
  }
}

export const ServiceFieldsSchema = z
  .object(SERVICE_FIELDS)
  .superRefine(checkServicePlace)
  .superRefine(checkServicePrice);
export type ServiceFields = z.output<typeof ServiceFieldsSchema>;

/** Labels of the service form's fields in validation messages (spec section 5). */
export const SERVICE_FIELD_LABELS: Record<string, string> = {
  category_id: 'Category',
  subCategory_id: 'Sub Category',
  service_type: 'Service Type',
  title: 'Title',
  description: 'Description',
  business_name: 'Business name',
  aboutService: 'About service',
  aboutService1: 'About service',
  aboutService2: 'About service',
  city: 'City',
  suburb: 'Suburb',
  about: 'About',
  contact_name: 'Contact name',
  phone_number: 'Phone number',
  service_areas: 'Areas',
  price_type: 'Price type',
  price_cents: 'Price',
  main_service_image: 'Main image',
  service_image: 'Images',
};

/** add-service and update-service: `status` 1 on success, with the service's slug and status. */
export const ServiceSaveResponseSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  success: z.boolean(),
  message: z.string(),
  result: z
    .object({
      id: z.number().int(),
      slug: z.string(),
      status: z.enum(SERVICE_STATUSES),
    })
    .optional(),
});
export type ServiceSaveResponse = z.infer<typeof ServiceSaveResponseSchema>;

/** POST /api/delete-image (json): the image's URL, as the edit view shows it. */
export const DeleteImageBodySchema = z.object({ url: requiredText(2000) });
export type DeleteImageBody = z.infer<typeof DeleteImageBodySchema>;

export const DeleteImageResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type DeleteImageResponse = z.infer<typeof DeleteImageResponseSchema>;

export const EditableImageSchema = z.object({
  id: z.number().int(),
  /** Detail-size URL (what delete-image takes). */
  url: z.string(),
  card_url: z.string(),
  position: z.number().int(),
  is_main: z.boolean(),
});
export type EditableImage = z.infer<typeof EditableImageSchema>;

/** GET /api/provider-services/{slug}: every field of the owner's service, to prefill the form. */
export const EditableServiceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  status: z.enum(SERVICE_STATUSES),
  rejection_reason: z.string().nullable(),
  category_id: z.number().int(),
  subCategory_id: z.number().int(),
  service_type: z.array(z.enum(SERVICE_TYPES)),
  title: z.string(),
  description: z.string(),
  business_name: z.string(),
  aboutService: z.string(),
  aboutService1: z.string(),
  aboutService2: z.string().nullable(),
  city: z.string(),
  suburb: z.string(),
  postal_code: z.string().nullable(),
  about: z.string(),
  contact_name: z.string(),
  phone_number: z.string(),
  /** Where it is offered besides its suburb (whole cities first; suburb null for a city). */
  service_areas: z.array(z.object({ city: z.string(), suburb: z.string().nullable() })),
  price_type: z.enum(PRICE_TYPES).nullable(),
  /** NZD cents, GST included. */
  price_cents: z.number().int().nullable(),
  main_image: EditableImageSchema.nullable(),
  images: z.array(EditableImageSchema),
});
export type EditableService = z.infer<typeof EditableServiceSchema>;

export const EditableServiceResponseSchema = z.object({
  success: z.literal(true),
  service: EditableServiceSchema,
});
export type EditableServiceResponse = z.infer<typeof EditableServiceResponseSchema>;

export const ServiceSlugParamsSchema = z.object({ slug: requiredText(200) });
