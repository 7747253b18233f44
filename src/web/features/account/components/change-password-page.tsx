import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';

import { PASSWORD_MAX, PASSWORD_MIN } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { FormFields, type FieldSpec } from '../../../components/form/form-fields.tsx';
import { useUser } from '../../../lib/current-user.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useChangePassword } from '../api/account-api.ts';
import { useAccountSubmit } from '../lib/use-account-submit.ts';
import { AccountForm } from './account-form.tsx';

const requiredPassword = z.string().min(1, MESSAGES.fieldRequired);

/** Spec section 5: old, new and confirm required; the confirmation must equal the new one. */
export const ChangePasswordSchema = z
  .object({
    current_password: requiredPassword,
    new_password: requiredPassword
      .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    confirm_password: requiredPassword,
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: MESSAGES.passwordNotMatch,
  });
type ChangePasswordValues = z.infer<typeof ChangePasswordSchema>;

const password = (autoComplete: string, toggle: string) =>
  ({ kind: 'password', autoComplete, toggle }) as const;
const FIELDS: FieldSpec<ChangePasswordValues>[] = [
  {
    name: 'current_password',
    label: 'Old password',
    ...password('current-password', 'old password'),
  },
  {
    name: 'new_password',
    label: 'New password',
    description: `At least ${PASSWORD_MIN} characters`,
    ...password('new-password', 'new password'),
  },
  {
    name: 'confirm_password',
    label: 'Confirm password',
    ...password('new-password', 'confirmation'),
  },
];

/** /Changepassword: old, new and confirm, each with an eye toggle. */
export function ChangePasswordPage() {
  usePageMeta('Change password');
  const user = useUser();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
    mode: 'onTouched',
  });
  const { submit, pending } = useAccountSubmit({
    mutation: useChangePassword(),
    to: paths.accountDetails,
  });
  const onSubmit = form.handleSubmit(({ current_password, new_password }) =>
    submit({ current_password, new_password, user_id: user.id }),
  );

  return (
    <FormProvider {...form}>
      <AccountForm
        title="Change password"
        description="Choose a password you do not use elsewhere."
        onSubmit={(event) => void onSubmit(event)}
        pending={pending}
        note="Your other logged-in devices will be logged out; this one stays logged in."
      >
        <FormFields fields={FIELDS} />
      </AccountForm>
    </FormProvider>
  );
}
