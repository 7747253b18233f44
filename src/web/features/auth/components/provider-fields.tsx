import { Text, Textarea } from '@mantine/core';
import { useController, useFormContext, useWatch } from 'react-hook-form';

import { DESCRIPTION_MAX } from '#shared/constants.ts';
import { LogoPicker } from '../../../components/logo-picker/logo-picker.tsx';

/** The provider form's fields that are not plain text (see register-provider-page.tsx). */
type ProviderExtras = { logo: File | null; message: string };

/** The required logo: an image picker with a preview. */
export function ProviderLogoField() {
  const { field, fieldState } = useController<ProviderExtras, 'logo'>({ name: 'logo' });
  return (
    <LogoPicker
      label="Logo"
      required
      description="JPEG, PNG or WebP, at most 8 MB"
      buttonLabel="Choose logo"
      value={field.value}
      onChange={(file) => {
        field.onChange(file);
        field.onBlur();
      }}
      error={fieldState.error?.message}
    />
  );
}

/** The description, at most 1000 characters, with a live counter (spec section 5). */
export function ProviderDescriptionField() {
  const { register, control, getFieldState, formState } = useFormContext<ProviderExtras>();
  const length = useWatch({ control, name: 'message' }).length;
  return (
    <>
      <Textarea
        label="Description"
        description="What your business does, where, and what makes it good"
        withAsterisk
        rows={6}
        resize="vertical"
        maxLength={DESCRIPTION_MAX}
        error={getFieldState('message', formState).error?.message}
        {...register('message')}
      />
      <Text
        size="xs"
        c={length >= DESCRIPTION_MAX ? 'red.8' : 'dimmed'}
        ta="right"
        mt={-10}
        aria-live="polite"
      >
        {length}/{DESCRIPTION_MAX} characters
      </Text>
    </>
  );
}
