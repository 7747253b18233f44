import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';

import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { FormFields, type FieldSpec } from '../../../components/form/form-fields.tsx';
import { useUser } from '../../../lib/current-user.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useUpdateEmail } from '../api/account-api.ts';
import { useAccountSubmit } from '../lib/use-account-submit.ts';
import { AccountForm } from './account-form.tsx';

const required = z.string().trim().min(1, MESSAGES.fieldRequired);

/** Spec section 5: all three required; the confirmation must equal the new email. */
export const ChangeEmailSchema = z
  .object({
    new_email: required,
    confirm_email: required,
    password: z.string().min(1, MESSAGES.fieldRequired),
  })
  .refine((v) => v.new_email.toLowerCase() === v.confirm_email.toLowerCase(), {
    path: ['confirm_email'],
    message: MESSAGES.emailNotMatch,
  });
type ChangeEmailValues = z.infer<typeof ChangeEmailSchema>;

const FIELDS: FieldSpec<ChangeEmailValues>[] = [
  { name: 'new_email', label: 'New email', kind: 'email', autoComplete: 'email' },
  { name: 'confirm_email', label: 'Confirm email', kind: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', kind: 'password', autoComplete: 'current-password' },
];

/** /ChangeEmailAddress: new email twice and the password. */
export function ChangeEmailPage() {
  usePageMeta('Change email');
  const user = useUser();
  const form = useForm<ChangeEmailValues>({
    resolver: zodResolver(ChangeEmailSchema),
    defaultValues: { new_email: '', confirm_email: '', password: '' },
    mode: 'onTouched',
  });
  const { submit, pending } = useAccountSubmit({
    mutation: useUpdateEmail(),
    to: paths.accountDetails,
    failureTitle: MESSAGES.enterCorrectData,
  });
  const onSubmit = form.handleSubmit(({ new_email, password }) =>
    submit({ current_email: user.email, user_id: user.id, new_email, password }),
  );

  return (
    <FormProvider {...form}>
      <AccountForm
        title="Change email"
        description={
          <>
            Your current email is <b>{user.email}</b>. We will tell that address about the change.
          </>
        }
        onSubmit={(event) => void onSubmit(event)}
        pending={pending}
        note="For your security, your other logged-in devices will be logged out."
      >
        <FormFields fields={FIELDS} />
      </AccountForm>
    </FormProvider>
  );
}
