import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { createRouteAssets } from './route-assets.ts';

const dir = mkdtempSync(join(tmpdir(), 'ks-assets-'));
mkdirSync(join(dir, '.vite'));
writeFileSync(
  join(dir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
    'src/web/app/routes/landing.tsx': {
      file: 'assets/landing-2.js',
      imports: ['_service-card.js', 'index.html'],
    },
    '_service-card.js': { file: 'assets/service-card-3.js', css: ['assets/service-card-3.css'] },
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the CSS and code links of a server-rendered page', () => {
  const assets = createRouteAssets(
    dir,
    '<script src="/assets/index-1.js"></script><link href="/assets/index-1.css">',
  );

  it('links the page module, what it imports and their CSS, but not what the template has', () => {
    const tags = assets(['root', '0-0', 'landing']);
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/service-card-3.css">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-2.js">');
    expect(tags).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/service-card-3.js">',
    );
    expect(tags).not.toContain('index-1');
  });

  it('links nothing for routes without a module, or without a manifest', () => {
    expect(assets(['root'])).toBe('');
    expect(createRouteAssets(join(dir, 'missing'), '')(['landing'])).toBe('');
  });
});
