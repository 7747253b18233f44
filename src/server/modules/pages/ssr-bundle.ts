import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { SsrBundle, SsrFetch } from '#shared/ssr.ts';
import { SSR_STATE_ID } from '#shared/ssr.ts';

/** The built page template (dist/web/index.html) cut around the places the server fills in. */
export type PageTemplate = { head: string; body: string; end: string };

const ROOT = '<div id="root"></div>';

/**
 * Splits the built index.html: its static <title> and description go (each page writes its
 * own), the <noscript> note goes (rendered pages read without JavaScript).
 */
export function parseTemplate(html: string): PageTemplate {
  const cleaned = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, '');
  const headEnd = cleaned.indexOf('</head>');
  const rootAt = cleaned.indexOf(ROOT);
  if (headEnd < 0 || rootAt < 0) throw new Error('index.html has no </head> or empty #root');
  return {
    head: cleaned.slice(0, headEnd),
    body: cleaned.slice(headEnd, rootAt),
    end: cleaned.slice(rootAt + ROOT.length),
  };
}

/** A rendered page in the template: head tags, the app's HTML and its data block. */
export function fillTemplate(
  template: PageTemplate,
  page: { head: string; html: string; state: string },
): string {
  return (
    `${template.head}  ${page.head}\n  ${template.body}<div id="root">${page.html}</div>` +
    `<script type="application/json" id="${SSR_STATE_ID}">${page.state}</script>${template.end}`
  );
}

/** The SSR bundle next to the web build (dist/ssr/entry-server.js). */
export const ssrBundlePath = (webDistDir: string) =>
  join(webDistDir, '..', 'ssr', 'entry-server.js');

/**
 * Loads the server-rendering bundle and the page template, or null when either is missing (dev
 * and API tests without a build): the server then answers pages with the plain app shell.
 */
export async function loadSsrBundle(
  webDistDir: string,
  fetch: SsrFetch,
): Promise<{ bundle: SsrBundle; template: PageTemplate } | null> {
  const bundlePath = ssrBundlePath(webDistDir);
  const indexPath = join(webDistDir, 'index.html');
  if (!existsSync(bundlePath) || !existsSync(indexPath)) return null;
  const bundle = (await import(pathToFileURL(bundlePath).href)) as SsrBundle;
  bundle.setup({ fetch });
  return { bundle, template: parseTemplate(readFileSync(indexPath, 'utf8')) };
}
