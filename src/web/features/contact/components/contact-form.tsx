import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { CONTACT_MESSAGE_MAX } from '#shared/api/contact.ts';
import { FormFields, type FieldSpec } from '../../../components/form/form-fields.tsx';
import { useSessionUser } from '../../../lib/session.ts';
import { useSendContactMessage } from '../api/contact-api.ts';
import { emailRule, honeypotRule, optional, required } from '../lib/form-rules.ts';
import { useFormSend } from '../lib/use-form-send.ts';
import { SentForm, type SentFormTexts } from './sent-form.tsx';
import { TextAreaField } from './text-area-field.tsx';

/** Contact us (spec section 5): name, email and message required; the subject is optional. */
export const ContactFormSchema = z.object({
  name: required('Name', 100),
  email: emailRule,
  subject: optional('Subject', 150),
  message: required('Message', CONTACT_MESSAGE_MAX),
  website: honeypotRule,
});
type ContactFormValues = z.infer<typeof ContactFormSchema>;

const FIELDS: FieldSpec<ContactFormValues>[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', kind: 'email', autoComplete: 'email' },
];
const SUBJECT: FieldSpec<ContactFormValues>[] = [
  {
    name: 'subject',
    label: 'Subject',
    optional: true,
    placeholder: 'e.g. A question about my listing',
  },
];

const CONTACT_TEXTS: SentFormTexts = {
  label: 'Contact us',
  submit: 'Send message',
  sentTitle: 'Message sent',
  again: 'Send another message',
};

/** The Contact us form: sent to the team, confirmed to the sender by email. */
export function ContactForm() {
  const user = useSessionUser();
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(ContactFormSchema),
    defaultValues: {
      name: user?.display_name ?? '',
      email: user?.email ?? '',
      subject: '',
      message: '',
      website: '',
    },
    mode: 'onTouched',
  });
  const send = useFormSend(form, useSendContactMessage(), (values) => values);
  return (
    <SentForm form={form} send={send} texts={CONTACT_TEXTS}>
      <FormFields fields={FIELDS} cols={2} />
      <FormFields fields={SUBJECT} />
      <TextAreaField<ContactFormValues>
        name="message"
        label="Message"
        max={CONTACT_MESSAGE_MAX}
        placeholder="How can we help?"
      />
    </SentForm>
  );
}
