import { Avatar } from '@mantine/core';

import { ROLE } from '#shared/constants.ts';
import type { StoredUser } from '../../lib/session.ts';

export function getNameInitial(name: string | null | undefined): string {
  return name?.trim().charAt(0).toUpperCase() || '?';
}

/** Role 3 shows the initial of the name; other roles show their logo (initial if none). */
export function AccountAvatar({ user, size = 36 }: { user: StoredUser; size?: number }) {
  const initial = getNameInitial(user.name);
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
