import { openDb } from '/work/wt-14/src/server/db/client.ts';
const h = await openDb({ kind: 'pglite', dataDir: '/tmp/h14/pglite100k' });
const t = performance.now();
await (h.driver as any).client.exec('vacuum analyze');
console.log('vacuum', (performance.now() - t).toFixed(0), 'ms');
await h.close();
