import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

/** Web addresses (http, https, or starting with www.) up to a space or a quote. */
const URL_PATTERN = /((?:https?:\/\/|www\.)[^\s<>"']+)/gi;
/** Trailing punctuation stays text: "see https://x.nz." links https://x.nz. */
const TRAILING = /[.,;:!?)\]}]+$/;

export type TextPart = { text: string; href?: string };

/** Splits a message into text and links (nothing else in it is interpreted). */
export function splitMessage(body: string): TextPart[] {
  const parts: TextPart[] = [];
  const pushText = (text: string) => {
    const last = parts.at(-1);
    if (last && last.href === undefined) last.text += text;
    else parts.push({ text });
  };
  for (const piece of body.split(URL_PATTERN)) {
    if (piece === '') continue;
    if (!/^(?:https?:\/\/|www\.)/i.test(piece)) {
      pushText(piece);
      continue;
    }
    const tail = TRAILING.exec(piece)?.[0] ?? '';
    const link = tail ? piece.slice(0, -tail.length) : piece;
    if (!/^(?:https?:\/\/|www\.)\S/i.test(link)) {
      pushText(piece);
      continue;
    }
    parts.push({ text: link, href: /^www\./i.test(link) ? `https://${link}` : link });
    if (tail) pushText(tail);
  }
  return parts;
}

/**
 * A message's text as text (React escapes it: no HTML), its line breaks kept and its web
 * addresses clickable, opened in a new tab with rel="nofollow ugc noopener" (issue 25 §2).
 */
export function MessageText({ body }: { body: string }): ReactNode {
  return splitMessage(body).map((part, index) =>
    part.href ? (
      <Anchor
        key={index}
        href={part.href}
        target="_blank"
        rel="nofollow ugc noopener"
        c="inherit"
        underline="always"
        style={{ overflowWrap: 'anywhere' }}
      >
        {part.text}
      </Anchor>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
