import { Group, List, Paper, Text, Title } from '@mantine/core';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';

import { checkedDateText, type Badge } from '#shared/api/credentials.ts';

/**
 * Checked badges (issue 27 §3): only what an admin checked against the public register shows,
 * and no plan or payment changes them. Cards show an icon per badge; the service and provider
 * pages show each as text. Nothing renders while `badges` is empty. Plain rendering only: cards
 * are in the first paint of public pages (no tooltip machinery, the native title serves).
 */

/** "What we check": the line beside the badges. */
export const WHAT_WE_CHECK =
  'What we check: each licence, registration or NZBN against its public register, and insurance against its certificate. Badges are never sold.';

/** "LBP: Carpentry, checked 27 Nov 2026". */
export const badgeText = (badge: Badge): string =>
  `${badge.label}, checked ${checkedDateText(badge.checked_at)}`;

/** The accessible name of a card's badge icon: "Checked: LBP: Carpentry". */
export const badgeIconName = (badge: Badge): string => `Checked: ${badge.label}`;

/** Kiwi 7 (the primary) on white is 5.3:1, above the 3:1 an icon needs and the 4.5:1 of text. */
const ICON_COLOR = 'var(--mantine-color-kiwi-7)';

/** The icons of a card: one per checked badge, each named for screen readers. */
export function CardBadges({ badges, size = 18 }: { badges: readonly Badge[]; size?: number }) {
  if (badges.length === 0) return null;
  return (
    <Group gap={2} wrap="nowrap" data-testid="card-badges" style={{ flex: 'none' }}>
      {badges.map((badge) => (
        <span
          key={`${badge.kind}-${badge.label}`}
          role="img"
          aria-label={badgeIconName(badge)}
          title={badgeText(badge)}
          style={{ display: 'inline-flex', color: ICON_COLOR }}
        >
          <IconRosetteDiscountCheckFilled size={size} aria-hidden="true" />
        </span>
      ))}
    </Group>
  );
}

/**
 * The badges of the service and provider pages as text, "LBP: Carpentry, checked 27 Nov 2026",
 * with the line that says what is checked. `headingId` names the section.
 */
export function CredentialBadgeList({
  badges,
  headingId = 'checked-badges',
  framed = true,
}: {
  badges: readonly Badge[];
  headingId?: string;
  /** A bordered box of its own (off inside another box). */
  framed?: boolean;
}) {
  if (badges.length === 0) return null;
  const icon = (
    <span style={{ display: 'inline-flex', color: ICON_COLOR }}>
      <IconRosetteDiscountCheckFilled size={18} aria-hidden="true" />
    </span>
  );
  return (
    <Paper
      withBorder={framed}
      radius="md"
      p={framed ? 'md' : 0}
      component="section"
      aria-labelledby={headingId}
      data-testid="credential-badges"
    >
      <Title order={2} size="h5" id={headingId} mb="xs">
        Checked licences and badges
      </Title>
      <List spacing={4} center icon={icon} aria-labelledby={headingId}>
        {badges.map((badge) => (
          <List.Item key={`${badge.kind}-${badge.label}`}>
            <Text size="sm">{badgeText(badge)}</Text>
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt="xs">
        {WHAT_WE_CHECK}
      </Text>
    </Paper>
  );
}
