import { zodResolver } from '@hookform/resolvers/zod';
import { Divider } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router';
import { z } from 'zod';

import { paths } from '#shared/pages.ts';
import { FormFields, type FieldSpec } from '../../../components/form/form-fields.tsx';
import { emailField, nameFields, phoneField } from '../../../components/form/person-fields.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useRegisterPersonal } from '../api/auth-api.ts';
import { requiredField } from '../lib/form-helpers.ts';
import { useRegistrationSubmit } from '../lib/use-registration-submit.ts';
import { AuthForm, AuthLink, AuthTermsNote } from './auth-form.tsx';
import { AuthFrame } from './auth-frame.tsx';

export const RegisterFormSchema = z.object({
  f_name: requiredField('First Name'),
  l_name: requiredField('Last Name'),
  email: requiredField('Email'),
  phone_number: requiredField('Phone number'),
});
type RegisterFormValues = z.infer<typeof RegisterFormSchema>;

const NAME_FIELDS = nameFields<RegisterFormValues>('f_name', 'l_name');
const CONTACT_FIELDS: FieldSpec<RegisterFormValues>[] = [
  emailField('email'),
  phoneField('phone_number'),
];

const LINKS = (
  <>
    <AuthTermsNote />
    <Divider label="or" labelPosition="center" />
    <AuthLink
      prompt="Offering a service?"
      to={paths.registerProvider}
      label="Register as a service provider"
    />
    <AuthLink prompt="Already have an account?" to={paths.login} label="Login" />
  </>
);

/** /Register: a personal account (role 3). A link to set the password is emailed. */
export function RegisterPage() {
  usePageMeta('Register', 'Create a free Kiwi Services account.');
  const user = useSessionUser();
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { f_name: '', l_name: '', email: '', phone_number: '' },
    mode: 'onTouched',
  });
  const { submit, pending } = useRegistrationSubmit(useRegisterPersonal(), (message) =>
    form.setError('email', { message }),
  );

  if (user) return <Navigate to={paths.home} replace />;
  return (
    <AuthFrame
      title="Create your account"
      subtitle="Register for free. We will email you a link to choose your password."
    >
      <AuthForm
        label="Register"
        form={form}
        onSubmit={submit}
        pending={pending}
        submitLabel="Register"
        after={LINKS}
      >
        <FormFields fields={NAME_FIELDS} cols={2} />
        <FormFields fields={CONTACT_FIELDS} />
      </AuthForm>
    </AuthFrame>
  );
}
