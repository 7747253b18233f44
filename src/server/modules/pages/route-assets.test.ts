import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { createPageAssets } from './route-assets.ts';

const dir = mkdtempSync(join(tmpdir(), 'ks-assets-'));
mkdirSync(join(dir, '.vite'));
mkdirSync(join(dir, 'assets'));
writeFileSync(
  join(dir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: ['src/web/app/app.tsx'],
      css: ['assets/index-1.css'],
    },
    'src/web/app/app.tsx': {
      file: 'assets/app-6.js',
      imports: ['_vendor.js', '_api.js'],
      css: ['assets/app-6.css'],
    },
    '_api.js': { file: 'assets/api-7.js' },
    '_vendor.js': { file: 'assets/vendor-4.js', css: ['assets/vendor-4.css'] },
    'src/web/app/routes/landing.tsx': {
      file: 'assets/landing-2.js',
      imports: ['_service-card.js', '_vendor.js', 'index.html'],
    },
    '_service-card.js': { file: 'assets/service-card-3.js', css: ['assets/service-card-3.css'] },
    'src/web/app/routes/odd.tsx': { file: 'assets/odd-5.js', css: ['assets/odd-5.css'] },
  }),
);
writeFileSync(join(dir, 'assets', 'index-1.css'), 'body{margin:0}');
writeFileSync(join(dir, 'assets', 'vendor-4.css'), ':root{--v:1}');
writeFileSync(join(dir, 'assets', 'service-card-3.css'), '.card{color:red}');
writeFileSync(join(dir, 'assets', 'app-6.css'), '.app{display:block}');
writeFileSync(join(dir, 'assets', 'odd-5.css'), '.x::after{content:"</style>"}');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEMPLATE_HEAD = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-4.js">
    <link rel="stylesheet" crossorigin href="/assets/vendor-4.css">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
`;

describe('the CSS and code of a server-rendered page', () => {
  const assets = createPageAssets(dir, TEMPLATE_HEAD);

  it("inlines the template's stylesheets in order, each with a disabled link for Vite", () => {
    expect(assets.head).toContain(
      '<style data-href="/assets/vendor-4.css">:root{--v:1}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/vendor-4.css" disabled>',
    );
    expect(assets.head.indexOf('--v:1')).toBeLessThan(assets.head.indexOf('margin:0'));
    expect(assets.head).not.toMatch(/<link rel="stylesheet"[^>]*(?<!disabled)>/);
    expect(assets.head).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
  });

  it("drops the template's module preloads (the entry's imports load with it)", () => {
    expect(assets.head).not.toContain('modulepreload');
  });

  it("inlines the CSS of the entry's start-up steps (decision 104)", () => {
    expect(assets.head).toContain(
      '<style data-href="/assets/app-6.css">.app{display:block}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/app-6.css" disabled>',
    );
    // After the entry's own CSS, as Vite would add it.
    expect(assets.head.indexOf('margin:0')).toBeLessThan(assets.head.indexOf('.app{'));
  });

  it("inlines the page modules' CSS and preloads only the page modules", () => {
    const tags = assets.forRoutes(['root', '0-0', 'landing']);
    expect(tags).toContain(
      '<style data-href="/assets/service-card-3.css">.card{color:red}</style>',
    );
    expect(tags).toContain('href="/assets/service-card-3.css" disabled>');
    expect(tags).toBe(
      '<style data-href="/assets/service-card-3.css">.card{color:red}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/service-card-3.css" disabled>\n    ' +
        '<link rel="modulepreload" crossorigin href="/assets/landing-2.js">',
    );
  });

  it('keeps a stylesheet that cannot be inlined safely as a plain link', () => {
    expect(assets.forRoutes(['odd'])).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/odd-5.css">',
    );
    expect(assets.forRoutes(['odd'])).not.toContain('<style');
  });

  it('adds nothing for routes without a module, or without a manifest', () => {
    expect(assets.forRoutes(['root'])).toBe('');
    const bare = createPageAssets(join(dir, 'missing'), TEMPLATE_HEAD);
    expect(bare.head).toBe(TEMPLATE_HEAD);
    expect(bare.forRoutes(['landing'])).toBe('');
  });
});
