import { Avatar, type AvatarProps } from '@mantine/core';

import type { OtherParty } from '#shared/api/conversations.ts';

/** The other side's logo, or their initial on a coloured disc (decorative: the name is beside it). */
export function PartyAvatar({ party, ...props }: { party: OtherParty } & AvatarProps) {
  return (
    <Avatar
      src={party.logo ?? undefined}
      alt=""
      aria-hidden="true"
      color="kiwi"
      radius="xl"
      {...props}
    >
      {party.initial}
    </Avatar>
  );
}
