import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json). */
type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const ROUTES_DIR = 'src/web/app/routes';

/**
 * The CSS and code of the page modules a server-rendered page matched (a route's id is its
 * module's name), with everything they import, as <link> tags: the page's own styles are there
 * at first paint (no unstyled flash before its code loads) and its code downloads in parallel
 * with the entry (hydration waits for it). Files the template already links are left out.
 */
export function createRouteAssets(
  webDistDir: string,
  template: string,
): (routeIds: string[]) => string {
  const manifestPath = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const known = new Map<string, string>();
  return (routeIds) => {
    const key = routeIds.join(',');
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    const css = new Set<string>();
    const js = new Set<string>();
    const visit = (name: string) => {
      const chunk = manifest[name];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      chunk.css?.forEach((file) => css.add(file));
      chunk.imports?.forEach(visit);
    };
    for (const id of routeIds) visit(`${ROUTES_DIR}/${id}.tsx`);
    const tags = [
      ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].filter((tag) => !template.includes(/href="([^"]+)"/.exec(tag)![1]!));
    const html = tags.join('\n    ');
    known.set(key, html);
    return html;
  };
}
