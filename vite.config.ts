import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

import { directIconImports } from './scripts/vite/icon-imports.ts';
import { STARTUP_MODULES_META } from './src/shared/ssr.ts';

const API_TARGET = 'http://localhost:3000';

/**
 * The Mantine modules the app shell itself needs (theme, styles API, hooks, notifications, the
 * header/footer/overlay components and their floating/scroll-lock helpers) go into one cacheable
 * vendor chunk. Components used only by some pages are left to automatic splitting, so they load
 * with those pages instead of growing the start-up download.
 */
const SHELL_COMPONENTS = [
  'ActionIcon',
  'Affix',
  'Anchor',
  'Avatar',
  'Box',
  'Burger',
  'Button',
  'Center',
  'CloseButton',
  'Container',
  'Divider',
  'Drawer',
  'FocusTrap',
  'Group',
  'Image',
  'Loader',
  'Menu',
  'ModalBase',
  'Notification',
  'Overlay',
  'Paper',
  'Popover',
  'Portal',
  'Progress',
  'ScrollArea',
  'SimpleGrid',
  'Skeleton',
  'Stack',
  'Text',
  'Title',
  'Transition',
  'UnstyledButton',
  'VisuallyHidden',
].join('|');
const MANTINE_SHELL = new RegExp(
  String.raw`[\\/]node_modules[\\/](@mantine[\\/](hooks|store|notifications|core[\\/]esm[\\/](core|utils|components[\\/](${SHELL_COMPONENTS})))|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|clsx|tslib|get-nonce|detect-node-es)[\\/]`,
);

/**
 * Mantine's `useId` sets a random id in a layout effect, so hydration re-rendered every component
 * that has an id in one synchronous task; src/web/lib/mantine-use-id.ts keeps React's id instead
 * (decision 101). Applied to the browser and server builds alike.
 */
/**
 * The entry imports the app in steps (src/web/main.tsx, decision 104). This lists the files of
 * those steps (the entry's dynamic imports and what they import, less what the entry imports
 * itself) in index.html as `<meta name="ks-startup-modules">`, which the entry reads to preload
 * them all at once: on server-rendered pages and in the plain app shell alike.
 */
function startupModulesMeta(): Plugin {
  return {
    name: 'kiwi:startup-modules',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const importsOf = (file: string) => {
          const output = bundle[file];
          return output?.type === 'chunk' ? output.imports : [];
        };
        const closure = (files: string[], skip: Set<string>) => {
          const found = new Set<string>();
          const visit = (file: string) => {
            if (found.has(file) || skip.has(file)) return;
            found.add(file);
            importsOf(file).forEach(visit);
          };
          files.forEach(visit);
          return found;
        };
        const entry = closure([chunk.fileName], new Set());
        const steps = [...closure(chunk.dynamicImports, entry)];
        if (steps.length === 0) return html;
        const content = steps.map((file) => `/${file}`).join(' ');
        return {
          html,
          tags: [{ tag: 'meta', attrs: { name: STARTUP_MODULES_META, content }, injectTo: 'head' }],
        };
      },
    },
  };
}

function mantineStableIds(): Plugin {
  const replacement = fileURLToPath(new URL('./src/web/lib/mantine-use-id.ts', import.meta.url));
  return {
    name: 'kiwi:mantine-stable-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromMantineHooks = importer?.replace(/\\/g, '/').includes('/@mantine/hooks/');
      return fromMantineHooks && source === './use-id/use-id.mjs' ? replacement : null;
    },
  };
}

/** The server-rendering bundle: one ESM file, dependencies left to node_modules. */
const ssrBuild = {
  outDir: 'dist/ssr',
  emptyOutDir: true,
  target: 'node20',
  sourcemap: false,
  copyPublicDir: false,
  rolldownOptions: { input: 'src/web/entry-server.tsx' },
};

/**
 * The web app: built to dist/web (served by the Fastify server); dev proxies the API.
 * `vite build --ssr` builds the server-rendering bundle (src/web/entry-server.tsx) to dist/ssr,
 * which the server loads at run time (decision 070).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), mantineStableIds(), startupModulesMeta(), directIconImports()],
  resolve: {
    alias: {
      '#shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/uploads': { target: API_TARGET, changeOrigin: false },
      '/robots.txt': { target: API_TARGET },
      '/sitemap.xml': { target: API_TARGET },
      '/sitemaps': { target: API_TARGET },
    },
  },
  preview: { port: 4173 },
  ssr: {
    // Bundled, so Node never loads their CSS-importing or browser-only entry points itself.
    // The icons too: bundled, only the icons the pages use are in it; external, Node loaded the
    // CommonJS build of all ~6,000 at every start (a second of a loaded machine, decision 113).
    noExternal: [/^@mantine\//, 'embla-carousel-react', /^embla-carousel/, '@tabler/icons-react'],
  },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: 'dist/web',
        emptyOutDir: true,
        // dist/web/.vite/manifest.json: server rendering links a page's CSS and code from it.
        manifest: true,
        target: 'es2022',
        sourcemap: false,
        // 400 kB, plus room for the admin dashboard's chart chunk (recharts, ~402 kB, loaded only
        // there); every public chunk stays far below.
        chunkSizeWarningLimit: 420,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // Runs before zod's chunk: turns zod's eval off (src/web/lib/zod-no-eval.ts).
                  name: 'zod-no-eval',
                  test: /[\\/]src[\\/]web[\\/]lib[\\/]zod-no-eval\.ts$/,
                  priority: 40,
                },
                {
                  name: 'vendor-react',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                  priority: 30,
                },
                {
                  name: 'vendor-mantine',
                  test: MANTINE_SHELL,
                  priority: 20,
                },
                {
                  // The admin dashboard's chart only: recharts with its d3 and redux parts, one
                  // chunk (split with maxSize, recharts' modules initialise out of order).
                  name: 'vendor-charts',
                  test: /[\\/]node_modules[\\/](recharts|d3-[a-z-]+|victory-vendor|internmap|@reduxjs|redux|react-redux|immer|reselect|eventemitter3|tiny-invariant)[\\/]/,
                  priority: 15,
                },
                {
                  name: 'vendor-query',
                  test: /[\\/]node_modules[\\/]@tanstack[\\/]/,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
}));
