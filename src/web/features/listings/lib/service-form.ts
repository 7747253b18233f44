/**
 * The add/edit service form (spec sections 2, 4 and 5): its values, the rules of each step with
 * the spec's messages, and the multipart body of add-service and update-service.
 */
import { z } from 'zod';

import type { EditableImage, EditableService } from '#shared/api/listings.ts';
import {
  DESCRIPTION_MAX,
  IMAGE_MAX_BYTES,
  IMAGES_PER_SERVICE_MAX,
  SERVICE_TYPES,
  type ServiceType,
} from '#shared/constants.ts';
import { MESSAGES, requiredMessage } from '#shared/messages.ts';
import { isAcceptedImage } from '../../../components/logo-picker/logo-picker.tsx';
import { toFormData } from '../../../lib/api-client.ts';

/** A gallery picture: one the service has (edit), or a new file. */
export type GalleryItem =
  { kind: 'kept'; key: string; image: EditableImage } | { kind: 'new'; key: string; file: File };

/** The main picture: the service's own (edit) or a new file. */
export type MainImage = { kind: 'kept'; image: EditableImage } | { kind: 'new'; file: File };

const required = (label: string) => z.string().trim().min(1, requiredMessage(label));
const IMAGE_RULE = `Images must be JPEG, PNG or WebP, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB each`;
const fileOk = (file: File) => isAcceptedImage(file) && file.size <= IMAGE_MAX_BYTES;

export const ServiceFormSchema = z.object({
  // Step 1: Service Information.
  category_id: required('Category'),
  subCategory_id: required('Sub Category'),
  service_type: z.array(z.enum(SERVICE_TYPES)).min(1, requiredMessage('Service Type')),
  title: required('Title').pipe(z.string().max(150, 'Title must be at most 150 characters')),
  main_image: z
    .custom<MainImage | null>()
    .refine((v): v is MainImage => v !== null && v !== undefined, 'Main image is required')
    .refine((v) => v?.kind !== 'new' || fileOk(v.file), IMAGE_RULE),
  images: z
    .array(z.custom<GalleryItem>())
    .min(1, 'Images are required')
    .max(IMAGES_PER_SERVICE_MAX, `At most ${IMAGES_PER_SERVICE_MAX} images`)
    .refine((items) => items.every((i) => i.kind !== 'new' || fileOk(i.file)), IMAGE_RULE),
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
});
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
  };
}

/** The multipart body of add-service and update-service (spec section 7). */
export function serviceFormData(values: ServiceFormValues, userId: number): FormData {
  const { main_image, images, service_type, ...text } = values;
  const form = toFormData({ added_by_id: userId, ...text });
  service_type.forEach((type: ServiceType) => form.append('service_type[]', type));
  if (main_image?.kind === 'new') form.set('main_service_image', main_image.file);
  for (const item of images) {
    if (item.kind === 'new') form.append('service_image[]', item.file);
    else form.append('image_order[]', String(item.image.id));
  }
  return form;
}
