import { defineConfig } from 'vite';

/**
 * The server build: src/server/main.ts compiled ahead of time into dist/server/main.js, so
 * `npm start` runs plain JavaScript instead of transpiling every source file at each start
 * (decision 113). Dependencies stay in node_modules (imported as they are); the sources and the
 * `#shared/*`-style imports of package.json are bundled.
 */
export default defineConfig({
  // No index.html, no public folder, no .env files: the server reads its own settings at run time.
  publicDir: false,
  envDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    copyPublicDir: false,
    reportCompressedSize: false,
  },
});
