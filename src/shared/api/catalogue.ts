import { z } from 'zod';

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(['active', 'paused']),
});
export type Category = z.infer<typeof CategorySchema>;

export const SubCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  category_id: z.number().int(),
  status: z.enum(['active', 'paused']),
});
export type SubCategory = z.infer<typeof SubCategorySchema>;

/** GET /api/category-list */
export const CategoryListResponseSchema = z.object({
  categories: z.array(CategorySchema),
  subCategory: z.array(SubCategorySchema),
});
export type CategoryListResponse = z.infer<typeof CategoryListResponseSchema>;

export const AdSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  page: z.enum(['home', 'sidebar']),
  position: z.number().int(),
  attachment_link: z.string(),
  link_url: z.string().nullable(),
  /** What the banner says, for screen readers. */
  alt_text: z.string(),
});
export type Ad = z.infer<typeof AdSchema>;

/** GET /api/getAd */
export const AdsResponseSchema = z.object({
  success: z.literal(true),
  ads: z.object({ home: z.array(AdSchema), sidebar: z.array(AdSchema) }),
});
export type AdsResponse = z.infer<typeof AdsResponseSchema>;

export const ServiceNameSchema = z.object({ title: z.string(), slug: z.string() });
export type ServiceName = z.infer<typeof ServiceNameSchema>;

/** GET /api/get-service-names-ofType: up to 12 approved services of each type (footer links). */
export const ServiceNamesOfTypeResponseSchema = z.object({
  residential: z.array(ServiceNameSchema),
  commercial: z.array(ServiceNameSchema),
  trade: z.array(ServiceNameSchema),
});
export type ServiceNamesOfTypeResponse = z.infer<typeof ServiceNamesOfTypeResponseSchema>;
