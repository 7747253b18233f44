import { Box, Button, Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconBuildingFactory2, IconBuildingSkyscraper, IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { SERVICE_TYPES, type ServiceType } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { HomeSearchBar } from './home-search-bar.tsx';

const TYPE_BUTTONS: Record<ServiceType, { label: string; icon: ReactNode }> = {
  residential: { label: 'Residential Services', icon: <IconHome size={20} aria-hidden="true" /> },
  commercial: {
    label: 'Commercial Services',
    icon: <IconBuildingSkyscraper size={20} aria-hidden="true" />,
  },
  trade: { label: 'Trade Services', icon: <IconBuildingFactory2 size={20} aria-hidden="true" /> },
};

/** The top of the home page: the welcome line, the search bar and the three type buttons. */
export function HomeHero() {
  return (
    <Box
      py={{ base: 'xl', sm: 48 }}
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-kiwi-0) 0%, #f4fbf7 60%, #ffffff 100%)',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      <Container>
        <Stack gap="lg">
          <Title order={1} ta="center" size="h1" c="var(--kiwi-brand-dark)">
            {MESSAGES.welcome}
          </Title>
          <HomeSearchBar />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" maw={920} mx="auto" w="100%">
            {SERVICE_TYPES.map((type) => (
              <Button
                key={type}
                component={Link}
                to={paths.servicePageList(type)}
                variant="white"
                color="kiwi"
                size="md"
                leftSection={TYPE_BUTTONS[type].icon}
                style={{ border: '1px solid var(--mantine-color-kiwi-3)' }}
              >
                {TYPE_BUTTONS[type].label}
              </Button>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
