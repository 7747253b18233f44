import { spawn } from 'node:child_process';
import { join } from 'node:path';

const MAIN = join(import.meta.dirname, '..', '..', 'src', 'server', 'main.ts');

export type Run = { code: number | null; stdout: string; stderr: string };

/**
 * Starts the real server (`node --import tsx src/server/main.ts`) with only the given variables
 * (plus PATH); resolves when it exits, or when `until` matches its output (then it is stopped).
 * `onOutput` sees the output so far after every chunk.
 */
export function runServer(
  env: Record<string, string>,
  until?: RegExp,
  onOutput?: (stdout: string) => void,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = { stdout: '', stderr: '' };
    let stopping = false;
    const watch = (key: 'stdout' | 'stderr') => (chunk: Buffer) => {
      out[key] += chunk.toString('utf8');
      onOutput?.(out.stdout);
      if (!stopping && until?.test(out[key])) {
        stopping = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', watch('stdout'));
    child.stderr.on('data', watch('stderr'));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, ...out });
    });
  });
}
