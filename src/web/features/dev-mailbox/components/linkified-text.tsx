import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Splits text into plain parts and http(s) links. */
export function splitLinks(text: string): { text: string; isLink: boolean }[] {
  return text
    .split(URL_PATTERN)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, isLink: /^https?:\/\//.test(part) }));
}

/** Plain text with its web addresses as links (the dev mailbox's password links). */
export function LinkifiedText({ text }: { text: string }): ReactNode {
  return splitLinks(text).map((part, index) =>
    part.isLink ? (
      <Anchor key={index} href={part.text} style={{ overflowWrap: 'anywhere' }}>
        {part.text}
      </Anchor>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
