import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';

import { paths } from '#shared/pages.ts';
import { AccountLayout } from './account-layout.tsx';

export type AccountFormProps = {
  /** The page heading, also the form's accessible name. */
  title: string;
  description?: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  submitLabel?: string;
  /** A small print line above the buttons. */
  note?: ReactNode;
  maw?: number;
  children: ReactNode;
};

/** An account change form: the account layout, the fields, a note, Cancel and the submit. */
export function AccountForm({
  title,
  description,
  onSubmit,
  pending,
  submitLabel = 'Save',
  note,
  maw = 560,
  children,
}: AccountFormProps) {
  return (
    <AccountLayout title={title} description={description}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={maw}>
        <form onSubmit={onSubmit} noValidate aria-label={title}>
          <Stack gap="md">
            {children}
            {note ? (
              <Text size="xs" c="dimmed">
                {note}
              </Text>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={paths.accountDetails} variant="default">
                Cancel
              </Button>
              <Button type="submit" loading={pending}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </AccountLayout>
  );
}
