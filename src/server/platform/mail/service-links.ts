import { paths } from '#shared/pages.ts';

/** The email's button to a service's public page, on the site at `publicUrl`. */
export const servicePageAction = (
  input: { publicUrl: string; service: { slug: string } },
  label: string,
) => ({ label, url: `${input.publicUrl}${paths.singleService(input.service.slug)}` });
