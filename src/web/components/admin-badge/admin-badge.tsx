import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconShieldCheckFilled } from '@tabler/icons-react';

export const ADMIN_BADGE_LABEL = 'Listed by Kiwi Services';

/** The small shield on service cards of role-1 providers (product-decisions §1). */
export function AdminBadge({ size = 26 }: { size?: number }) {
  return (
    <Tooltip label={ADMIN_BADGE_LABEL} withArrow>
      <ThemeIcon
        size={size}
        radius="xl"
        color="kiwi"
        variant="filled"
        role="img"
        aria-label={ADMIN_BADGE_LABEL}
      >
        <IconShieldCheckFilled size={Math.round(size * 0.62)} aria-hidden="true" />
      </ThemeIcon>
    </Tooltip>
  );
}
