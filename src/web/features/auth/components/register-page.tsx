import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Divider, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { z } from 'zod';

import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { firstRegistrationError, useRegisterPersonal } from '../api/auth-api.ts';
import { digitsOnly, registrationErrorMessage, requiredField } from '../lib/form-helpers.ts';
import { AuthFrame } from './auth-frame.tsx';

export const RegisterFormSchema = z.object({
  f_name: requiredField('First Name'),
  l_name: requiredField('Last Name'),
  email: requiredField('Email'),
  phone_number: requiredField('Phone number'),
});
type RegisterFormValues = z.infer<typeof RegisterFormSchema>;

/** /Register: a personal account (role 3). A link to set the password is emailed. */
export function RegisterPage() {
  usePageMeta('Register', 'Create a free Kiwi Services account.');
  const user = useSessionUser();
  const navigate = useNavigate();
  const mutation = useRegisterPersonal();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { f_name: '', l_name: '', email: '', phone_number: '' },
    mode: 'onTouched',
  });

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
      title="Create your account"
      subtitle="Register for free. We will email you a link to choose your password."
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Register">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First Name"
              autoComplete="given-name"
              withAsterisk
              error={errors.f_name?.message}
              {...register('f_name')}
            />
            <TextInput
              label="Last Name"
              autoComplete="family-name"
              withAsterisk
              error={errors.l_name?.message}
              {...register('l_name')}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
          <Controller
            control={control}
            name="phone_number"
            render={({ field }) => (
              <TextInput
                label="Phone number"
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
          <Button type="submit" size="md" loading={mutation.isPending} fullWidth>
            Register
          </Button>
          <Divider label="or" labelPosition="center" />
          <Text size="sm" ta="center">
            Offering a service?{' '}
            <Anchor component={Link} to="/Registers/SP" fw={600}>
              Register as a service provider
            </Anchor>
          </Text>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/Login" fw={600}>
              Login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthFrame>
  );
}
