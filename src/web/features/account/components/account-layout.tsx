import { Container, Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

import { AccountSideMenu } from '../../../components/account-menu/account-side-menu.tsx';
import { PageHeading } from '../../../components/page-heading/page-heading.tsx';

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
            <PageHeading title={title} description={description} titleSize={32} />
            {children}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
