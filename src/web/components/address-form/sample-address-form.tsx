import {
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
} from '@mantine/core';
import type { FormEvent } from 'react';
import { Link } from 'react-router';

import { CITY_NAMES } from '#shared/locations.ts';
import { notifyInfo } from '../../lib/notify.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

/** The static sample address forms (/Editdelieveryaddress, /EditAddressForm): no calls. */
export function SampleAddressForm({ title, intro }: { title: string; intro: string }) {
  usePageMeta(title);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    notifyInfo('This is a sample form: nothing was saved.');
  };
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{intro}</Text>
        <Paper withBorder p="lg" radius="md" component="form" onSubmit={onSubmit}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="First name"
                name="first_name"
                defaultValue="Aroha"
                autoComplete="given-name"
              />
              <TextInput
                label="Last name"
                name="last_name"
                defaultValue="Ngata"
                autoComplete="family-name"
              />
            </SimpleGrid>
            <TextInput
              label="Street address"
              name="street"
              defaultValue="12 Ponsonby Road"
              autoComplete="address-line1"
            />
            <TextInput
              label="Apartment, unit (optional)"
              name="unit"
              autoComplete="address-line2"
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="Suburb"
                name="suburb"
                defaultValue="Ponsonby"
                autoComplete="address-level3"
              />
              <NativeSelect
                label="City"
                name="city"
                data={[...CITY_NAMES]}
                defaultValue="Auckland"
              />
              <TextInput
                label="Postcode"
                name="postcode"
                defaultValue="1011"
                inputMode="numeric"
                autoComplete="postal-code"
              />
            </SimpleGrid>
            <TextInput
              label="Phone number"
              name="phone"
              type="tel"
              defaultValue="021 555 0123"
              autoComplete="tel"
            />
            <Checkbox label="Use as my default address" name="default" defaultChecked />
            <Group justify="flex-end">
              <Button component={Link} to="/accountDetails" variant="default">
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
