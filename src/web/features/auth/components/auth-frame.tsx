import { Box, Container, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { BrandLink } from '../../../components/brand/brand-link.tsx';

const DEFAULT_POINTS = [
  'Find trusted local providers in Auckland, Hamilton, Wellington and Christchurch',
  'Keep a watchlist of the services you like',
  'Contact providers and review the work they do',
];

export type AuthFrameProps = {
  title: string;
  subtitle?: ReactNode;
  /** The selling points of the green side panel (desktop only). */
  points?: string[];
  /** Wider card for the longer provider form. */
  wide?: boolean;
  children: ReactNode;
};

/**
 * The frame of the pages without the site header (login, registration, forgot password): the
 * brand, a short welcome panel beside the form on wide screens, and the form card.
 */
export function AuthFrame({
  title,
  subtitle,
  points = DEFAULT_POINTS,
  wide,
  children,
}: AuthFrameProps) {
  return (
    <Box py={{ base: 'md', sm: 40 }}>
      <Container size={wide ? 1080 : 980}>
        <Group justify="space-between" mb={{ base: 'md', sm: 'xl' }}>
          <BrandLink />
        </Group>
        <Paper
          withBorder
          radius="lg"
          shadow="sm"
          style={{ overflow: 'hidden', display: 'flex', alignItems: 'stretch' }}
        >
          <Box
            visibleFrom="md"
            p="xl"
            w={360}
            style={{
              flexShrink: 0,
              color: 'white',
              background:
                'linear-gradient(160deg, var(--mantine-color-kiwi-7) 0%, var(--kiwi-brand-dark) 100%)',
            }}
          >
            <Stack gap="lg" h="100%" justify="center">
              <Title order={2} c="white" fz={28} lh={1.2}>
                Kia ora!
              </Title>
              <Text c="white" opacity={0.9}>
                Local services across Aotearoa, from people who live where you do.
              </Text>
              <List
                spacing="sm"
                c="white"
                icon={
                  <ThemeIcon color="white" c="kiwi.8" size={22} radius="xl">
                    <IconCheck size={14} aria-hidden="true" />
                  </ThemeIcon>
                }
              >
                {points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
            </Stack>
          </Box>
          <Box p={{ base: 'md', xs: 'lg', sm: 'xl' }} style={{ flex: 1, minWidth: 0 }}>
            <Stack gap="xs" mb="lg">
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {title}
              </Title>
              {subtitle ? (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              ) : null}
            </Stack>
            {children}
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}
