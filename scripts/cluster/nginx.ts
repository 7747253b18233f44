import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { portOpen, startProcess, stopProcess, waitFor, type Managed } from './processes.ts';

/**
 * Debian's nginx in front of the app instances, with a generated config in the cluster's folder
 * (docs/decisions/097-cluster-harness.md):
 *
 * - round-robin `upstream` over the instances, with passive health checks (`max_fails=1
 *   fail_timeout=5s`: an instance that refused a connection or answered 502/503 is skipped for
 *   5 s) and `proxy_next_upstream error timeout http_502 http_503` (nginx never resends a POST
 *   that reached an instance, only ones that could not be delivered);
 * - `X-Forwarded-For` set to the address nginx saw (not appended to: a client cannot claim
 *   another address), which the instances trust because TRUST_PROXY=loopback.
 */

export type NginxOptions = { dir: string; port: number; upstreams: number[] };

export function nginxConfig(options: NginxOptions): string {
  const dir = options.dir;
  const servers = options.upstreams
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  client_max_body_size 20m;
  upstream kiwi_app {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${options.port};
    location / {
      proxy_pass http://kiwi_app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

export type Nginx = { url: string; port: number; process: Managed; stop: () => Promise<void> };

export async function startNginx(options: NginxOptions): Promise<Nginx> {
  mkdirSync(join(options.dir, 'tmp'), { recursive: true });
  const conf = join(options.dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(options));
  const binary = process.env.NGINX ?? '/usr/sbin/nginx';
  const server = startProcess(
    'nginx',
    binary,
    ['-p', options.dir, '-e', join(options.dir, 'error.log'), '-c', conf],
    {
      logFile: join(options.dir, 'nginx.log'),
    },
  );
  await waitFor(
    'nginx',
    () => portOpen(options.port),
    15_000,
    () => server.tail(),
  );
  return {
    url: `http://127.0.0.1:${options.port}`,
    port: options.port,
    process: server,
    // SIGQUIT: graceful shutdown (requests in flight finish).
    stop: () => stopProcess(server, 'SIGQUIT', 5000),
  };
}
