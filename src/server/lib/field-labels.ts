/**
 * How validation messages name the fields ("First name is required"). A route may name its own
 * fields in `config.fieldLabels` (the provider form's `message` is its "Description").
 */
const LABELS: Record<string, string> = {
  f_name: 'First name',
  l_name: 'Last name',
  email: 'Email',
  phone_number: 'Phone number',
  business_name: 'Business name',
  contact_person: 'Contact person name',
  password: 'Password',
  token: 'The link',
  current_email: 'Current email',
  new_email: 'New email',
  current_password: 'Current password',
  new_password: 'New password',
  logo: 'Logo',
  reason: 'Reason',
  name: 'Name',
};

/** The label of a field: the route's, else the common one, else its key. */
export function fieldLabel(key: string, routeLabels?: Record<string, string>): string {
  return routeLabels?.[key] ?? LABELS[key] ?? key;
}
