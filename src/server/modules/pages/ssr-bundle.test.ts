import { describe, expect, it } from 'vitest';

import { fillTemplate, parseTemplate } from './ssr-bundle.ts';

const BUILT = `<!doctype html>
<html lang="en-NZ">
  <head>
    <meta charset="UTF-8" />
    <title>Kiwi Services</title>
    <meta
      name="description"
      content="Find trusted local service providers."
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <noscript>Kiwi Services needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;

describe('the page template of server rendering', () => {
  it('drops the static title, description and noscript note; fills head, root and data', () => {
    const html = fillTemplate(parseTemplate(BUILT), {
      head: '<title>Page | Kiwi Services</title>',
      html: '<h1>Page</h1>',
      state: '{"queries":[]}',
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Page | Kiwi Services</title>');
    expect(html).not.toContain('Find trusted local service providers.');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    expect(html.indexOf('<title>Page')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(
      '<div id="root"><h1>Page</h1></div><script type="application/json" id="ks-ssr-state">{"queries":[]}</script>',
    );
  });

  it('refuses a template without the empty root element', () => {
    expect(() => parseTemplate('<html><head></head><body></body></html>')).toThrow(/#root/);
  });
});
