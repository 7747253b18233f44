/**
 * The account emails: plain text plus simple HTML, with the site name. Every value that reaches
 * the HTML is escaped; subjects are single-line.
 */
export type EmailContent = { kind: string; subject: string; text: string; html: string };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Subjects never carry line breaks (no header injection). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

function layout(
  siteName: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  footnote?: string,
) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1c7ed6;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en-NZ"><head><meta charset="utf-8"><title>${escapeHtml(siteName)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;background:#f4f6f8;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px;color:#1c7ed6">${escapeHtml(siteName)}</h1>
${body}
${button}
${footnote ? `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(footnote)}</p>` : ''}
<p style="margin:24px 0 0;font-size:13px;color:#777">Ngā mihi,<br>The ${escapeHtml(siteName)} team</p>
</div>
</body></html>`;
}

function textBody(siteName: string, paragraphs: string[], link?: string, after: string[] = []) {
  return [...paragraphs, ...(link ? [link] : []), ...after, `Ngā mihi,\nThe ${siteName} team`].join(
    '\n\n',
  );
}

type Common = { siteName: string; name: string };

/** After registration: a single-use link to choose a password (valid 24 hours). */
export function buildSetupPasswordEmail(input: Common & { link: string; username: string }) {
  const paragraphs = [
    `Kia ora ${input.name},`,
    `Welcome to ${input.siteName}! Your account has been created with the username "${input.username}".`,
    'To finish setting it up, choose a password using the link below. The link works once and expires in 24 hours.',
  ];
  const after = 'If you did not create this account, you can ignore this email.';
  return {
    kind: 'password_setup',
    subject: oneLine(`Set up your ${input.siteName} password`),
    text: textBody(input.siteName, [...paragraphs, 'Set your password:'], input.link, [after]),
    html: layout(input.siteName, paragraphs, { label: 'Set my password', url: input.link }, after),
  } satisfies EmailContent;
}

/** Forgot password: a single-use link to choose a new password (valid 1 hour). */
export function buildResetPasswordEmail(input: Common & { link: string; ttlText: string }) {
  const paragraphs = [
    `Kia ora ${input.name},`,
    `Someone (hopefully you) asked to reset the password of your ${input.siteName} account.`,
    `Choose a new password using the link below. The link works once and expires in ${input.ttlText}.`,
    'If you did not ask for this, you can ignore this email: your password stays the same.',
  ];
  return {
    kind: 'password_reset',
    subject: oneLine(`Reset your ${input.siteName} password`),
    text: textBody(input.siteName, [...paragraphs, 'Reset your password:'], input.link),
    html: layout(input.siteName, paragraphs, { label: 'Reset my password', url: input.link }),
  } satisfies EmailContent;
}

/** To the OLD address after an email change, so a hijack does not go unnoticed. */
export function buildEmailChangedEmail(input: Common & { newEmail: string; supportUrl: string }) {
  const paragraphs = [
    `Kia ora ${input.name},`,
    `The email address of your ${input.siteName} account was changed to ${input.newEmail}. From now on, messages about your account go to that address.`,
    `If you made this change, there is nothing else to do. If you did not, please contact us straight away at ${input.supportUrl} so we can secure your account.`,
  ];
  return {
    kind: 'email_changed',
    subject: oneLine(`Your ${input.siteName} email address was changed`),
    text: textBody(input.siteName, paragraphs),
    html: layout(input.siteName, paragraphs),
  } satisfies EmailContent;
}

/** A moment as people in New Zealand read it: "25 November 2026 at 3:14 pm". */
export function nzDateTime(date: Date): string {
  return date.toLocaleString('en-NZ', {
    timeZone: 'Pacific/Auckland',
    dateStyle: 'long',
    timeStyle: 'short',
  });
}

/**
 * After the password was changed (account page) or reset (emailed link), so a takeover does
 * not go unnoticed. `when` is the change's time, already written out for New Zealand.
 */
export function buildPasswordChangedEmail(
  input: Common & { how: 'changed' | 'reset'; when: string; supportUrl: string },
) {
  const means =
    input.how === 'reset' ? 'using a password reset link' : 'from your account settings';
  const paragraphs = [
    `Kia ora ${input.name},`,
    `The password of your ${input.siteName} account was ${input.how} on ${input.when}, ${means}. For your safety, other devices signed in to your account have been logged out.`,
    `If you made this change, there is nothing else to do. If you did not, please reset your password straight away with "Forgot password" on the login page and contact us at ${input.supportUrl} so we can secure your account.`,
  ];
  return {
    kind: input.how === 'reset' ? 'password_reset_done' : 'password_changed',
    subject: oneLine(`Your ${input.siteName} password was ${input.how}`),
    text: textBody(input.siteName, paragraphs),
    html: layout(input.siteName, paragraphs),
  } satisfies EmailContent;
}

/** An email from paragraphs, with an optional button and footnote (text and HTML alike). */
export function composeEmail(input: {
  kind: string;
  siteName: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}): EmailContent {
  const { siteName, paragraphs, action, footnote } = input;
  const textParagraphs = action ? [...paragraphs, `${action.label}:`] : paragraphs;
  return {
    kind: input.kind,
    subject: oneLine(input.subject),
    text: textBody(siteName, textParagraphs, action?.url, footnote ? [footnote] : []),
    html: layout(siteName, paragraphs, action, footnote),
  };
}
