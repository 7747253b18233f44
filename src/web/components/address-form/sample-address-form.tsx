import {
  Alert,
  Button,
  Checkbox,
  Container,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  type TextInputProps,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';

import { CITY_NAMES } from '#shared/locations.ts';
import { paths } from '#shared/pages.ts';
import { notifyInfo } from '../../lib/notify.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

const SAMPLE_NOTE = 'This is a sample form: nothing you enter here is saved.';

type SampleField = TextInputProps & { name: string };

/** The sample values, row by row (a row of several fields is a grid on wide screens). */
const ROWS: SampleField[][] = [
  [
    { label: 'First name', name: 'first_name', defaultValue: 'Aroha', autoComplete: 'given-name' },
    { label: 'Last name', name: 'last_name', defaultValue: 'Ngata', autoComplete: 'family-name' },
  ],
  [
    {
      label: 'Street address',
      name: 'street',
      defaultValue: '12 Ponsonby Road',
      autoComplete: 'address-line1',
    },
  ],
  [{ label: 'Apartment, unit (optional)', name: 'unit', autoComplete: 'address-line2' }],
];
const PLACE: SampleField[] = [
  { label: 'Suburb', name: 'suburb', defaultValue: 'Ponsonby', autoComplete: 'address-level3' },
  {
    label: 'Postcode',
    name: 'postcode',
    defaultValue: '1011',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
  },
];
const PHONE: SampleField = {
  label: 'Phone number',
  name: 'phone',
  type: 'tel',
  defaultValue: '021 555 0123',
  autoComplete: 'tel',
};

function FieldRow({ fields }: { fields: SampleField[] }) {
  const inputs = fields.map((field) => <TextInput key={field.name} {...field} />);
  return fields.length > 1 ? <SimpleGrid cols={{ base: 1, sm: 2 }}>{inputs}</SimpleGrid> : inputs;
}

/** The static sample address forms (/Editdelieveryaddress, /EditAddressForm): no calls. */
export function SampleAddressForm({ title, intro }: { title: string; intro: string }) {
  usePageMeta(title);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    notifyInfo(SAMPLE_NOTE);
  };
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{intro}</Text>
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden="true" />}>
          {SAMPLE_NOTE}
        </Alert>
        <Paper withBorder p="lg" radius="md" component="form" onSubmit={onSubmit}>
          <Stack gap="md">
            {ROWS.map((fields) => (
              <FieldRow key={fields[0]?.name} fields={fields} />
            ))}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput {...PLACE[0]} />
              <NativeSelect
                label="City"
                name="city"
                data={[...CITY_NAMES]}
                defaultValue="Auckland"
              />
              <TextInput {...PLACE[1]} />
            </SimpleGrid>
            <TextInput {...PHONE} />
            <Checkbox label="Use as my default address" name="default" defaultChecked />
            <Group justify="flex-end">
              <Button component={Link} to={paths.accountDetails} variant="default">
                Cancel
              </Button>
              <Button type="submit">Save address</Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
