import { Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import type { Account } from '#shared/api/auth.ts';
import { ROLE } from '#shared/constants.ts';
import { accountName, nameInitial } from '#shared/domain/names.ts';
import { formatDate } from '../../../lib/format.ts';

/** Role 2 shows business_name; other roles first and last name (spec section 2). */
export function nameOfAccount(account: Account): string {
  return accountName({
    roleId: account.role_id,
    businessName: account.business_name,
    firstName: account.f_name,
    lastName: account.l_name,
    username: account.username,
  });
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The account's logo (or initial), name, email, member-since date, username and phone. */
export function AccountSummary({ account }: { account: Account }) {
  const isCustomer = account.role_id === ROLE.customer;
  const name = nameOfAccount(account);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group gap="lg" align="flex-start" wrap="nowrap">
        <Avatar
          src={isCustomer ? null : account.logo}
          size={72}
          radius="md"
          color="kiwi"
          variant={isCustomer || !account.logo ? 'filled' : 'default'}
          alt=""
          styles={{ image: { objectFit: 'contain', background: '#fff' } }}
        >
          {nameInitial(name)}
        </Avatar>
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} fz={22} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Row label="Email">{account.email}</Row>
            <Row label="Member since">{formatDate(account.created_at, 'long')}</Row>
            <Row label="Username">{account.username}</Row>
            {account.phone_number ? <Row label="Phone">{account.phone_number}</Row> : null}
          </SimpleGrid>
        </Stack>
      </Group>
    </Paper>
  );
}
