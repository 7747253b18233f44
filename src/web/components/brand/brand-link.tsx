import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

import { paths } from '#shared/pages.ts';
import { SITE_NAME } from '../../lib/site.ts';
import { BrandMark } from './brand-mark.tsx';

/** The logo and site name, linking home. */
export function BrandLink({ inverted = false }: { inverted?: boolean }) {
  return (
    <Anchor
      component={Link}
      to={paths.home}
      underline="never"
      aria-label={`${SITE_NAME} home`}
      c={inverted ? 'white' : 'var(--kiwi-brand-dark)'}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 10, borderRadius: 6 }}
    >
      <BrandMark />
      <Text component="span" fw={800} fz={{ base: 'lg', sm: 'xl' }} lh={1} c="inherit">
        {SITE_NAME}
      </Text>
    </Anchor>
  );
}
