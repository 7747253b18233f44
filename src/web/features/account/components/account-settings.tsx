import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAt, IconChevronRight, IconLock, IconPhoto, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

import { paths } from '#shared/pages.ts';
import classes from './account-details.module.css';

type Setting = { to: string; icon: Icon; label: string; hint: string };

const LOGO: Setting = {
  to: paths.updateLogo,
  icon: IconPhoto,
  label: 'Change logo',
  hint: 'The image on your cards',
};
const ALWAYS: Setting[] = [
  { to: paths.changeEmail, icon: IconAt, label: 'Change email', hint: 'Where we send messages' },
  {
    to: paths.changePassword,
    icon: IconLock,
    label: 'Change password',
    hint: 'Ends your other sessions',
  },
];

function SettingLink({ to, icon: SettingIcon, label, hint }: Setting) {
  return (
    <Paper component={Link} to={to} withBorder radius="md" p="sm" className={classes.settingLink}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={38} radius="md">
          <SettingIcon size={20} aria-hidden="true" />
        </ThemeIcon>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </Stack>
        <IconChevronRight size={18} aria-hidden="true" color="var(--mantine-color-gray-6)" />
      </Group>
    </Paper>
  );
}

/** The account's settings links; customers (role 3) have no Change logo. */
export function AccountSettings({ isCustomer }: { isCustomer: boolean }) {
  const settings = isCustomer ? ALWAYS : [LOGO, ...ALWAYS];
  return (
    <Stack gap="sm">
      <Title order={2} fz={18}>
        Settings
      </Title>
      <SimpleGrid cols={{ base: 1, sm: settings.length }} spacing="sm">
        {settings.map((setting) => (
          <SettingLink key={setting.to} {...setting} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
