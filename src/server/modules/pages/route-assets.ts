import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json). */
type ManifestChunk = {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
};
type Manifest = Record<string, ManifestChunk>;

const ROUTES_DIR = 'src/web/app/routes';
/** A stylesheet link as Vite writes it into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="\/([^"]+\.css)"[^>]*>/g;
/** A module preload link as Vite writes it into index.html. */
const MODULEPRELOAD_LINK = /\s*<link rel="modulepreload"[^>]*>/g;

/** The CSS and code tags of a server-rendered page. */
export type PageAssets = {
  /**
   * The template's head with its stylesheets inlined and its module preloads dropped
   * (decision 101).
   */
  head: string;
  /** The matched page modules' CSS (inlined) and code (preloaded), for their route ids. */
  forRoutes: (routeIds: string[]) => string;
};

/**
 * Reads the built CSS files once and answers the tags that put a file's rules in the page:
 * a <style> with the file's text (first paint needs no stylesheet round trip), followed by a
 * disabled <link> of the same file. Browsers never fetch a disabled stylesheet; the link is
 * there for Vite's preload helper, which loads the CSS of a lazy route unless a stylesheet link
 * with that href is in the document, so a client-side navigation does not load it a second time.
 * A file that cannot be inlined safely (missing, or holding `</style`) stays a plain link.
 */
function cssInliner(webDistDir: string): (file: string) => string {
  const tags = new Map<string, string>();
  return (file) => {
    const known = tags.get(file);
    if (known !== undefined) return known;
    const path = join(webDistDir, file);
    const css = existsSync(path) ? readFileSync(path, 'utf8') : null;
    const tag =
      css === null || /<\/style/i.test(css)
        ? `<link rel="stylesheet" crossorigin href="/${file}">`
        : `<style data-href="/${file}">${css}</style>` +
          `<link rel="stylesheet" crossorigin href="/${file}" disabled>`;
    tags.set(file, tag);
    return tag;
  };
}

/**
 * Every file a chunk needs: its own, what it imports statically, and their CSS, an import's CSS
 * before its importer's (the cascade order Vite's own links have).
 */
function closure(manifest: Manifest, names: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.imports?.forEach(visit);
    chunk.css?.forEach((file) => css.add(file));
  };
  names.forEach(visit);
  return { js: [...js], css: [...css] };
}

const preloadTag = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * The CSS and code of a server-rendered page (decision 101). Its stylesheets, the entry's and
 * those of the page modules it matched (a route's id is its module's name), are inlined; the
 * template's module preloads are dropped, and only the page modules themselves are preloaded:
 * the entry's imports are found by the browser as the entry loads, and Vite's preload helper
 * fetches each page module's imports together when hydration imports it. Each file is read
 * from the build once (the entry's CSS at start-up, a page module's on its first page), and
 * the tags are kept per list of route ids.
 */
export function createPageAssets(webDistDir: string, templateHead: string): PageAssets {
  const manifestPath = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return { head: templateHead, forRoutes: () => '' };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const inline = cssInliner(webDistDir);
  const entry = Object.keys(manifest).filter((name) => manifest[name]!.isEntry);
  const statics = closure(manifest, entry);
  // The entry imports the app in steps (web/main.tsx, decision 104): their CSS is first-load
  // CSS too. (Their code is listed in the template by the build, for the entry to preload.)
  const steps = closure(
    manifest,
    entry.flatMap((name) => manifest[name]!.dynamicImports ?? []),
  );
  const stepCss = steps.css.filter((file) => !statics.css.includes(file));
  const inTemplate = new Set([...statics.css, ...stepCss]);
  const head =
    templateHead
      .replace(MODULEPRELOAD_LINK, '')
      .replace(STYLESHEET_LINK, (_link, file: string) => inline(file)) +
    stepCss.map((file) => `    ${inline(file)}\n`).join('');
  const known = new Map<string, string>();
  const forRoutes = (routeIds: string[]) => {
    const key = routeIds.join(',');
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    const pages = routeIds.map((id) => `${ROUTES_DIR}/${id}.tsx`).filter((name) => manifest[name]);
    const { css } = closure(manifest, pages);
    const tags = [
      ...css.filter((file) => !inTemplate.has(file)).map(inline),
      ...pages.map((name) => preloadTag(manifest[name]!.file)),
    ];
    const html = tags.join('\n    ');
    known.set(key, html);
    return html;
  };
  return { head, forRoutes };
}
