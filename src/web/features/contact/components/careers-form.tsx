import { zodResolver } from '@hookform/resolvers/zod';
import { NativeSelect } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { CONTACT_MESSAGE_MAX } from '#shared/api/contact.ts';
import { FormFields, type FieldSpec } from '../../../components/form/form-fields.tsx';
import { emailField, nameFields, phoneField } from '../../../components/form/person-fields.ts';
import { useSendApplication, type CareerApplication } from '../api/contact-api.ts';
import { emailRule, honeypotRule, optional, required, resumeRule } from '../lib/form-rules.ts';
import { useFormSend } from '../lib/use-form-send.ts';
import { ResumeField } from './resume-field.tsx';
import { SentForm, type SentFormTexts } from './sent-form.tsx';
import { TextAreaField } from './text-area-field.tsx';

/** Careers (spec section 5): first name, last name, email and résumé required. */
export const CareersFormSchema = z.object({
  first_name: required('First Name', 100),
  last_name: required('Last Name', 100),
  email: emailRule,
  phone_number: optional('Phone number', 30),
  role: optional('Role', 150),
  cover_note: optional('Cover note', CONTACT_MESSAGE_MAX),
  resume: resumeRule,
  website: honeypotRule,
});
type CareersFormValues = z.input<typeof CareersFormSchema>;

const NAME_FIELDS = nameFields<CareersFormValues>('first_name', 'last_name');
const CONTACT_FIELDS: FieldSpec<CareersFormValues>[] = [
  emailField('email'),
  phoneField('phone_number', { optional: true }),
];

const toApplication = (values: CareersFormValues): CareerApplication => ({
  ...values,
  resume: values.resume as File,
});

const CAREERS_TEXTS: SentFormTexts = {
  label: 'Apply for a job',
  submit: 'Send application',
  sentTitle: 'Application sent',
  again: 'Send another application',
};

/** The Careers application form; `roles` are the open roles ('' is a general application). */
export function CareersForm({ roles }: { roles: readonly string[] }) {
  const form = useForm<CareersFormValues>({
    resolver: zodResolver(CareersFormSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      phone_number: '',
      role: '',
      cover_note: '',
      resume: null,
      website: '',
    },
    mode: 'onTouched',
  });
  const send = useFormSend(form, useSendApplication(), toApplication);
  return (
    <SentForm form={form} send={send} texts={CAREERS_TEXTS}>
      <FormFields fields={NAME_FIELDS} cols={2} />
      <FormFields fields={CONTACT_FIELDS} cols={2} />
      <NativeSelect
        label="Role"
        {...form.register('role')}
        data={[{ value: '', label: 'General application' }, ...roles]}
      />
      <ResumeField<CareersFormValues> name="resume" />
      <TextAreaField<CareersFormValues>
        name="cover_note"
        label="Cover note"
        optional
        max={CONTACT_MESSAGE_MAX}
        placeholder="Tell us a little about yourself and why this role interests you"
      />
    </SentForm>
  );
}
