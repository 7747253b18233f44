import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router';
import { z } from 'zod';

import { DESCRIPTION_MAX } from '#shared/constants.ts';
import { paths } from '#shared/pages.ts';
import { FormFields, type FieldSpec } from '../../../components/form/form-fields.tsx';
import { isAcceptedImage } from '../../../components/logo-picker/logo-picker.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useRegisterProvider } from '../api/auth-api.ts';
import { requiredField } from '../lib/form-helpers.ts';
import { useRegistrationSubmit } from '../lib/use-registration-submit.ts';
import { AuthForm, AuthLink, AuthTermsNote } from './auth-form.tsx';
import { AuthFrame } from './auth-frame.tsx';
import { ProviderDescriptionField, ProviderLogoField } from './provider-fields.tsx';

export const ProviderFormSchema = z.object({
  business_name: requiredField('Business Name'),
  email: requiredField('Email'),
  contact_person: requiredField('Contact Person Name'),
  phone_number: requiredField('Contact Number'),
  logo: z
    .custom<File | null>()
    .refine((file): file is File => file instanceof File, 'Logo is required')
    .refine((file) => !(file instanceof File) || isAcceptedImage(file), {
      message: 'Logo must be a JPEG, PNG or WebP image',
    }),
  message: requiredField('Description').pipe(
    z.string().max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
  ),
});
type ProviderFormInput = z.input<typeof ProviderFormSchema>;
type ProviderFormValues = z.output<typeof ProviderFormSchema>;

const FIELDS: FieldSpec<ProviderFormInput>[] = [
  { name: 'business_name', label: 'Business Name', autoComplete: 'organization' },
  { name: 'email', label: 'Email', kind: 'email', autoComplete: 'email' },
  { name: 'contact_person', label: 'Contact Person Name', autoComplete: 'name' },
  { name: 'phone_number', label: 'Contact Number', kind: 'digits', autoComplete: 'tel' },
];

const PROVIDER_POINTS = [
  'Show your business to customers across New Zealand',
  'List residential, commercial and trade services',
  'Get enquiries and reviews from real customers',
];

const LINKS = (
  <>
    <AuthTermsNote />
    <AuthLink
      prompt="Looking for services instead?"
      to={paths.register}
      label="Create a personal account"
    />
    <AuthLink prompt="Already registered?" to={paths.login} label="Login" />
  </>
);

/** /Registers/SP: a service provider (role 2) with a logo and a description. */
export function RegisterProviderPage() {
  usePageMeta('Register as a service provider', 'List your business on Kiwi Services.');
  const user = useSessionUser();
  const form = useForm<ProviderFormInput, unknown, ProviderFormValues>({
    resolver: zodResolver(ProviderFormSchema),
    defaultValues: {
      business_name: '',
      email: '',
      contact_person: '',
      phone_number: '',
      logo: null,
      message: '',
    },
    mode: 'onTouched',
  });
  const { submit, pending } = useRegistrationSubmit(useRegisterProvider(), (message) =>
    form.setError('email', { message }),
  );

  if (user) return <Navigate to={paths.home} replace />;
  return (
    <AuthFrame
      title="Register as a service provider"
      subtitle="Tell customers about your business. We will email you a link to choose your password."
      points={PROVIDER_POINTS}
      wide
    >
      <AuthForm
        label="Register as a service provider"
        form={form}
        onSubmit={submit}
        pending={pending}
        submitLabel="Register"
        after={LINKS}
      >
        <FormFields fields={FIELDS} cols={2} />
        <ProviderLogoField />
        <ProviderDescriptionField />
      </AuthForm>
    </AuthFrame>
  );
}
