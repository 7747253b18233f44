import { Avatar } from '@mantine/core';

import { ROLE } from '#shared/constants.ts';
import { nameInitial } from '#shared/domain/names.ts';
import type { StoredUser } from '../../lib/session.ts';

/**
 * Role 3 shows the initial of the person's name (display_name, not the username); other roles
 * show their logo (the initial of the business name if none).
 */
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
      size={size}
      src={user.logo}
      alt=""
      radius="xl"
      color="kiwi"
      aria-hidden="true"
      styles={{ image: { objectFit: 'contain', background: '#fff' } }}
    >
      {initial}
    </Avatar>
  );
}
