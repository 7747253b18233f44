/**
 * The add/edit service form (spec sections 2, 4 and 5): its values, the rules of each step with
 * the spec's messages, and the multipart body of add-service and update-service.
 */
import { z } from 'zod';

import type { StagedImage } from '#shared/api/drafts.ts';
import type { EditableImage, EditableService } from '#shared/api/listings.ts';
import {
  DESCRIPTION_MAX,
  IMAGE_MAX_BYTES,
  IMAGES_PER_SERVICE_MAX,
  PRICE_CENTS_MAX,
  SERVICE_TYPES,
  type PriceType,
  type ServiceType,
} from '#shared/constants.ts';
import { SERVICE_AREAS_MAX } from '#shared/api/listings.ts';
import { areaKey } from '#shared/service-areas.ts';
import { MESSAGES, requiredMessage } from '#shared/messages.ts';
import { toFormData } from '../../../lib/api-client.ts';

/**
 * A gallery picture: one the service has (edit), or a picked photo, staged on the server the
 * moment it was picked (so a draft can hold it: issue 22 §3).
 */
export type GalleryItem =
  | { kind: 'kept'; key: string; image: EditableImage }
  | { kind: 'staged'; key: string; image: StagedImage };

/** The main picture: the service's own (edit) or a staged photo. */
export type MainImage =
  { kind: 'kept'; image: EditableImage } | { kind: 'staged'; image: StagedImage };

const required = (label: string) => z.string().trim().min(1, requiredMessage(label));
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * Why a picked file cannot be used, checked at once (the server then checks its bytes), or
 * null. `count` is how many pictures the form has before it.
 */
export function pickedFileProblem(file: File, count: number): string | null {
  if (count >= IMAGES_PER_SERVICE_MAX) {
    return `${file.name}: a service has at most ${IMAGES_PER_SERVICE_MAX} images`;
  }
  if (file.size > IMAGE_MAX_BYTES) {
    return `${file.name} is too large: at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB`;
  }
  if (file.type && !IMAGE_TYPES.includes(file.type)) {
    return `${file.name} is not a JPEG, PNG or WebP image`;
  }
  return null;
}

/** Whether a price type states an amount (from, hourly, fixed). */
export const priceHasAmount = (type: string) => type !== '' && type !== 'quote';

/** Dollars as typed ("120", "85.50", "$1,200") in cents, or null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/** The stated price's rules (the server's, in dollars): an amount for from, hourly and fixed. */
function checkPrice(v: { price_type: string; price_dollars: string }, ctx: z.RefinementCtx): void {
  if (!priceHasAmount(v.price_type)) return;
  const path = ['price_dollars'];
  const cents = dollarsToCents(v.price_dollars);
  if (v.price_dollars.trim() === '') {
    ctx.addIssue({ code: 'custom', path, message: 'Enter the amount in dollars' });
  } else if (cents === null) {
    ctx.addIssue({ code: 'custom', path, message: 'Enter dollars and cents, like 120 or 85.50' });
  } else if (cents < 1 || cents > PRICE_CENTS_MAX) {
    ctx.addIssue({ code: 'custom', path, message: 'Enter an amount up to $1,000,000' });
  }
}

export const ServiceFormSchema = z
  .object({
    // Step 1: Service Information.
    category_id: required('Category'),
    subCategory_id: required('Sub Category'),
    service_type: z.array(z.enum(SERVICE_TYPES)).min(1, requiredMessage('Service Type')),
    title: required('Title').pipe(z.string().max(150, 'Title must be at most 150 characters')),
    main_image: z
      .custom<MainImage | null>()
      .refine((v): v is MainImage => v !== null && v !== undefined, 'Main image is required'),
    images: z
      .array(z.custom<GalleryItem>())
      .min(1, 'Images are required')
      .max(
        IMAGES_PER_SERVICE_MAX - 1,
        `At most ${IMAGES_PER_SERVICE_MAX} images with the main one`,
      ),
    description: required('Description').pipe(
      z.string().max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
    ),
    aboutService: z.string().trim().min(1, MESSAGES.aboutServiceRequired).max(300),
    aboutService1: z.string().trim().min(1, MESSAGES.aboutServiceRequired).max(300),
    aboutService2: z.string().trim().max(300),
    // Step 2: Business Information.
    business_name: required('Business name'),
    city: required('City'),
    suburb: required('Suburb'),
    postal_code: z.string(),
    about: required('About').pipe(
      z.string().max(DESCRIPTION_MAX, `About must be at most ${DESCRIPTION_MAX} characters`),
    ),
    contact_name: required('Contact name'),
    phone_number: required('Phone number'),
    // Where it is offered (`City` or `City/Suburb`; none: all of its city) and its price.
    service_areas: z
      .array(z.string())
      .max(SERVICE_AREAS_MAX, `Choose at most ${SERVICE_AREAS_MAX} areas`),
    price_type: z.union([
      z.enum(['from', 'hourly', 'fixed', 'quote'] as const satisfies readonly PriceType[]),
      z.literal(''),
    ]),
    price_dollars: z.string(),
  })
  .superRefine(checkPrice);
export type ServiceFormValues = z.input<typeof ServiceFormSchema>;

/** The fields of step 1; Next checks them. */
export const STEP_ONE_FIELDS = [
  'category_id',
  'subCategory_id',
  'service_type',
  'title',
  'main_image',
  'images',
  'description',
  'aboutService',
  'aboutService1',
  'aboutService2',
] as const satisfies readonly (keyof ServiceFormValues)[];

export const EMPTY_SERVICE_FORM: ServiceFormValues = {
  category_id: '',
  subCategory_id: '',
  service_type: [],
  title: '',
  main_image: null,
  images: [],
  description: '',
  aboutService: '',
  aboutService1: '',
  aboutService2: '',
  business_name: '',
  city: '',
  suburb: '',
  postal_code: '',
  about: '',
  contact_name: '',
  phone_number: '',
  service_areas: [],
  price_type: '',
  price_dollars: '',
};

/** Step 2 prefilled from seller-detail (spec section 7): the business's own details. */
export type BusinessDefaults = {
  business_name: string | null;
  contact_person: string | null;
  phone_number: string | null;
  message: string | null;
};
export function formForNewService(seller: BusinessDefaults | undefined): ServiceFormValues {
  return {
    ...EMPTY_SERVICE_FORM,
    business_name: seller?.business_name ?? '',
    contact_name: seller?.contact_person ?? '',
    phone_number: (seller?.phone_number ?? '').replace(/\D+/g, ''),
    about: seller?.message ?? '',
  };
}

export const keptItem = (image: EditableImage): GalleryItem => ({
  kind: 'kept',
  key: `kept-${image.id}`,
  image,
});

/** The edit form: every field of the service, its main picture and its gallery in order. */
export function formForService(s: EditableService): ServiceFormValues {
  return {
    category_id: String(s.category_id),
    subCategory_id: String(s.subCategory_id),
    service_type: [...s.service_type],
    title: s.title,
    main_image: s.main_image ? { kind: 'kept', image: s.main_image } : null,
    images: [...s.images].sort((a, b) => a.position - b.position).map(keptItem),
    description: s.description,
    aboutService: s.aboutService,
    aboutService1: s.aboutService1,
    aboutService2: s.aboutService2 ?? '',
    business_name: s.business_name,
    city: s.city,
    suburb: s.suburb,
    postal_code: s.postal_code ?? '',
    about: s.about,
    contact_name: s.contact_name,
    phone_number: s.phone_number,
    service_areas: s.service_areas.map(areaKey),
    price_type: s.price_type ?? '',
    price_dollars: s.price_cents === null ? '' : centsToDollars(s.price_cents),
  };
}

/** Cents as the amount field shows them: "120", "85.50". */
export function centsToDollars(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/**
 * The multipart body of add-service and update-service (spec section 7); picked photos go by
 * their staged ids (staged_main_image_id, staged_image_ids[] in the form's order).
 */
export function serviceFormData(values: ServiceFormValues, userId: number): FormData {
  const { main_image, images, service_type, service_areas, price_type, price_dollars, ...text } =
    values;
  const form = toFormData({ added_by_id: userId, ...text });
  service_type.forEach((type: ServiceType) => form.append('service_type[]', type));
  service_areas.forEach((area) => form.append('service_areas[]', area));
  if (price_type) form.set('price_type', price_type);
  const cents = priceHasAmount(price_type) ? dollarsToCents(price_dollars) : null;
  if (cents !== null) form.set('price_cents', String(cents));
  if (main_image?.kind === 'staged') form.set('staged_main_image_id', String(main_image.image.id));
  for (const item of images) {
    if (item.kind === 'staged') form.append('staged_image_ids[]', String(item.image.id));
    else form.append('image_order[]', String(item.image.id));
  }
  return form;
}

const sameShape = (value: unknown, like: unknown) =>
  Array.isArray(like)
    ? Array.isArray(value)
    : like === null || typeof like === 'object'
      ? value === null || typeof value === 'object'
      : typeof value === typeof like;

/**
 * The form restored from a saved draft: each value of the draft that has the field's shape
 * (anything else keeps `base`). When editing, pictures the service no longer has are dropped.
 */
export function formFromDraft(
  base: ServiceFormValues,
  data: Record<string, unknown>,
  service?: EditableService,
): ServiceFormValues {
  const restored: Record<string, unknown> = { ...base };
  for (const [key, like] of Object.entries(base)) {
    if (key in data && sameShape(data[key], like)) restored[key] = data[key];
  }
  const values = restored as ServiceFormValues;
  if (!service) return values;
  const ids = new Set([service.main_image, ...service.images].map((i) => i?.id));
  const gone = (item: { kind: string; image: { id: number } } | null | undefined) =>
    item?.kind === 'kept' && !ids.has(item.image.id);
  return {
    ...values,
    main_image: gone(values.main_image) ? base.main_image : values.main_image,
    images: (values.images ?? []).filter((item) => !gone(item)),
  };
}
