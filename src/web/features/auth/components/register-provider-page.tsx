import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { z } from 'zod';

import { DESCRIPTION_MAX } from '#shared/constants.ts';
import { isAcceptedImage, LogoPicker } from '../../../components/logo-picker/logo-picker.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { firstRegistrationError, useRegisterProvider } from '../api/auth-api.ts';
import { digitsOnly, registrationErrorMessage, requiredField } from '../lib/form-helpers.ts';
import { AuthFrame } from './auth-frame.tsx';

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

const PROVIDER_POINTS = [
  'Show your business to customers across New Zealand',
  'List residential, commercial and trade services',
  'Get enquiries and reviews from real customers',
];

/** /Registers/SP: a service provider (role 2) with a logo and a description. */
export function RegisterProviderPage() {
  usePageMeta('Register as a service provider', 'List your business on Kiwi Services.');
  const user = useSessionUser();
  const navigate = useNavigate();
  const mutation = useRegisterProvider();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProviderFormInput, unknown, ProviderFormValues>({
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
  const descriptionLength = useWatch({ control, name: 'message' }).length;

  if (user) return <Navigate to="/" replace />;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await mutation.mutateAsync(values);
      if (response.status === 1) {
        notifySuccess(typeof response.message === 'string' ? response.message : 'Registered', {
          autoClose: 8000,
        });
        await navigate('/Login');
        return;
      }
      const emailMessage = firstRegistrationError(response);
      if (emailMessage) setError('email', { message: emailMessage });
      notifyError(emailMessage ?? 'Something went wrong!');
    } catch (error) {
      if (error instanceof ApiError && error.errors?.email?.[0]) {
        setError('email', { message: error.errors.email[0] });
      }
      notifyError(registrationErrorMessage(error));
    }
  });

  return (
    <AuthFrame
      title="Register as a service provider"
      subtitle="Tell customers about your business. We will email you a link to choose your password."
      points={PROVIDER_POINTS}
      wide
    >
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label="Register as a service provider"
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Business Name"
              autoComplete="organization"
              withAsterisk
              error={errors.business_name?.message}
              {...register('business_name')}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              withAsterisk
              error={errors.email?.message}
              {...register('email')}
            />
            <TextInput
              label="Contact Person Name"
              autoComplete="name"
              withAsterisk
              error={errors.contact_person?.message}
              {...register('contact_person')}
            />
            <Controller
              control={control}
              name="phone_number"
              render={({ field }) => (
                <TextInput
                  label="Contact Number"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel"
                  withAsterisk
                  error={errors.phone_number?.message}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(digitsOnly(event.currentTarget.value))}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="logo"
            render={({ field }) => (
              <LogoPicker
                label="Logo"
                required
                description="JPEG, PNG or WebP, at most 8 MB"
                buttonLabel="Choose logo"
                value={field.value ?? null}
                onChange={(file) => {
                  field.onChange(file);
                  field.onBlur();
                }}
                error={errors.logo?.message}
              />
            )}
          />
          <Textarea
            label="Description"
            description="What your business does, where, and what makes it good"
            withAsterisk
            rows={6}
            resize="vertical"
            maxLength={DESCRIPTION_MAX}
            error={errors.message?.message}
            {...register('message')}
          />
          <Text
            size="xs"
            c={descriptionLength >= DESCRIPTION_MAX ? 'red.8' : 'dimmed'}
            ta="right"
            mt={-10}
            aria-live="polite"
          >
            {descriptionLength}/{DESCRIPTION_MAX} characters
          </Text>
          <Button type="submit" size="md" loading={mutation.isPending} fullWidth>
            Register
          </Button>
          <Text size="sm" ta="center">
            Looking for services instead?{' '}
            <Anchor component={Link} to="/Register" fw={600}>
              Create a personal account
            </Anchor>
          </Text>
          <Text size="sm" ta="center">
            Already registered?{' '}
            <Anchor component={Link} to="/Login" fw={600}>
              Login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthFrame>
  );
}
