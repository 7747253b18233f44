import { Avatar } from '@mantine/core';

import { ROLE } from '#shared/constants.ts';
import { nameInitial } from '#shared/domain/names.ts';
import type { StoredUser } from '../../lib/session.ts';

/**
 * Role 3 shows the initial of the person's name (display_name, not the username); other roles
 * show their logo (the initial of the business name if none). A logo is a square picture
 * (stored 256 × 256): it fills a rounded square, not a circle that would cut its corners, and is
 * never smaller than LOGO_MIN_SIZE.
 */
const LOGO_MIN_SIZE = 40;

export function AccountAvatar({ user, size = 36 }: { user: StoredUser; size?: number }) {
  const initial = nameInitial(user.display_name);
  if (user.role_id === ROLE.customer || !user.logo) {
    return (
      <Avatar size={size} color="kiwi" variant="filled" radius="xl" aria-hidden="true">
        {initial}
      </Avatar>
    );
  }
  return (
    <Avatar
      size={Math.max(size, LOGO_MIN_SIZE)}
      src={user.logo}
      alt=""
      radius="sm"
      color="kiwi"
      aria-hidden="true"
      styles={{ image: { objectFit: 'cover', background: '#fff' } }}
    >
      {initial}
    </Avatar>
  );
}
