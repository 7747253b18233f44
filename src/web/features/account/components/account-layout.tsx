import { Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { AccountSideMenu } from '../../../components/account-menu/account-side-menu.tsx';

export type AccountLayoutProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/** The member screens: the account side menu beside (or, on phones, above) the page. */
export function AccountLayout({ title, description, children }: AccountLayoutProps) {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Grid gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <AccountSideMenu />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="lg">
            <Box>
              <Title order={1} fz={{ base: 26, sm: 32 }}>
                {title}
              </Title>
              {description ? (
                <Text c="dimmed" mt={4}>
                  {description}
                </Text>
              ) : null}
            </Box>
            {children}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
